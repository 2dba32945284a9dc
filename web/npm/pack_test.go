package npm

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"io"
	"os"
	"testing"
	"time"
)

func TestSemVer(t *testing.T) {
	cases := []struct{ name, want string }{
		{"v0.1.0", "0.1.0"},
		{"v1.2.3-rc.1", "1.2.3-rc.1"},
		{"v0.1.0-cc6dabb0aa75-dirty", "0.1.0-cc6dabb0aa75-dirty"},
		{"dev-cc6dabb0aa75", "0.0.0-dev-cc6dabb0aa75"},
		{"dev-cc6dabb0aa75-dirty", "0.0.0-dev-cc6dabb0aa75-dirty"},
		{"dev", "0.0.0-dev"},
		{"", "0.0.0-dev"},
	}
	for _, c := range cases {
		got, err := SemVer(c.name)
		if err != nil || got != c.want {
			t.Errorf("SemVer(%q) = %q, %v; want %q", c.name, got, err, c.want)
		}
	}
	for _, bad := range []string{"v01.2.3", "v1.2", "dev cc6", "dev_x"} {
		if got, err := SemVer(bad); err == nil {
			t.Errorf("SemVer(%q) = %q, want an error", bad, got)
		}
	}
}

// TestPackIsNpmLayout reads the tarball back: every entry a regular file
// under package/, the same bytes for the same files, and a manifest with
// the name, the semver version, ES modules and no dependencies. It logs
// the package's size raw and gzipped.
func TestPackIsNpmLayout(t *testing.T) {
	files := []File{{"a.js", []byte("export {}\n")}, {"package.json", []byte("{}\n")}}
	mtime := time.Date(2026, 12, 5, 0, 0, 0, 0, time.UTC)
	one, err := Pack(files, mtime)
	if err != nil {
		t.Fatal(err)
	}
	two, _ := Pack(files, mtime)
	if !bytes.Equal(one, two) {
		t.Error("the same files packed twice give different bytes")
	}

	data, err := os.ReadFile(tarball(t))
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	got := map[string][]byte{}
	var raw int64
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if h.Typeflag != tar.TypeReg || len(h.Name) < 9 || h.Name[:8] != "package/" || h.Mode != 0o644 {
			t.Errorf("entry %q: type %c mode %o; want regular files 0644 under package/", h.Name, h.Typeflag, h.Mode)
		}
		b, _ := io.ReadAll(tr)
		got[h.Name[8:]] = b
		raw += int64(len(b))
	}
	for _, name := range []string{"package.json", "README.md", "LICENSE", "index.js", "node.js", "engine.js", "rules.js",
		"channel.js", "boot.js", "worker.js", "node-worker.js", "index.d.ts", "types.d.ts", "wasm_exec.js", "bao.wasm"} {
		if len(got[name]) == 0 {
			t.Errorf("the package has no %s", name)
		}
	}
	if _, ok := got["server.js"]; ok {
		t.Error("the package holds the page's own transport, server.js")
	}
	var m struct {
		Name         string
		Version      string
		Type         string
		License      string
		Dependencies map[string]string
	}
	if err := json.Unmarshal(got["package.json"], &m); err != nil {
		t.Fatalf("package.json: %v", err)
	}
	if m.Name != PackageName || m.Version != "0.0.1-test" || m.Type != "module" || m.License != "MIT" || m.Dependencies != nil {
		t.Errorf("package.json: %+v", m)
	}
	if !bytes.Contains(got["LICENSE"], []byte("MIT License")) {
		t.Error("LICENSE is not the MIT licence")
	}
	t.Logf("package: %d files, %d bytes raw (bao.wasm %d), %d bytes gzipped", len(got), raw, len(got["bao.wasm"]), len(data))
}
