package gotool

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// BuildWasm compiles the main package pkg (such as "./cmd/baowasm") of
// the module at moduleRoot for js/wasm with the go command goCmd, with
// the linker flags ldflags when not empty (the go command's -ldflags),
// and returns the binary; the build's own messages are in the error.
func BuildWasm(ctx context.Context, goCmd, moduleRoot, pkg, ldflags string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "bao-wasm")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "bao.wasm")
	args := []string{"build", "-trimpath", "-o", out}
	if ldflags != "" {
		args = append(args, "-ldflags="+ldflags)
	}
	cmd := exec.CommandContext(ctx, goCmd, append(args, pkg)...)
	cmd.Dir = moduleRoot
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("build the WebAssembly engine: %w\n%s", err, stderr.Bytes())
	}
	return os.ReadFile(out)
}

// WasmExecJS reads the toolchain's wasm_exec.js, which must match the Go
// release that built a WebAssembly binary (BuildWasm) to run it.
func WasmExecJS(goCmd string) ([]byte, error) {
	dir, err := Root(goCmd)
	if err != nil {
		return nil, err
	}
	for _, rel := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		data, err := os.ReadFile(filepath.Join(dir, rel))
		if err == nil {
			return data, nil
		}
	}
	return nil, fmt.Errorf("no wasm_exec.js under %s (lib/wasm or misc/wasm)", dir)
}
