package site

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/internal/gotool"
	"github.com/baoengine/bao/web/app"
)

// runWasmJS runs a bao.wasm built for the static app under Node as the
// app's Web Worker runs it: the toolchain's wasm_exec.js from beside the
// worker (client/), bao.wasm from the site's root, the worker's
// postMessage and onmessage on the global object. It sends "uci" when the
// engine is ready and prints the engine's lines until uciok.
const runWasmJS = `
const fs = require('fs');
const path = require('path');
const dir = process.argv[2];
require(path.join(dir, 'client', 'wasm_exec.js'));
globalThis.postMessage = (msg) => {
	if (msg.type === 'ready') globalThis.onmessage({data: {type: 'cmd', line: 'uci'}});
	if (msg.type === 'line') {
		console.log(msg.line);
		if (msg.line === 'uciok') process.exit(0);
	}
};
const go = new Go();
WebAssembly.instantiate(fs.readFileSync(path.join(dir, 'bao.wasm')), go.importObject).then((r) => go.run(r.instance));
`

// TestWasmNamesTheVersionOfThePage: the app's WebAssembly engine names
// itself with the version of the page, whatever Go's VCS stamping saw.
// With the stamping off (-buildvcs=false, or a build outside git), the
// release's bao.wasm answered "id name Bao dev (browser)" while the
// page's bao-version tag carried the release's version. The app is built
// as the release builds it (bao web build: Build with the version of the
// bao that runs it), and the engine's id name read under Node.
func TestWasmNamesTheVersionOfThePage(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("node not found: the WebAssembly engine cannot be run")
		}
		t.Skip("node not found")
	}
	root, err := gotool.ModuleRoot("go")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOFLAGS", "-buildvcs=false")
	const v = "v9.8.7-rc.1"
	dir := filepath.Join(t.TempDir(), "site")
	if _, err := Build(context.Background(), Config{Out: dir, Page: app.Files(), ModuleRoot: root, Version: v}); err != nil {
		t.Fatal(err)
	}
	index, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(index), `<meta name="bao-version" content="`+v+`">`) {
		t.Fatalf("the page does not carry the version %s", v)
	}
	cmd := exec.Command(node, "--input-type=commonjs", "-", dir)
	cmd.Stdin = strings.NewReader(runWasmJS)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	var name string
	for sc := bufio.NewScanner(strings.NewReader(string(out))); sc.Scan(); {
		if n, ok := strings.CutPrefix(sc.Text(), "id name "); ok {
			name = n
		}
	}
	if want := "Bao " + v + " (browser)"; name != want {
		t.Errorf("the engine's id name is %q, want %q (the page's version); its output:\n%s", name, want, out)
	}
}
