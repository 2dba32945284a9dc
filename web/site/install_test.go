package site

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/chromedp"
)

// TestInstallScriptParses: the build writes the registration into
// index.html, a classic script that parses (Node's parser); the browser
// test below runs only in the full suite.
func TestInstallScriptParses(t *testing.T) {
	index, err := staticIndex([]byte("<html><head></head><body></body></html>"), "v", "")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(index), installJS) {
		t.Errorf("index.html lacks install.js:\n%s", index)
	}
	if !checkClassicScript(t, "install.js", installJS) {
		t.Skip("node not found")
	}
}

// recordRegister is a first script for the test pages: it records the
// body's data-ready at each call of the service worker's register ("no
// body" before the body is parsed).
const recordRegister = `window.registered = [];
const register = ServiceWorkerContainer.prototype.register;
ServiceWorkerContainer.prototype.register = function (...args) {
  window.registered.push(document.body ? String(document.body.dataset.ready) : 'no body');
  return register.apply(this, args);
};
`

// TestInstallWaitsForStart: a first visit registers the service worker
// only when the page has started (the body's data-ready turns "true"),
// once; a page that is marked started before the script watches registers
// it at once. Before, the head's script registered it before the page had
// parsed, and the install's downloads held back the first paint.
func TestInstallWaitsForStart(t *testing.T) {
	if testing.Short() {
		t.Skip("drives chromium")
	}
	browsertest.FindChromium(t)
	for _, c := range []struct {
		name, ready string
	}{
		{"starts later", "false"},
		{"started at once", "true"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			page := `<!doctype html><html lang="en"><head><title>Bao</title></head><body data-ready="` + c.ready + `"><p>Bao</p></body></html>`
			index, err := staticIndex([]byte(page), "test", recordRegister)
			if err != nil {
				t.Fatal(err)
			}
			for name, data := range map[string]string{"index.html": string(index), "sw.js": "self.addEventListener('fetch', () => {});\n"} {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			hs := httptest.NewServer(http.FileServer(http.Dir(dir)))
			t.Cleanup(hs.Close)
			p := newPage(t)
			p.Do("open the page", chromedp.Navigate(hs.URL+"/"))
			p.Wait("the page has loaded", `document.readyState === 'complete'`, browsertest.PageWait)
			if c.ready == "false" {
				if got := p.JS(`JSON.stringify(window.registered)`); got != "[]" {
					t.Fatalf("before the page started, register was called with data-ready %s, want no call", got)
				}
				if got := p.Await(`navigator.serviceWorker.getRegistration().then((r) => r ? 'registered' : 'none')`); got != "none" {
					t.Fatalf("before the page started the service worker is %s, want none", got)
				}
				p.JS(`(() => { document.body.dataset.ready = 'true'; return ''; })()`)
			}
			p.Wait("the service worker is registered", `window.registered.length > 0`, browsertest.PageWait)
			if got := p.Await(`navigator.serviceWorker.ready.then((r) => r.active ? r.active.scriptURL : 'none')`); got != hs.URL+"/sw.js" {
				t.Errorf("the active service worker is %s, want %s/sw.js", got, hs.URL)
			}
			if got := p.JS(`JSON.stringify(window.registered)`); got != `["true"]` {
				t.Errorf("register was called with data-ready %s, want once, with \"true\"", got)
			}
			noErrors(t, p)
		})
	}
}
