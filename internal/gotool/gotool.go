// Package gotool asks the Go toolchain where things are: the folder of
// the module being built and the toolchain's own root. The static web app
// and the release builder run the go command to build the program for
// other platforms, and must find both; BuildWasm and WasmExecJS build the
// WebAssembly engine and fetch the toolchain's loader for it, for the
// static web app and the npm package alike.
//
// It imports only the standard library.
package gotool

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
)

// ModuleRoot returns the folder of the module the go command goCmd is
// run in (the folder of its go.mod), or an error when it runs outside a
// module.
func ModuleRoot(goCmd string) (string, error) {
	mod, err := env(goCmd, "GOMOD")
	if err != nil {
		return "", err
	}
	if mod == "" || !strings.HasSuffix(mod, "go.mod") {
		return "", fmt.Errorf("run it inside the bao module's source tree (go env GOMOD is %q)", mod)
	}
	return filepath.Dir(mod), nil
}

// Root returns the toolchain's root folder (go env GOROOT).
func Root(goCmd string) (string, error) {
	root, err := env(goCmd, "GOROOT")
	if err != nil {
		return "", err
	}
	if root == "" {
		return "", fmt.Errorf("go env GOROOT is empty")
	}
	return root, nil
}

func env(goCmd, name string) (string, error) {
	out, err := exec.Command(goCmd, "env", name).Output()
	if err != nil {
		return "", fmt.Errorf("%s env %s: %w", goCmd, name, err)
	}
	return strings.TrimSpace(string(out)), nil
}
