package site

import (
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// appReady holds when the page has started and its engine is ready.
const appReady = `document.body !== null && document.body.dataset.ready === 'true' && document.getElementById('engine-status').classList.contains('ok')`

// buildMark is the value of the CSS property --bao-test-build on the page
// (set by markBuild), "" when none is.
const buildMark = `getComputedStyle(document.documentElement).getPropertyValue('--bao-test-build').trim()`

// tenDaysAgo is the date of the files of the tests' "old" servers: a
// server that sends such a Last-Modified date lets the browser keep the
// file in its HTTP cache for a day without asking (heuristic freshness).
var tenDaysAgo = time.Now().Add(-10 * 24 * time.Hour)

// copySite copies the package's built app (builtSite) to a new folder.
func copySite(t *testing.T) string {
	t.Helper()
	built, err := builtSite()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(built)); err != nil {
		t.Fatal(err)
	}
	return dir
}

// rewriteWorker writes dir's sw.js again for the files dir holds now (in
// its folders too, by slash-separated paths), as a new build of them
// would.
func rewriteWorker(t *testing.T, dir string) {
	t.Helper()
	files := map[string][]byte{}
	err := fs.WalkDir(os.DirFS(dir), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || p == "sw.js" {
			return err
		}
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(p)))
		files[p] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "sw.js"), []byte(serviceWorker(files)), 0o644); err != nil {
		t.Fatal(err)
	}
}

// markBuild makes dir a build of its own: its style.css sets the CSS
// property --bao-test-build to mark, and its sw.js lists the new file.
func markBuild(t *testing.T, dir, mark string) {
	t.Helper()
	css := filepath.Join(dir, "style.css")
	data, err := os.ReadFile(css)
	if err != nil {
		t.Fatal(err)
	}
	data = append(data, []byte("\n:root { --bao-test-build: "+mark+"; }\n")...)
	if err := os.WriteFile(css, data, 0o644); err != nil {
		t.Fatal(err)
	}
	rewriteWorker(t, dir)
}

// dateFiles dates every file of dir, in its folders too, at when (a
// server then sends it as the file's Last-Modified).
func dateFiles(t *testing.T, dir string, when time.Time) {
	t.Helper()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		return os.Chtimes(p, when, when)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// newPage starts chromium (a fresh profile) with a phone-sized window.
func newPage(t *testing.T) *browsertest.Page {
	t.Helper()
	ctx := browsertest.Start(t, 10*time.Minute, 360, 740)
	return &browsertest.Page{T: t, Ctx: ctx, Errors: browsertest.WatchErrors(ctx)}
}

// installOutcome registers the page's service worker (again) and waits
// until its newest worker is activated or redundant (its install
// failed), and returns that state.
const installOutcome = `navigator.serviceWorker.register('sw.js').then((r) => new Promise((resolve) => {
	const w = r.installing || r.waiting || r.active;
	if (!w) { resolve('none'); return; }
	const done = () => { if (w.state === 'activated' || w.state === 'redundant') resolve(w.state); };
	w.addEventListener('statechange', done);
	done();
}))`

// updateOutcome asks the browser to look for a new build of the page's
// service worker now, and returns the state the new worker ends in:
// activated, or redundant when its install failed.
const updateOutcome = `navigator.serviceWorker.getRegistration().then((r) => new Promise((resolve) => {
	r.addEventListener('updatefound', () => {
		const w = r.installing;
		const done = () => { if (w.state === 'activated' || w.state === 'redundant') resolve(w.state); };
		w.addEventListener('statechange', done);
		done();
	});
	r.update().catch((e) => resolve('update: ' + e));
}))`

// goOffline ends the server and cuts the browser's network.
func goOffline(t *testing.T, p *browsertest.Page, hs *httptest.Server) {
	t.Helper()
	hs.Close()
	if _, err := chromedp.Call(p.Ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		t.Fatalf("offline: %v", err)
	}
}

// noErrors fails the test for every JavaScript exception of the page.
func noErrors(t *testing.T, p *browsertest.Page) {
	t.Helper()
	for _, e := range p.Errors.List() {
		t.Errorf("JavaScript error: %s", e)
	}
}

// TestStaticAppUpdateOldDates: a server whose files carry dates in the
// past (as python3 -m http.server sends a folder copied with its dates)
// lets the browser keep them in its HTTP cache without asking; a new
// build's service worker must still cache the new build's files, not the
// old ones from that cache. Before, the notice of the new version came,
// and after Reload the page still ran the old style.css.
func TestStaticAppUpdateOldDates(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	browsertest.FindChromium(t)
	dir := copySite(t)
	markBuild(t, dir, "1")
	dateFiles(t, dir, tenDaysAgo)
	hs := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(hs.Close)
	p := newPage(t)
	p.Do("the first visit", chromedp.Navigate(hs.URL+"/"))
	p.Wait("the app is ready", appReady, browsertest.PageWait)
	p.Wait("the service worker controls the page", `navigator.serviceWorker.controller !== null`, browsertest.PageWait)
	if got := p.JS(buildMark); got != "1" {
		t.Fatalf("the first build's page has mark %q, want 1", got)
	}

	// The next build, its files dated in the past as well (a day later:
	// a server that sends the same date for a changed sw.js hides the
	// change from the browser's update check).
	markBuild(t, dir, "2")
	dateFiles(t, dir, tenDaysAgo.Add(24*time.Hour))
	p.Do("the next visit", chromedp.Reload())
	p.Wait("the app is ready", appReady, browsertest.PageWait)
	p.Wait("the notice of the new version", `!document.getElementById('update').hidden`, browsertest.PageWait)
	p.Click("#update-reload")
	waitThroughNavigation(t, p, "the reloaded app", `location.pathname === '/' && `+appReady+` && document.getElementById('update').hidden`)
	if got := p.JS(buildMark); got != "2" {
		t.Errorf("after the update and Reload the page runs the style.css of build %q, want 2", got)
	}
	noErrors(t, p)
}

// TestStaticAppTruncatedEngine: a server sends a cut-off bao.wasm (its
// first 1,000,000 bytes). The service worker must not install it (its
// install fails, and no cache keeps the file); once the whole file is
// back, the next visit starts the engine (past the browser's HTTP cache,
// which still holds the cut-off copy) and installs the app. Then a
// next build is half uploaded (its bao.wasm cut off): its install fails
// and the installed build goes on; once the upload completes, the next
// visit installs it, and it plays offline. Before, the worker cached the
// cut-off file and every reload failed for good.
func TestStaticAppTruncatedEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	browsertest.FindChromium(t)
	dir := copySite(t)
	wasm := filepath.Join(dir, "bao.wasm")
	full, err := os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(wasm, full[:1_000_000], 0o644); err != nil {
		t.Fatal(err)
	}
	dateFiles(t, dir, tenDaysAgo)
	var noWorker atomic.Bool // sw.js answers 404, as where no service worker can install
	files := http.FileServer(http.Dir(dir))
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if noWorker.Load() && r.URL.Path == "/sw.js" {
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(hs.Close)
	p := newPage(t)
	p.Do("the visit with a cut-off engine", chromedp.Navigate(hs.URL+"/"))
	if got := p.Await(installOutcome); got != "redundant" {
		t.Fatalf("with a cut-off bao.wasm the service worker's install ended %q, want redundant (it failed)", got)
	}
	if got := p.Await(`caches.keys().then((ks) => Promise.all(ks.map((k) => caches.open(k).then((c) => c.match('bao.wasm')))))
		.then((hits) => String(hits.filter((h) => h).length))`); got != "0" {
		t.Errorf("%s caches hold bao.wasm after the failed install, want none", got)
	}

	// The whole file is back, with the same date as the cut-off one,
	// which the browser's HTTP cache still holds. A visit with no service
	// worker (none can install, as on a plain-http address) starts the
	// engine all the same, and so does the next visit, which installs it.
	if err := os.WriteFile(wasm, full, 0o644); err != nil {
		t.Fatal(err)
	}
	dateFiles(t, dir, tenDaysAgo)
	noWorker.Store(true)
	p.Do("a visit without a service worker", chromedp.Reload())
	p.Wait("the app is ready", appReady, browsertest.PageWait)
	noWorker.Store(false)
	p.Do("the next visit", chromedp.Reload())
	p.Wait("the app is ready", appReady, browsertest.PageWait)
	p.Wait("the service worker controls the page", `navigator.serviceWorker.controller !== null`, browsertest.PageWait)

	// The next build, half uploaded: its sw.js and style.css are there,
	// its bao.wasm is cut off. Its install fails, and the installed build
	// goes on working.
	markBuild(t, dir, "2")
	if err := os.WriteFile(wasm, full[:1_000_000], 0o644); err != nil {
		t.Fatal(err)
	}
	dateFiles(t, dir, tenDaysAgo.Add(24*time.Hour))
	if got := p.Await(updateOutcome); got != "redundant" {
		t.Fatalf("the half-uploaded build's service worker: %q, want redundant (its install failed)", got)
	}
	p.Do("a visit during the upload", chromedp.Reload())
	p.Wait("the installed build is ready", appReady, browsertest.PageWait)
	if got := p.JS(buildMark); got != "" {
		t.Errorf("during the upload the page is build %q, want the installed one", got)
	}

	// The upload completes: the next visit installs the new build.
	if err := os.WriteFile(wasm, full, 0o644); err != nil {
		t.Fatal(err)
	}
	dateFiles(t, dir, tenDaysAgo.Add(24*time.Hour))
	p.Do("the visit after the upload", chromedp.Reload())
	p.Wait("the app is ready", appReady, browsertest.PageWait)
	p.Wait("the notice of the new version", `!document.getElementById('update').hidden`, browsertest.PageWait)
	p.Click("#update-reload")
	waitThroughNavigation(t, p, "the new build", `location.pathname === '/' && `+appReady+` && `+buildMark+` === '2'`)

	goOffline(t, p, hs)
	p.Do("reload offline", chromedp.Reload())
	p.Wait("the app is ready offline", appReady, browsertest.PageWait)
	if got := p.JS(buildMark); got != "2" {
		t.Errorf("offline the page is build %q, want 2", got)
	}
	noErrors(t, p)
}

// TestStaticAppTwoPaths: two builds on one origin, at /bao/ and at
// /bao-beta/, each visited once; both then start offline. Each deletes
// the cache that a build before scoped names left at its own path, and
// keeps the one of another path. Before, the second build's service
// worker deleted the first one's cache.
func TestStaticAppTwoPaths(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	browsertest.FindChromium(t)
	a, b := copySite(t), copySite(t)
	markBuild(t, a, "1")
	markBuild(t, b, "2")
	mux := http.NewServeMux()
	mux.Handle("/bao/", http.StripPrefix("/bao", http.FileServer(http.Dir(a))))
	mux.Handle("/bao-beta/", http.StripPrefix("/bao-beta", http.FileServer(http.Dir(b))))
	hs := httptest.NewServer(mux)
	t.Cleanup(hs.Close)
	p := newPage(t)
	// The caches that builds before scoped names left, one for each path
	// and one for a third app.
	p.Do("a page of the origin outside both apps", chromedp.Navigate(hs.URL+"/other/"))
	p.Await(`(async () => {
		for (const [k, path] of [['a1', '/bao/'], ['b2', '/bao-beta/'], ['c3', '/bao-old/']]) {
			await (await caches.open('bao-00000000000000' + k)).put(path, new Response('old build'));
		}
		return '';
	})()`)
	paths := []struct{ path, mark string }{{"/bao/", "1"}, {"/bao-beta/", "2"}}
	for _, v := range paths {
		p.Do("visit "+v.path, chromedp.Navigate(hs.URL+v.path))
		p.Wait("the app is ready at "+v.path, appReady, browsertest.PageWait)
		p.Wait("the service worker controls the page at "+v.path, `navigator.serviceWorker.controller !== null`, browsertest.PageWait)
	}
	want := "bao-00000000000000c3 bao@" + hs.URL + "/bao-beta/# bao@" + hs.URL + "/bao/#"
	if got := p.Await(`caches.keys().then((ks) => ks.map((k) => k.replace(/#[0-9a-f]{16}$/, '#')).sort().join(' '))`); got != want {
		t.Errorf("the caches after both visits:\n%s\nwant (each app's own, and the old one of another path):\n%s", got, want)
	}
	goOffline(t, p, hs)
	for _, v := range paths {
		p.Do("open "+v.path+" offline", chromedp.Navigate(hs.URL+v.path))
		p.Wait("the app at "+v.path+" is ready offline", appReady, browsertest.PageWait)
		if got := p.JS(buildMark); got != v.mark {
			t.Errorf("offline at %s the page is build %q, want %s", v.path, got, v.mark)
		}
	}
	noErrors(t, p)
}

// TestStaticAppMissingEngine: bao.wasm answers 404. The page says in
// plain words, in the browser's language, that the engine's file is
// missing or damaged, with one button that clears the app's saved copy
// and reloads; once the file is back, that button brings the app back.
// Before, the page said "CompileError: WebAssembly.instantiate():
// expected magic word ..." and stayed on "Loading...".
func TestStaticAppMissingEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	browsertest.FindChromium(t)
	dir := copySite(t)
	var missing atomic.Bool
	missing.Store(true)
	files := http.FileServer(http.Dir(dir))
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if missing.Load() && r.URL.Path == "/bao.wasm" {
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(hs.Close)
	p := newPage(t)
	p.Do("a phone's screen", chromedp.EmulateViewport(360, 740, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	failure := `(() => { const e = document.getElementById('engine-failure'); return !!e && !e.hidden && e.offsetParent !== null; })()`
	words := stringTables(t)
	for _, lang := range []struct{ accept, message, button string }{
		{"en-GB,en", words["en"]["offline.engineFailure"], words["en"]["offline.engineReset"]},
		{"sw-TZ,sw", words["sw"]["offline.engineFailure"], words["sw"]["offline.engineReset"]},
	} {
		ua := p.JS(`navigator.userAgent`)
		if _, err := chromedp.Call(p.Ctx, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{UserAgent: ua, AcceptLanguage: lang.accept}); err != nil {
			t.Fatalf("language %s: %v", lang.accept, err)
		}
		p.Do("open the app ("+lang.accept+")", chromedp.Navigate(hs.URL+"/"))
		p.Wait("the page says the engine is missing ("+lang.accept+")", failure, browsertest.PageWait)
		if got := p.JS(`document.querySelector('#engine-failure .engine-failure-text').textContent`); got != lang.message {
			t.Errorf("%s: the page says %q, want %q", lang.accept, got, lang.message)
		}
		if got := p.JS(`document.querySelector('#engine-failure button').textContent`); got != lang.button {
			t.Errorf("%s: the button says %q, want %q", lang.accept, got, lang.button)
		}
		if text := p.JS(`document.body.innerText`); strings.Contains(text, "CompileError") || strings.Contains(text, "magic word") {
			t.Errorf("%s: the page shows the browser's error: %q", lang.accept, text)
		}
		phoneChecks(t, p, "with the notice ("+lang.accept+")")
	}

	// The engine is back: the button brings the app back, installed.
	missing.Store(false)
	reset := func(what string) {
		t.Helper()
		p.JS(`(() => { window.notReloaded = true; return ''; })()`)
		p.Tap(`document.querySelector('#engine-failure button')`)
		waitThroughNavigation(t, p, what, `window.notReloaded === undefined && `+appReady)
		p.Wait("the service worker controls the page", `navigator.serviceWorker.controller !== null`, browsertest.PageWait)
	}
	reset("the app is back after the reset")

	// The saved copy loses its engine (a 404 answer in its place): the
	// page says so, and the button clears the copy and starts again.
	p.Await(`caches.keys().then((ks) => Promise.all(ks.map((k) => caches.open(k)
		.then((c) => c.put('bao.wasm', new Response('not found', {status: 404})))))).then(() => '')`)
	p.Do("reload with the damaged copy", chromedp.Reload())
	p.Wait("the page says the engine is missing", failure, browsertest.PageWait)
	reset("the app is back after the reset of its damaged copy")
	if got := p.Await(`caches.keys().then((ks) => Promise.all(ks.map((k) => caches.open(k).then((c) => c.match('bao.wasm')))))
		.then((hits) => String(hits.filter((h) => h && !h.ok).length))`); got != "0" {
		t.Errorf("%s caches still hold the damaged bao.wasm after the reset", got)
	}
	noErrors(t, p)
}
