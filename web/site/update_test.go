package site

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/chromedp"
)

// TestStaticAppUpdate: a new build deployed over the one a visitor has
// installed (here: a copy of the app whose sw.js changes) is installed
// by the browser at the next visit, and the page says so and offers to
// reload, which shows the new build; before, nothing told the visitor,
// and the new build showed only at the visit after.
func TestStaticAppUpdate(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	browsertest.FindChromium(t)
	built, err := builtSite()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(built)); err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(hs.Close)
	ctx := browsertest.Start(t, 10*time.Minute, 360, 740)
	p := &browsertest.Page{T: t, Ctx: ctx, Errors: browsertest.WatchErrors(ctx)}
	ready := `document.body.dataset.ready === 'true' && document.getElementById('engine-status').classList.contains('ok')`
	p.Do("the first visit", chromedp.Navigate(hs.URL+"/"))
	p.Wait("the app is ready", ready, browsertest.PageWait)
	p.Wait("the service worker controls the page", `navigator.serviceWorker.controller !== null`, browsertest.PageWait)
	if p.JS(`String(document.getElementById('update').hidden)`) != "true" {
		t.Errorf("the first visit says a new version is installed")
	}

	// The new build: its service worker differs.
	sw := filepath.Join(dir, "sw.js")
	data, err := os.ReadFile(sw)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(sw, append(data, []byte("// the next build\n")...), 0o644); err != nil {
		t.Fatal(err)
	}
	p.Do("the next visit", chromedp.Reload())
	p.Wait("the app is ready", ready, browsertest.PageWait)
	p.Wait("the notice of the new version", `!document.getElementById('update').hidden`, browsertest.PageWait)
	p.Click("#update-reload")
	waitThroughNavigation(t, p, "the reloaded app", `location.pathname === '/' && document.body !== null && `+ready+` && document.getElementById('update').hidden`)
	for _, e := range p.Errors.List() {
		t.Errorf("JavaScript error: %s", e)
	}
}
