package docs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStaticServerBindsLocalhost: the README told users to host the web
// app with "python3 -m http.server -d site 8000", which listens on every
// interface: anyone on the network could fetch the folder. Every such
// command in the docs and in bao's own help (any Go file) binds to
// 127.0.0.1.
func TestStaticServerBindsLocalhost(t *testing.T) {
	root := repoRoot(t)
	var files []string
	for _, f := range markdownFiles(t) {
		files = append(files, f.path)
	}
	// bao's help texts: every Go file but the tests.
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && p != root {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			rel, _ := filepath.Rel(root, p)
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, name := range files {
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(data), "\n") {
			if !strings.Contains(line, "http.server") {
				continue
			}
			found++
			if !strings.Contains(line, "--bind 127.0.0.1") {
				t.Errorf("%s:%d: a static server on every interface: %s", name, i+1, strings.TrimSpace(line))
			}
		}
	}
	if found == 0 {
		t.Fatal("no http.server command found: has the README's hosting example moved?")
	}
}
