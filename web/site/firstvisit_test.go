package site

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// TestFirstVisitScript: the notice's script that the build writes into
// index.html is a classic script that parses (Node's parser), with the
// words of strings.json in both languages; words that hold "</script>"
// cannot end it, and a table that lacks a word fails the build.
func TestFirstVisitScript(t *testing.T) {
	tables := stringTables(t)
	data, err := json.Marshal(tables)
	if err != nil {
		t.Fatal(err)
	}
	js, err := firstVisitScript(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "sw"} {
		for _, k := range []string{"offline.firstVisit", "offline.retry", "page.title"} {
			w, _ := json.Marshal(tables[lang][k])
			if !strings.Contains(js, string(w)) {
				t.Errorf("the script lacks the %s %s: %s", lang, k, w)
			}
		}
	}
	checkClassicScript(t, "the first visit's script", js)

	tables["sw"]["offline.retry"] = "</script><script>alert(1)</script>"
	data, _ = json.Marshal(tables)
	if js, err = firstVisitScript(data); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(strings.ToLower(js), "</script") {
		t.Errorf("words holding </script> end the script:\n%s", js)
	}
	delete(tables["sw"], "offline.firstVisit")
	data, _ = json.Marshal(tables)
	if _, err := firstVisitScript(data); err == nil {
		t.Error("strings.json without the sw offline.firstVisit: no error")
	}
}

// droppingServer serves a built app and drops the connection of every
// request for a path in its cut list before it answers, as a phone's
// network does when it goes while the page loads. It counts the requests
// of each path.
type droppingServer struct {
	t     *testing.T
	files http.Handler
	mu    sync.Mutex
	cut   map[string]bool
	seen  map[string]int
	hs    *httptest.Server
	addr  string
}

// newDroppingServer serves dir on a new loopback address, cutting the
// paths given.
func newDroppingServer(t *testing.T, dir string, cut ...string) *droppingServer {
	t.Helper()
	s := &droppingServer{t: t, files: http.FileServer(http.Dir(dir)), cut: map[string]bool{}, seen: map[string]int{}}
	for _, p := range cut {
		s.cut[p] = true
	}
	s.hs = httptest.NewServer(s)
	s.addr = s.hs.Listener.Addr().String()
	t.Cleanup(s.hs.Close)
	return s
}

// ServeHTTP answers a request, or drops its connection.
func (s *droppingServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.seen[r.URL.Path]++
	cut := s.cut[r.URL.Path]
	s.mu.Unlock()
	if !cut {
		s.files.ServeHTTP(w, r)
		return
	}
	conn, _, err := http.NewResponseController(w).Hijack()
	if err != nil {
		s.t.Errorf("drop %s: %v", r.URL.Path, err)
		return
	}
	conn.Close()
}

// requests returns how many requests for path the server has had.
func (s *droppingServer) requests(path string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seen[path]
}

// waitRequest waits until the server has had a request for path.
func (s *droppingServer) waitRequest(path string) {
	s.t.Helper()
	deadline := time.Now().Add(browsertest.PageWait)
	for s.requests(path) == 0 {
		if time.Now().After(deadline) {
			s.t.Fatalf("no request for %s in %v", path, browsertest.PageWait)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// restart serves again on the same address, cutting nothing: the
// network is back.
func (s *droppingServer) restart() {
	s.t.Helper()
	l, err := net.Listen("tcp", s.addr)
	if err != nil {
		s.t.Fatalf("serve again on %s: %v", s.addr, err)
	}
	s.mu.Lock()
	s.cut = map[string]bool{}
	s.mu.Unlock()
	s.hs = httptest.NewUnstartedServer(s)
	s.hs.Listener.Close()
	s.hs.Listener = l
	s.hs.Start()
	s.t.Cleanup(s.hs.Close)
}

// offlineNotice holds when the page shows its notice of a first visit
// without network.
const offlineNotice = `(() => { const e = document.getElementById('offline-notice'); return !!e && !e.hidden && e.offsetParent !== null; })()`

// TestStaticAppFirstVisitOffline: the first visits of the static app
// that a person without network can meet, each in English and in
// Kiswahili. A first visit online that the network leaves half-way
// leaves the browser's HTTP cache holding part of the app (its files
// are dated days ago, so the cache keeps them without asking) and the
// service worker not installed; the next visit is offline. Whether the
// cache holds only the page, the page and its scripts but not their
// words nor the engine, or everything but the engine, the page says in
// the person's language (the one kept by the language switch, else the
// browser's) that there is no connection and that the app needs one
// once to install, with a button that tries again; once the network is
// back that button starts the app. (A visit with nothing cached at all
// is the browser's own error page: no page of the app arrives.) Before,
// the page said "the engine did not start: Failed to fetch" in English,
// or stayed at "Loading…" in English when its scripts had not come.
func TestStaticAppFirstVisitOffline(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	tables := stringTables(t)
	cases := []struct {
		name    string
		browser string   // the browser's language
		cut     []string // the files that do not come in the first visit
		// waitFor is the request that shows the first visit has asked for
		// everything it could; failed, that the page says it cannot start.
		waitFor  string
		failed   bool
		switchTo string // the language the person chooses in the first visit
		// kept is what an earlier visit's page (web/app storage.js) kept
		// as the language chosen with the switch, when the first visit
		// could not run the page's scripts to choose it.
		kept string
		want string // the language of the notice
	}{
		{"page only", "en", []string{"/style.css", "/app.js", "/strings.json", "/bao.wasm", "/sw.js", "/manifest.webmanifest"}, "/app.js", false, "", "", "en"},
		{"page only", "sw", []string{"/style.css", "/app.js", "/strings.json", "/bao.wasm", "/sw.js", "/manifest.webmanifest"}, "/app.js", false, "", "", "sw"},
		{"page only, Kiswahili kept", "en", []string{"/style.css", "/app.js", "/strings.json", "/bao.wasm", "/sw.js", "/manifest.webmanifest"}, "/app.js", false, "", `{"version":2,"value":"sw"}`, "sw"},
		{"no words, no engine", "en", []string{"/strings.json", "/bao.wasm"}, "/bao.wasm", true, "", "", "en"},
		{"no words, no engine", "sw", []string{"/strings.json", "/bao.wasm"}, "/bao.wasm", true, "", "", "sw"},
		{"no engine", "en", []string{"/bao.wasm"}, "/bao.wasm", true, "", "", "en"},
		{"no engine", "sw", []string{"/bao.wasm"}, "/bao.wasm", true, "", "", "sw"},
		{"no engine, Kiswahili chosen", "en", []string{"/bao.wasm"}, "/bao.wasm", true, "sw", "", "sw"},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s (%s)", c.name, c.browser), func(t *testing.T) {
			browsertest.FindChromium(t)
			dir := copySite(t)
			dateFiles(t, dir, tenDaysAgo)
			srv := newDroppingServer(t, dir, c.cut...)
			ctx := browsertest.StartWith(t, 10*time.Minute, 360, 740, browsertest.Language(c.browser)...)
			p := &browsertest.Page{T: t, Ctx: ctx, Errors: browsertest.WatchErrors(ctx)}
			p.Do("a phone's screen", chromedp.EmulateViewport(360, 740, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
			url := srv.hs.URL + "/"

			// The first visit, which the network leaves half-way.
			p.Do("the first visit", chromedp.Navigate(url))
			srv.waitRequest(c.waitFor)
			p.Wait("the first visit has loaded what it could", `document.readyState === 'complete'`, browsertest.PageWait)
			if c.failed {
				p.Wait("the page says it cannot start", `!document.getElementById('message').hidden || document.getElementById('offline-notice') !== null`, browsertest.PageWait)
			}
			if c.kept != "" {
				p.JS(fmt.Sprintf(`(() => { localStorage.setItem('bao-lang', %q); return ''; })()`, c.kept))
			}
			if c.switchTo != "" {
				p.TapInView(`document.getElementById('btn-lang')`)
				p.Wait("the language switched", `document.documentElement.lang === '`+c.switchTo+`'`, browsertest.PageWait)
			}

			// The next visit, offline.
			goOffline(t, p, srv.hs)
			p.Do("the visit offline", chromedp.Navigate(url))
			p.Wait("the notice of a first visit without network", offlineNotice, browsertest.PageWait)
			words := tables[c.want]
			if got := p.JS(`document.querySelector('#offline-notice .offline-text').textContent`); got != words["offline.firstVisit"] {
				t.Errorf("the notice says %q, want %q", got, words["offline.firstVisit"])
			}
			if got := p.JS(`document.querySelector('#offline-notice button').textContent`); got != words["offline.retry"] {
				t.Errorf("the notice's button says %q, want %q", got, words["offline.retry"])
			}
			if got := p.JS(`document.getElementById('offline-notice').lang + ' ' + document.documentElement.lang`); got != c.want+" "+c.want {
				t.Errorf("the notice's and the page's language are %q, want %s", got, c.want)
			}
			// Nothing but the notice: no error of the browser's, no key
			// of the strings tables in place of its words.
			shown := p.JS(`document.body.innerText`)
			if want := words["app.name"] + "\n" + words["offline.firstVisit"] + "\n" + words["offline.retry"]; strings.Join(strings.Fields(shown), " ") != strings.Join(strings.Fields(want), " ") {
				t.Errorf("the page shows %q, want only the notice %q", shown, want)
			}
			phoneChecks(t, p, "with the notice")
			if ok, why := p.InView(`document.querySelector('#offline-notice button')`); !ok {
				t.Fatalf("the notice's button: %s", why)
			}

			// The network is back: the button starts the app.
			if _, err := chromedp.Call(p.Ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: false, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
				t.Fatalf("online: %v", err)
			}
			srv.restart()
			p.TapInView(`document.querySelector('#offline-notice button')`)
			waitThroughNavigation(t, p, "the app starts once the network is back", appReady+` && document.getElementById('offline-notice') === null`)
			if got := p.JS(`document.documentElement.lang`); got != c.want {
				t.Errorf("the app speaks %q, want %q", got, c.want)
			}
			noErrors(t, p)
		})
	}
}
