package gotool

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestModuleRootAndRoot(t *testing.T) {
	root, err := ModuleRoot("go")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Errorf("module root %s has no go.mod: %v", root, err)
	}
	if _, err := os.Stat(filepath.Join(root, "internal", "gotool")); err != nil {
		t.Errorf("module root %s is not this module's: %v", root, err)
	}
	goroot, err := Root("go")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(goroot, "bin")); err != nil {
		t.Errorf("GOROOT %s has no bin: %v", goroot, err)
	}
	if _, err := ModuleRoot("/nonexistent/go"); err == nil {
		t.Error("a missing go command gave no error")
	}
}

func TestModuleRootOutsideAModule(t *testing.T) {
	dir := t.TempDir()
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	os.Chdir(dir)
	t.Setenv("GO111MODULE", "on")
	t.Setenv("GOWORK", "off")
	if _, err := ModuleRoot("go"); err == nil {
		t.Errorf("outside a module, ModuleRoot gave no error")
	}
}

// TestWasmExecJS finds the toolchain's loader of WebAssembly binaries,
// and a go command that does not run is an error.
func TestWasmExecJS(t *testing.T) {
	data, err := WasmExecJS("go")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "globalThis.Go") {
		t.Errorf("wasm_exec.js (%d bytes) does not define Go", len(data))
	}
	if _, err := WasmExecJS("/nonexistent/go"); err == nil {
		t.Error("a go command that does not exist gave no error")
	}
}
