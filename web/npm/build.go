package npm

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"github.com/baoengine/bao/internal/gotool"
	"github.com/baoengine/bao/internal/version"
	"github.com/baoengine/bao/web/app"
)

// PackageName is the name the package is installed and imported by.
const PackageName = "@baoengine/bao"

// sources are the package's own files: the Node entry and its worker
// thread (node.js, node-worker.js), the declarations (index.d.ts), the
// README and the licence. The rest of the modules are the client's, which
// the page imports too (app.Client).
//
//go:embed package
var sources embed.FS

// Config says how to build the package.
type Config struct {
	// GoCmd is the go command ("go" when empty); ModuleRoot the folder of
	// the bao module, where cmd/baowasm is built and LICENSE is read.
	GoCmd, ModuleRoot string
	// Version is the build's name as "bao version" prints it (v0.1.0,
	// dev-cc6dabb0aa75); the package's version is its semver form
	// (SemVer).
	Version string
}

// File is one file of the package: its path inside the package folder
// and its content.
type File struct {
	Name string
	Data []byte
}

// Files builds the package's files, sorted by name: package.json, the
// client's modules and declarations (all but the page's own transport),
// the package's Node entry and declarations, README.md, LICENSE,
// wasm_exec.js and bao.wasm.
func Files(ctx context.Context, cfg Config) ([]File, error) {
	if cfg.GoCmd == "" {
		cfg.GoCmd = "go"
	}
	ver, err := SemVer(cfg.Version)
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	err = fs.WalkDir(sources, "package", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := sources.ReadFile(p)
		if err != nil {
			return err
		}
		files[p[len("package/"):]] = data
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("npm package: read its sources: %w", err)
	}
	if err := addClient(files); err != nil {
		return nil, err
	}
	// The repository's licence wins over the package folder's copy.
	if lic, err := os.ReadFile(filepath.Join(cfg.ModuleRoot, "LICENSE")); err == nil {
		files["LICENSE"] = lic
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("npm package: %w", err)
	}
	if files["package.json"], err = packageJSON(ver); err != nil {
		return nil, err
	}
	if files["bao.wasm"], err = buildWasm(ctx, cfg); err != nil {
		return nil, err
	}
	if files["wasm_exec.js"], err = wasmExecJS(cfg.GoCmd); err != nil {
		return nil, err
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([]File, len(names))
	for i, n := range names {
		out[i] = File{Name: n, Data: files[n]}
	}
	return out, nil
}

// addClient adds the client's files (web/app/client) but the page's own;
// a name the package's folder has too is an error, not a choice.
func addClient(files map[string][]byte) error {
	client := app.Client()
	entries, err := fs.ReadDir(client, ".")
	if err != nil {
		return fmt.Errorf("npm package: read the client: %w", err)
	}
	for _, e := range entries {
		if e.IsDir() || app.PageOnly(e.Name()) {
			continue
		}
		if _, dup := files[e.Name()]; dup {
			return fmt.Errorf("npm package: %s is both the client's and the package's", e.Name())
		}
		data, err := fs.ReadFile(client, e.Name())
		if err != nil {
			return fmt.Errorf("npm package: read the client: %w", err)
		}
		files[e.Name()] = data
	}
	return nil
}

// packageJSON is the package's manifest: ES modules, the browser entry
// by default and the Node entry under Node, the declarations, and no
// dependencies.
func packageJSON(version string) ([]byte, error) {
	// Conditions are tried in the order written: a struct keeps it.
	entry := struct {
		Types   string `json:"types"`
		Node    string `json:"node"`
		Default string `json:"default"`
	}{"./index.d.ts", "./node.js", "./index.js"}
	m := struct {
		Name        string            `json:"name"`
		Version     string            `json:"version"`
		Description string            `json:"description"`
		License     string            `json:"license"`
		Type        string            `json:"type"`
		Main        string            `json:"main"`
		Types       string            `json:"types"`
		Exports     map[string]any    `json:"exports"`
		Files       []string          `json:"files"`
		Keywords    []string          `json:"keywords"`
		Engines     map[string]string `json:"engines"`
		SideEffects []string          `json:"sideEffects"`
	}{
		Name:        PackageName,
		Version:     version,
		Description: "The Bao engine and the rules of Bao la Kiswahili, Bao la Kete and Bao la Kujifunza, in WebAssembly, for web pages and Node",
		License:     "MIT",
		Type:        "module",
		Main:        "./node.js",
		Types:       "./index.d.ts",
		Exports:     map[string]any{".": entry, "./bao.wasm": "./bao.wasm", "./package.json": "./package.json"},
		Files:       []string{"*.js", "*.d.ts", "bao.wasm", "README.md", "LICENSE"},
		Keywords:    []string{"bao", "mancala", "engine", "uci", "webassembly", "board-game"},
		Engines:     map[string]string{"node": ">=20"},
		// The worker scripts and wasm_exec.js (which defines Go on the
		// global scope) run for their effects: a bundler must keep them.
		SideEffects: []string{"./wasm_exec.js", "./worker.js", "./node-worker.js", "./boot.js"},
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(m); err != nil {
		return nil, fmt.Errorf("npm package: package.json: %w", err)
	}
	return buf.Bytes(), nil
}

// buildWasm compiles cmd/baowasm for js/wasm, named cfg.Version, so that
// the engine's id name names the package's build whatever the go
// command's VCS stamp says.
func buildWasm(ctx context.Context, cfg Config) ([]byte, error) {
	data, err := gotool.BuildWasm(ctx, cfg.GoCmd, cfg.ModuleRoot, "./cmd/baowasm", version.StampFlag(cfg.Version))
	if err != nil {
		return nil, fmt.Errorf("npm package: %w", err)
	}
	return data, nil
}

// wasmExecJS reads the toolchain's wasm_exec.js, which must match the Go
// release that built bao.wasm.
func wasmExecJS(goCmd string) ([]byte, error) {
	data, err := gotool.WasmExecJS(goCmd)
	if err != nil {
		return nil, fmt.Errorf("npm package: %w", err)
	}
	return data, nil
}
