package site

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// TestServiceWorkerParses checks that sw.js, which lives in a Go string,
// is valid JavaScript (a classic script), with Node's parser: the browser
// tests that load it run only in the full suite. (The worker that runs
// bao.wasm is the client's client/worker.js, a module of the page, which
// web/app's tests parse.) Without node the test is skipped locally and
// fails in CI.
func TestServiceWorkerParses(t *testing.T) {
	files := map[string][]byte{"index.html": []byte("<html>"), "bao.wasm": {0, 'a', 's', 'm'}}
	if !checkClassicScript(t, "sw.js", serviceWorker(files)) {
		t.Skip("node not found")
	}
}

// checkClassicScript fails the test if js (what names it) is not a
// classic script that Node's parser accepts, and reports whether it was
// checked: without node, nothing is checked locally, and CI (where .ci/run
// installs node) fails.
func checkClassicScript(t *testing.T, what, js string) bool {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Errorf("node not found: %s cannot be checked", what)
		}
		return false
	}
	cmd := exec.Command(node, "--input-type=commonjs", "--check")
	cmd.Stdin = strings.NewReader(js)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("%s does not parse: %v\n%s", what, err, out)
	}
	return true
}

// TestServiceWorkerFiles: sw.js lists every file of the build but itself,
// and the page's folder ("./", served as index.html), each with the
// SHA-256 of its content, which the worker checks before caching it.
func TestServiceWorkerFiles(t *testing.T) {
	files := map[string][]byte{
		"index.html": []byte("<!doctype html><title>Bao</title>"),
		"bao.wasm":   {0, 'a', 's', 'm', 1, 0, 0, 0},
		"style.css":  []byte("body { margin: 0 }\n"),
	}
	sw := serviceWorker(files)
	m := regexp.MustCompile(`(?s)const FILES = (\{.*?\});`).FindStringSubmatch(sw)
	if m == nil {
		t.Fatalf("no FILES in sw.js:\n%s", sw)
	}
	var listed map[string]string
	if err := json.Unmarshal([]byte(m[1]), &listed); err != nil {
		t.Fatalf("FILES: %v\n%s", err, m[1])
	}
	want := map[string]string{"./": hash(files["index.html"])}
	for n, data := range files {
		want[n] = hash(data)
	}
	if len(listed) != len(want) {
		t.Errorf("sw.js lists %d files, want %d: %v", len(listed), len(want), listed)
	}
	for n, h := range want {
		if listed[n] != h {
			t.Errorf("sw.js lists %s with hash %q, want %q", n, listed[n], h)
		}
	}
	id := buildID(files)
	if !strings.Contains(sw, "const BUILD = '"+id+"';") {
		t.Errorf("sw.js does not name build %s", id)
	}
	files["style.css"] = []byte("body { margin: 1px }\n")
	if buildID(files) == id {
		t.Errorf("a changed file leaves the build's name %s as it was", id)
	}
}

func hash(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}
