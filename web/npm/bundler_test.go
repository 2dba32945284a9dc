package npm

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/chromedp"
)

// TestBundler builds testdata/bundler (a page that imports the package by
// name) with Vite in a project that installed the tarball, serves the
// bundle from a plain file server and checks in chromium that the rules
// answer and the engine searches: the worker, wasm_exec.js and bao.wasm
// survived the bundler.
func TestBundler(t *testing.T) {
	if testing.Short() {
		t.Skip("a bundle and chromium: not with -short")
	}
	vite := cachedTool(t, "BAO_VITE", "vite/bin/vite.js")
	browsertest.FindChromium(t)
	dir := installed(t)
	for _, name := range []string{"index.html", "main.js"} {
		src, err := os.ReadFile(filepath.Join("testdata", "bundler", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := testContext(t)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", vite, "build", "--logLevel", "warn")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("vite build: %v\n%s", err, out)
	}
	hs := httptest.NewServer(http.FileServer(http.Dir(filepath.Join(dir, "dist"))))
	defer hs.Close()
	bctx := browsertest.Start(t, 3*time.Minute, 800, 600)
	p := &browsertest.Page{T: t, Ctx: bctx, Errors: browsertest.WatchErrors(bctx)}
	p.Do("open the bundled page", chromedp.Navigate(hs.URL+"/"))
	p.Wait("the page's answer", `document.getElementById('out').textContent !== 'waiting'`, 2*time.Minute)
	if got := p.Text("out"); !strings.HasPrefix(got, "OK legal=A6L,A6R,A7L,A7R best=A") {
		t.Errorf("the bundled page says %q; JavaScript errors %q", got, p.Errors.List())
	}
}
