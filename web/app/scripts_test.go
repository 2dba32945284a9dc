package app

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

// TestScriptsParse checks that every script of the page, the client's
// modules (client/) too, is valid JavaScript (an ES module), with Node's
// parser: a syntax error stops the whole page, and the browser tests run
// only in the full suite. Without node the test is skipped locally and
// fails in CI.
func TestScriptsParse(t *testing.T) {
	node := lookNode(t)
	files := pageScripts(t)
	for _, name := range files {
		src, err := fs.ReadFile(Files(), name)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(node, "--input-type=module", "--check")
		cmd.Stdin = strings.NewReader(string(src))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s does not parse: %v\n%s", name, err, out)
		}
	}
}

// scriptFolders are the page's folders of scripts: its own modules, its
// controllers, its views and the client.
var scriptFolders = []string{".", "ctrl", "view", "client"}

// pageScripts returns the names of every script of the page, in each of
// scriptFolders (each must hold some).
func pageScripts(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, dir := range scriptFolders {
		found, err := fs.Glob(Files(), path.Join(dir, "*.js"))
		if err != nil || len(found) == 0 {
			t.Fatalf("no scripts in %s: %v", dir, err)
		}
		files = append(files, found...)
	}
	return files
}

// lookNode returns the path of node, which runs the page's scripts in
// tests; without it the test is skipped locally and fails in CI.
func lookNode(t *testing.T) string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("node not found: the page's scripts cannot be checked")
		}
		t.Skip("node not found")
	}
	return node
}

// runPageScript writes the page's files names and runner (as run.mjs) to
// a temporary folder and runs the runner there with node, with env added
// to the environment and in as its standard input; it returns what the
// runner wrote.
func runPageScript(t *testing.T, runner string, env []string, in []byte, names ...string) []byte {
	t.Helper()
	node := lookNode(t)
	dir := t.TempDir()
	for _, name := range names {
		src, err := fs.ReadFile(Files(), name)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "run.mjs"), []byte(runner), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, "run.mjs")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node %s: %v\n%s", strings.Join(names, ", "), err, stderr.Bytes())
	}
	return out
}
