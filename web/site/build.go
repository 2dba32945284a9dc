package site

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/gotool"
	"github.com/baoengine/bao/internal/version"
)

// Config says how to build the app.
type Config struct {
	// Out is the folder to write; it must be new or empty, or hold an
	// earlier build (a folder with sw.js and bao.wasm), which is replaced.
	Out string
	// Page is the web page's files (app.Files() of package web/app).
	Page fs.FS
	// GoCmd is the go command ("go" when empty); ModuleRoot the folder of
	// the bao module, where cmd/baowasm is built.
	GoCmd, ModuleRoot string
	// Version names the build in the page and the cache ("dev" when empty).
	Version string
}

// File is one file the build wrote, for the caller's report.
type File struct {
	Name string
	Size int64
}

// WriteList writes the files of a build, one a line with its size, and
// their total, as bao web build prints them.
func WriteList(w io.Writer, files []File, out string) {
	var total int64
	for _, f := range files {
		fmt.Fprintf(w, "%10d  %s\n", f.Size, f.Name)
		total += f.Size
	}
	fmt.Fprintf(w, "%10d  total, %d files in %s\n", total, len(files), out)
}

// Build writes the static web app into cfg.Out and returns its files.
func Build(ctx context.Context, cfg Config) ([]File, error) {
	if cfg.GoCmd == "" {
		cfg.GoCmd = "go"
	}
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	if err := checkOut(cfg.Out); err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	if err := addPage(files, cfg.Page); err != nil {
		return nil, err
	}
	wasm, err := buildWasm(ctx, cfg)
	if err != nil {
		return nil, err
	}
	files["bao.wasm"] = wasm
	execJS, err := wasmExecJS(cfg.GoCmd)
	if err != nil {
		return nil, err
	}
	// The worker is the client's (client/worker.js, from the page), which
	// imports the toolchain's wasm_exec.js from beside it.
	if _, ok := files[workerPath]; !ok {
		return nil, fmt.Errorf("web app: the page has no %s", workerPath)
	}
	files[path.Join(path.Dir(workerPath), "wasm_exec.js")] = execJS
	man, err := manifest(files["strings.json"])
	if err != nil {
		return nil, err
	}
	files["manifest.webmanifest"] = man
	files["icon.svg"] = []byte(iconSVG())
	for _, size := range []int{192, 512} {
		png, err := iconPNG(size, false)
		if err != nil {
			return nil, err
		}
		files[fmt.Sprintf("icon-%d.png", size)] = png
	}
	maskable, err := iconPNG(512, true)
	if err != nil {
		return nil, err
	}
	files["icon-maskable-512.png"] = maskable
	index, ok := files["index.html"]
	if !ok {
		return nil, errors.New("web app: the page has no index.html")
	}
	firstVisit, err := firstVisitScript(files["strings.json"])
	if err != nil {
		return nil, err
	}
	if files["index.html"], err = staticIndex(index, cfg.Version, firstVisit); err != nil {
		return nil, err
	}
	files["sw.js"] = []byte(serviceWorker(files))

	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	var out []File
	for _, name := range names {
		if err := writeFile(cfg.Out, name, files[name]); err != nil {
			return nil, err
		}
		out = append(out, File{Name: name, Size: int64(len(files[name]))})
	}
	return out, nil
}

// checkOut accepts a new folder, an empty one, or one that holds an
// earlier build; anything else could be a user's folder and is refused.
func checkOut(dir string) error {
	if dir == "" {
		return errors.New("web app: no output folder")
	}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("web app: %w", err)
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("web app: %w", err)
	}
	if len(entries) == 0 {
		return nil
	}
	for _, marker := range []string{"sw.js", "bao.wasm"} {
		if _, err := os.Stat(filepath.Join(dir, marker)); err != nil {
			return fmt.Errorf("web app: %s is not empty and holds no earlier build of the app (no %s); give a new or empty folder", dir, marker)
		}
	}
	// The worker: the client's since the client was one, at the root before.
	for _, w := range []string{workerPath, "worker.js"} {
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(w))); err == nil {
			return nil
		}
	}
	return fmt.Errorf("web app: %s is not empty and holds no earlier build of the app (no %s); give a new or empty folder", dir, workerPath)
}

// workerPath is the Web Worker that runs bao.wasm: the page's client's
// (web/app client/worker.js, with client/boot.js).
const workerPath = "client/worker.js"

// addPage copies the page's files, those in its folders too (the
// client's modules, client/), by their slash-separated paths.
func addPage(files map[string][]byte, page fs.FS) error {
	err := fs.WalkDir(page, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(page, p)
		if err != nil {
			return err
		}
		files[p] = data
		return nil
	})
	if err != nil {
		return fmt.Errorf("web app: read the page: %w", err)
	}
	return nil
}

// buildWasm compiles cmd/baowasm for js/wasm, named cfg.Version as the
// page is, so that the engine's id name and the page agree whatever the
// go command's VCS stamp says.
func buildWasm(ctx context.Context, cfg Config) ([]byte, error) {
	data, err := gotool.BuildWasm(ctx, cfg.GoCmd, cfg.ModuleRoot, "./cmd/baowasm", version.StampFlag(cfg.Version))
	if err != nil {
		return nil, fmt.Errorf("web app: %w", err)
	}
	return data, nil
}

// wasmExecJS reads the toolchain's wasm_exec.js, which must match the Go
// release that built bao.wasm.
func wasmExecJS(goCmd string) ([]byte, error) {
	data, err := gotool.WasmExecJS(goCmd)
	if err != nil {
		return nil, fmt.Errorf("web app: %w", err)
	}
	return data, nil
}

// staticIndex marks the page as the static app, links the manifest and
// the icons, and writes in the notice of a first visit without network
// (firstVisit: firstVisitScript) as the head's first script, so that it
// hears of the page's scripts that fail, and the registration of the
// service worker once the page has started (installJS) as its second.
func staticIndex(index []byte, version, firstVisit string) ([]byte, error) {
	const anchor = "</head>"
	i := bytes.Index(index, []byte(anchor))
	if i < 0 {
		return nil, errors.New("web app: index.html has no </head>")
	}
	head := `<meta name="bao-mode" content="static">
<meta name="bao-version" content="` + htmlAttr(version) + `">
<meta name="theme-color" content="#6b4226">
<link rel="manifest" href="manifest.webmanifest">
<link rel="apple-touch-icon" href="icon-192.png">
<script>
` + firstVisit + `</script>
<script>
` + installJS + `</script>
`
	out := append([]byte{}, index[:i]...)
	out = append(out, head...)
	out = append(out, index[i:]...)
	out = bytes.Replace(out, []byte(`<link rel="icon" href="data:,">`), []byte(`<link rel="icon" href="icon.svg" type="image/svg+xml">`), 1)
	return out, nil
}

func htmlAttr(s string) string {
	r := strings.NewReplacer(`&`, "&amp;", `"`, "&quot;", `<`, "&lt;", `>`, "&gt;")
	return r.Replace(s)
}

// buildID names a build after the content of every file it holds (the
// service worker's cache is named after it).
func buildID(files map[string][]byte) string {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		h.Write([]byte(n))
		h.Write([]byte{0})
		h.Write(files[n])
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// writeFile writes dir/name in one step (internal/atomicfile).
// name is slash-separated: a file of the page's folders gets its folder.
func writeFile(dir, name string, data []byte) error {
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("web app: %w", err)
	}
	if err := atomicfile.WriteFile(p, data); err != nil {
		return fmt.Errorf("web app: %w", err)
	}
	return nil
}
