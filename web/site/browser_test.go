package site

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/baoengine/bao/internal/gotool"
	"github.com/baoengine/bao/web/app"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// screenshotEnv names a file for the phone-sized screenshot (the one in
// docs/ is made with it); without it the screenshot goes to the test's
// temporary folder.
const screenshotEnv = "BAO_SITE_SCREENSHOT"

// testRoot is a folder for what the package's tests share (the built
// app), made and removed by TestMain.
var testRoot string

// TestMain runs the package's tests in a folder of their own and removes
// it after them, so that no built app is left behind in the system's
// temporary folder.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "bao-site-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	testRoot = dir
	code := m.Run()
	if err := os.RemoveAll(dir); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
	os.Exit(code)
}

// builtSite builds the static app once for the package's tests.
var builtSite = sync.OnceValues(func() (string, error) {
	root, err := gotool.ModuleRoot("go")
	if err != nil {
		return "", err
	}
	dir := filepath.Join(testRoot, "site")
	_, err = Build(context.Background(), Config{Out: dir, Page: app.Files(),
		ModuleRoot: root, Version: "test"})
	return dir, err
})

// siteServer builds the app (once) and serves its folder from a plain
// file server that ends with the test.
func siteServer(t *testing.T) *httptest.Server {
	t.Helper()
	browsertest.FindChromium(t)
	dir, err := builtSite()
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(hs.Close)
	return hs
}

// serveSite builds the app (once), serves its folder from a plain file
// server and starts chromium with a window of width x height; the server
// and the browser end with the test.
func serveSite(t *testing.T, timeout time.Duration, width, height int) (*httptest.Server, *browsertest.Page) {
	t.Helper()
	hs := siteServer(t)
	ctx := browsertest.Start(t, timeout, width, height)
	return hs, &browsertest.Page{T: t, Ctx: ctx, Errors: browsertest.WatchErrors(ctx)}
}

// phoneChecks asserts what a phone needs of the page as it is now: no
// horizontal scroll at 360 CSS pixels, and every visible hole, arrow and
// control a touch target of at least 40 x 40.
func phoneChecks(t *testing.T, p *browsertest.Page, when string) {
	t.Helper()
	if w, iw := p.JS(`String(document.documentElement.scrollWidth)`), p.JS(`String(window.innerWidth)`); w != iw || iw != "360" {
		t.Errorf("%s: the page is %s CSS pixels wide in a %s-pixel viewport", when, w, iw)
	}
	small := p.JS(`[...document.querySelectorAll('.hole, .arrow, button, select, input:not([type=checkbox]), label.check')]
		.filter((e) => e.offsetParent !== null && !e.closest('dialog:not([open])'))
		.map((e) => { const r = e.getBoundingClientRect();
			return (r.width < 40 || r.height < 40) ? (e.id || e.dataset.hole || e.className || e.tagName) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height) : ''; })
		.filter((x) => x).join(', ')`)
	if small != "" {
		t.Errorf("%s: touch targets under 40 x 40 CSS pixels: %s", when, small)
	}
}

// TestStaticApp serves the built app from a plain file server (no bao
// process), opens it on a 360 x 740 touch screen, plays a whole game
// against the browser engine at the Beginner level by tapping, graphs the
// game and runs the analysis in the page's Web Workers, then cuts the
// network and reloads: the app starts from its service worker's cache and
// plays again.
func TestStaticApp(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium through a whole game")
	}
	hs, p := serveSite(t, 15*time.Minute, 360, 740)
	ctx, errs := p.Ctx, p.Errors
	p.Do("a phone's screen", chromedp.EmulateViewport(360, 740, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	p.Do("open the app", chromedp.Navigate(hs.URL+"/"))
	ready := `document.body.dataset.ready === 'true' && document.getElementById('engine-status').classList.contains('ok')`
	p.Wait("the app is ready", ready, browsertest.PageWait)
	p.Wait("the service worker controls the page", `navigator.serviceWorker.controller !== null`, browsertest.PageWait)
	if got := p.JS(`document.querySelectorAll('#board .hole').length.toString()`); got != "32" {
		t.Fatalf("%s holes on the board, want 32", got)
	}
	phoneChecks(t, p, "at the start")

	// A new game of Bao la Kujifunza against the Beginner level.
	p.SetSelect("anim-speed", "5")
	p.Tap(`document.getElementById('btn-new')`)
	p.SetSelect("new-opponent", "1")
	p.SetSelect("new-variant", "kujifunza")
	p.Tap(`document.getElementById('new-ok')`)
	p.Wait("the game", `document.getElementById('variant-title').textContent.includes('Kujifunza') && document.body.dataset.turn === 'human' && document.body.dataset.ply === '0'`, browsertest.PageWait)

	rng := rand.New(rand.NewPCG(3, 3))
	plies := 0
	for ; plies < 600; plies++ {
		p.Wait("South's turn or the end", `['human', 'over'].includes(document.body.dataset.turn)`, browsertest.PageWait)
		if p.JS(`document.body.dataset.turn`) == "over" {
			break
		}
		before := p.Ply()
		n, _ := strconv.Atoi(p.JS(`document.querySelectorAll('.hole.movable').length.toString()`))
		if n == 0 {
			t.Fatalf("South to move but no hole glows: %s", p.Text("status"))
		}
		arrows := p.TapHole(p.Tap, fmt.Sprintf(`document.querySelectorAll('.hole.movable')[%d]`, rng.IntN(n)))
		if plies == 0 {
			phoneChecks(t, p, "with the arrows shown")
		}
		p.Tap(fmt.Sprintf(`document.querySelectorAll('.hole.selected .arrow')[%d]`, rng.IntN(arrows)))
		p.Wait("the move is played", fmt.Sprintf(`Number(document.body.dataset.ply) > %d`, before), browsertest.PageWait)
	}
	total := p.Ply()
	t.Logf("whole game against Beginner: %d plies (%d taps of South's moves); %s", total, plies, p.Text("status"))
	if p.JS(`document.body.dataset.turn`) != "over" {
		t.Fatalf("the game did not end in %d plies", total)
	}
	p.Wait("the end is announced", `!document.getElementById('banner').hidden`, browsertest.PageWait)
	p.Tap(`document.getElementById('banner-close')`)

	// The game graph and the analysis run in Web Workers. The game's
	// review (the graph at depth 8) began by itself at the end; then the
	// button graphs it again at depth 4.
	p.Tap(`document.getElementById('tab-graph')`)
	p.WaitTab("tab-graph")
	p.Wait("the review made at the end", `document.body.dataset.review === 'done' && document.body.dataset.graph === 'done'`, browsertest.PageWait)
	if n := p.JS(`document.querySelectorAll('#graph-svg circle.g-point').length.toString()`); n != strconv.Itoa(total+1) {
		t.Errorf("%s points on the graph of the review, want %d (the start and every ply)", n, total+1)
	}
	p.SetSelect("graph-depth", "4")
	p.Tap(`document.getElementById('btn-graph')`)
	p.Wait("the graph at depth 4", `document.body.dataset.graph === 'done' && / 4:/.test(document.getElementById('graph-status').textContent)`, browsertest.PageWait)
	if n := p.JS(`document.querySelectorAll('#graph-svg circle.g-point').length.toString()`); n != strconv.Itoa(total+1) {
		t.Errorf("%s points on the graph, want %d (the start and every ply)", n, total+1)
	}
	p.Tap(`document.getElementById('tab-moves')`)
	p.WaitTab("tab-moves")
	p.Tap(`document.getElementById('nav-prev')`)
	p.Wait("a position before the end", fmt.Sprintf(`document.body.dataset.view === '%d'`, total-1), browsertest.PageWait)
	p.Tap(`document.getElementById('tab-analysis')`)
	p.WaitTab("tab-analysis")
	p.Tap(`document.getElementById('btn-analyse')`)
	p.Wait("analysis lines", `document.querySelectorAll('#pv-lines tr').length >= 1 && /depth \d/.test(document.getElementById('stats').textContent)`, browsertest.PageWait)
	phoneChecks(t, p, "after the game")
	p.JS(`(() => { window.scrollTo(0, 0); return ''; })()`)
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	out := os.Getenv(screenshotEnv)
	if out == "" {
		out = filepath.Join(t.TempDir(), "phone.png")
	}
	if err := os.WriteFile(out, shot, 0o644); err != nil {
		t.Fatal(err)
	}
	p.Tap(`document.getElementById('btn-analyse')`)
	p.Wait("the analysis stops", `document.getElementById('btn-analyse').textContent === 'Start analysis'`, browsertest.PageWait)

	// Cut the network: the server is gone and the browser is offline.
	hs.Close()
	if _, err := chromedp.Call(ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		t.Fatalf("offline: %v", err)
	}
	p.Do("reload offline", chromedp.Reload())
	p.Wait("the app is ready offline", ready, browsertest.PageWait)
	if p.JS(`String(navigator.onLine)`) != "false" {
		t.Errorf("the browser is not offline")
	}
	p.Tap(`document.getElementById('btn-new')`)
	p.Tap(`document.getElementById('new-ok')`)
	p.Wait("a new game offline", `document.body.dataset.turn === 'human' && document.body.dataset.ply === '0'`, browsertest.PageWait)
	p.TapHole(p.Tap, `document.querySelectorAll('.hole.movable')[0]`)
	p.Tap(`document.querySelectorAll('.hole.selected .arrow')[0]`)
	p.Wait("the engine answers offline", `Number(document.body.dataset.ply) >= 2 && ['human', 'over'].includes(document.body.dataset.turn)`, browsertest.PageWait)

	for _, e := range errs.List() {
		t.Errorf("JavaScript error: %s", e)
	}
}
