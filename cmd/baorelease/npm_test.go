package main

import (
	"archive/tar"
	"compress/gzip"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/gotool"
)

// TestNpmPackage writes the npm tarball as the release does and reads it
// back: named after the build, every file under package/, the version
// the build's in semver (long: it compiles the WebAssembly engine).
func TestNpmPackage(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the WebAssembly engine (long)")
	}
	root, err := gotool.ModuleRoot("go")
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	r := release{b: builder{goCmd: "go", module: root}, root: root, out: out, log: io.Discard,
		version: stamp{name: "dev-cc6dabb0aa75", time: time.Date(2026, 12, 5, 8, 0, 0, 0, time.UTC)}}
	name, err := r.npmPackage()
	if err != nil {
		t.Fatal(err)
	}
	if name != "bao-dev-cc6dabb0aa75-npm.tgz" {
		t.Errorf("name %q", name)
	}
	f, err := os.Open(filepath.Join(out, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	var version string
	n := 0
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		n++
		if !strings.HasPrefix(h.Name, "package/") || !h.ModTime.Equal(r.mtime()) {
			t.Errorf("entry %q at %v: want it under package/ at the commit's time", h.Name, h.ModTime)
		}
		if h.Name == "package/package.json" {
			var m struct{ Version string }
			data, _ := io.ReadAll(tr)
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatal(err)
			}
			version = m.Version
		}
	}
	if version != "0.0.0-dev-cc6dabb0aa75" || n < 10 {
		t.Errorf("package.json version %q, %d files", version, n)
	}
}
