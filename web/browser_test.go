package web

import (
	"bytes"
	"context"
	"fmt"
	"log"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// screenshotEnv names a file for the test's screenshot of the page (the
// README's picture is made with it); without it the screenshot goes to the
// test's temporary directory.
const screenshotEnv = "BAO_WEB_SCREENSHOT"

// chromiumEnv names the browser to use instead of looking for one.
const chromiumEnv = "BAO_WEB_CHROMIUM"

// findChromium returns the browser to drive. When none is installed the
// test is skipped locally but fails in CI (CI set), where .ci/run installs
// Debian's chromium package first.
func findChromium(t *testing.T) string {
	t.Helper()
	names := []string{"/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"}
	if p := os.Getenv(chromiumEnv); p != "" {
		names = []string{p}
	}
	for _, name := range names {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no chromium found: the browser test cannot run (install Debian's chromium package)")
	}
	t.Skip("no chromium found: install Debian's chromium package to run the browser test")
	return ""
}

// browser starts a headless chromium with a fresh profile and returns a tab
// context. The flags keep it from reaching the network, which the test
// machines do not have.
func browser(t *testing.T, timeout time.Duration) context.Context {
	t.Helper()
	path := findChromium(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1440, 1200),
	}
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	// Start the browser with no deadline, so that the deadline below ends
	// the test's actions, not the browser (chromedp docs/API.md, 21).
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		acancel()
		t.Fatalf("start chromium: %v", err)
	}
	tctx, tcancel := context.WithTimeout(ctx, timeout)
	t.Cleanup(func() {
		tcancel()
		cancel()
		acancel()
	})
	return tctx
}

// writerFunc is an io.Writer made of a function.
type writerFunc func([]byte) (int, error)

// Write calls f.
func (f writerFunc) Write(b []byte) (int, error) { return f(b) }

// page wraps the tab with the few steps the test repeats.
type page struct {
	t   *testing.T
	ctx context.Context
}

func (p *page) do(what string, steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, steps...); err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
}

func (p *page) click(sel string) {
	p.t.Helper()
	p.do("click "+sel, chromedp.Click(chromedp.CSS(sel)))
}

// js evaluates an expression that returns a string.
func (p *page) js(expr string) string {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](expr))
	if err != nil {
		p.t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// pageWait ends a wait for the page that would otherwise hang the test.
// The page answers in well under a second on an idle machine; the bound
// only has to hold under -race with chromium on a loaded one.
const pageWait = 2 * time.Minute

// wait polls a JavaScript condition until it holds.
func (p *page) wait(what, cond string, timeout time.Duration) {
	p.t.Helper()
	if _, err := chromedp.Run(p.ctx, chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingTimeout(timeout),
		chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		p.t.Fatalf("waiting until %s (%s): %v\nstatus: %s\nmessage: %s\nanalysis: %s", what, cond, err,
			p.js(`document.getElementById('status').textContent`), p.js(`document.getElementById('message').textContent`),
			p.js(`document.getElementById('stats').textContent + ' | ' + document.getElementById('pv-lines').textContent`))
	}
}

func (p *page) text(id string) string {
	return p.js(fmt.Sprintf(`document.getElementById(%q).textContent`, id))
}

func (p *page) ply() int {
	n, _ := strconv.Atoi(p.js(`document.body.dataset.ply`))
	return n
}

// setSelect sets a select element's value and fires its change event, as
// choosing an entry does.
func (p *page) setSelect(id, value string) {
	p.t.Helper()
	p.js(fmt.Sprintf(`(() => { const s = document.getElementById(%q); s.value = %q;
		s.dispatchEvent(new Event('change')); s.dispatchEvent(new Event('input')); return s.value })()`, id, value))
}

// kiswahiliRecord returns the record of a short Kiswahili game, played with
// the rules engine, for the record import step.
func kiswahiliRecord(t *testing.T, plies int) string {
	t.Helper()
	rules := engine.DefaultRules(engine.Kiswahili)
	start := engine.StartPosition(engine.Kiswahili)
	g := record.NewGame(&rules, &start)
	g.SetTag("South", "Test player A")
	g.SetTag("North", "Test player B")
	pos := start
	for i := 0; i < plies; i++ {
		var ml engine.MoveList
		rules.Legal(&pos, &ml)
		if ml.N == 0 {
			break
		}
		m := ml.Moves[(i*7)%ml.N]
		next, err := rules.Play(&pos, m)
		if err != nil {
			t.Fatal(err)
		}
		g.Add(m, "")
		pos = next
	}
	var buf bytes.Buffer
	if err := record.Write(&buf, g); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// TestBrowser drives the page in headless chromium as a player would: it
// plays a whole game of Bao la Kujifunza against the engine at depth 1 by
// clicking holes and arrows (a whole game, from the start position), checks
// that a click on a hole with no legal move is refused, takes a move back,
// exports the record, imports a Kiswahili record and a BFEN, graphs the
// game and clicks the graph, runs the analysis for a moment and saves a
// screenshot.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("drives chromium through a whole game (tens of seconds)")
	}
	ctx := browser(t, 15*time.Minute)
	var logMu sync.Mutex
	var logText strings.Builder
	srv, err := New(Config{LoopbackOnly: true, Log: log.New(writerFunc(func(b []byte) (int, error) {
		logMu.Lock()
		defer logMu.Unlock()
		return logText.Write(b)
	}), "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
	})

	var mu sync.Mutex
	var jsErrors []string
	exceptions := chromedp.Events(ctx, runtime.ExceptionThrown)
	go func() {
		for ev, err := range exceptions {
			if err != nil {
				return
			}
			d := ev.ExceptionDetails
			msg := d.Text
			if d.Exception != nil {
				msg += " " + d.Exception.Description
			}
			mu.Lock()
			jsErrors = append(jsErrors, msg)
			mu.Unlock()
		}
	}()

	p := &page{t: t, ctx: ctx}
	p.do("open the page", chromedp.Navigate(hs.URL+"/"))
	p.wait("the page is ready", `document.body.dataset.ready === 'true' && document.getElementById('engine-status').classList.contains('ok')`, pageWait)
	if got := p.js(`document.querySelectorAll('#board .hole').length.toString()`); got != "32" {
		t.Fatalf("%s holes on the board, want 32", got)
	}

	// A new game of Bao la Kujifunza: South human, North the engine at depth 1.
	p.setSelect("strength-mode", "depth")
	p.do("depth 1", chromedp.SetValue(chromedp.ID("strength-value"), "1"))
	p.setSelect("anim-speed", "4")
	p.click("#btn-new")
	p.setSelect("new-variant", "kujifunza")
	p.click("#new-ok")
	p.wait("the kujifunza game", `document.getElementById('variant-title').textContent.includes('Kujifunza') && document.body.dataset.turn === 'human' && document.body.dataset.ply === '0'`, pageWait)

	// An illegal click: a hole of North's while South is to move.
	p.click(`.hole[data-hole="a3"]`)
	p.wait("the refusal", `!document.getElementById('message').hidden && document.getElementById('message').textContent.includes('Not a legal move')`, pageWait)
	if n := p.ply(); n != 0 {
		t.Fatalf("the illegal click played a move: ply %d", n)
	}

	// The whole game, by clicks: a glowing hole, then one of its arrows.
	rng := rand.New(rand.NewPCG(2, 2)) // South plays at random; this seed's game lasts 10 plies
	start := time.Now()
	plies := 0
	for ; plies < 400; plies++ {
		p.wait("South's turn or the end", `['human', 'over'].includes(document.body.dataset.turn)`, pageWait)
		if p.js(`document.body.dataset.turn`) == "over" {
			break
		}
		if plies == 4 {
			p.setSelect("anim-speed", "5") // the first moves are animated, the rest instant
		}
		before := p.ply()
		n, _ := strconv.Atoi(p.js(`document.querySelectorAll('.hole.movable').length.toString()`))
		if n == 0 {
			t.Fatalf("South to move but no hole glows: %s", p.text("status"))
		}
		i := rng.IntN(n)
		p.do("click a movable hole", chromedp.Click(chromedp.JSPath(fmt.Sprintf(`document.querySelectorAll('.hole.movable')[%d]`, i))))
		arrows, _ := strconv.Atoi(p.js(`document.querySelectorAll('.hole.selected .arrow').length.toString()`))
		if arrows == 0 {
			t.Fatalf("no arrow on the selected hole")
		}
		arrow := fmt.Sprintf(`document.querySelectorAll('.hole.selected .arrow')[%d]`, rng.IntN(arrows))
		if plies == 1 {
			// Once, the keyboard instead: a bad token is refused, the
			// arrow's token is played.
			tok, _, _ := strings.Cut(p.js(arrow+`.title`), ":")
			p.do("type a bad move", chromedp.SendKeys(chromedp.ID("move-input"), "A9L\r"))
			p.wait("the bad token is refused", `document.getElementById('message').textContent.includes('A9L')`, pageWait)
			p.do("type a move", chromedp.SendKeys(chromedp.ID("move-input"), tok+"\r"))
		} else {
			p.do("click an arrow", chromedp.Click(chromedp.JSPath(arrow)))
		}
		p.wait("the move is played", fmt.Sprintf(`Number(document.body.dataset.ply) > %d`, before), pageWait)
	}
	total := p.ply()
	t.Logf("whole game: %d plies (%d by clicks) in %v; %s", total, plies, time.Since(start).Round(time.Millisecond), p.text("status"))
	if p.js(`document.body.dataset.turn`) != "over" {
		t.Fatalf("the game did not end in %d plies", total)
	}
	if status := p.text("status"); !strings.Contains(status, "Game over") || !strings.Contains(status, "wins") {
		t.Errorf("status at the end: %q", status)
	}
	p.wait("the end is announced", `!document.getElementById('banner').hidden`, pageWait)
	if reason := p.text("banner-reason"); !strings.Contains(reason, "wins") || len(reason) < 20 {
		t.Errorf("banner reason %q does not say why", reason)
	}
	p.click("#banner-close")

	// Take back: the game goes back to South's turn.
	p.click("#btn-takeback")
	p.wait("the takeback", fmt.Sprintf(`Number(document.body.dataset.ply) < %d && document.body.dataset.turn === 'human'`, total), pageWait)
	if got := p.ply(); got != total-1 && got != total-2 {
		t.Errorf("after the takeback %d plies, want %d or %d", got, total-1, total-2)
	}

	// Export the record of the game.
	p.click("#record-export")
	p.wait("the record", `document.getElementById('record').value.includes('[Variant "kujifunza"]')`, pageWait)
	rec := p.js(`document.getElementById('record').value`)
	if !strings.Contains(rec, "[PlyCount \""+strconv.Itoa(p.ply())+"\"]") || !strings.Contains(rec, "1. ") {
		t.Errorf("exported record:\n%s", rec)
	}
	if _, err := record.Read(strings.NewReader(rec)); err != nil {
		t.Errorf("the exported record does not read back: %v", err)
	}

	// A bad BFEN is refused with the engine's reason; a good one is loaded.
	p.do("a bad BFEN", chromedp.SetValue(chromedp.ID("bfen"), "1,2,3 0,0 S - -"))
	p.click("#bfen-load")
	p.wait("the refusal", `document.getElementById('message').textContent.includes('BFEN refused')`, pageWait)
	p.do("a BFEN", chromedp.SetValue(chromedp.ID("bfen"), takasiaPred))
	p.click("#bfen-load")
	p.wait("the BFEN position", `document.getElementById('message').textContent.includes('Position loaded') && document.body.dataset.ply === '0'`, pageWait)
	if got := p.js(`document.querySelector('.hole[data-hole="a8"] .count').textContent`); got != "10" {
		t.Errorf("after the BFEN a8 shows %q, want 10", got)
	}

	// Import a Kiswahili record, look at it with hole names, analyse it.
	p.do("paste a record", chromedp.SetValue(chromedp.ID("record"), kiswahiliRecord(t, 20)))
	p.click("#record-import")
	p.wait("the record is imported", `document.getElementById('message').textContent.includes('Record imported') && document.body.dataset.ply === '20'`, pageWait)
	if !strings.Contains(p.text("variant-title"), "Kiswahili") {
		t.Errorf("title %q after a Kiswahili record", p.text("variant-title"))
	}
	if p.js(`document.querySelectorAll('.hole.nyumba').length.toString()`) != "2" {
		t.Errorf("the two nyumbas are not drawn square")
	}
	p.click("#opt-names")

	// The game graph: every position searched in the background by a second
	// engine session, one point per position, a click goes to that move.
	p.setSelect("graph-depth", "4")
	p.click("#btn-graph")
	p.wait("the graph", `document.body.dataset.graph === 'done'`, pageWait)
	logMu.Lock()
	if !strings.Contains(logText.String(), "started (2 alive)") {
		t.Errorf("the graph did not run in a second engine session; server log:\n%s", logText.String())
	}
	logMu.Unlock()
	if status := p.text("graph-status"); !strings.Contains(status, "21 positions at depth 4") {
		t.Fatalf("graph status %q", status)
	}
	if n := p.js(`document.querySelectorAll('#graph-svg circle.g-point').length.toString()`); n != "21" {
		t.Errorf("%s points on the graph, want 21 (the start and 20 plies)", n)
	}
	eventually(t, "the graph's engine session ends", func() bool { return srv.Sessions() == 1 })
	marked := p.js(`document.querySelectorAll('#graph-svg .g-blunder, #graph-svg .g-mistake').length.toString()`)
	if listed := p.js(`document.querySelectorAll('#move-list .mv .mark').length.toString()`); listed != marked {
		t.Errorf("%s marked points on the graph but %s marks in the move list", marked, listed)
	}
	t.Logf("graph: %s; %s", p.text("graph-status"), marked)
	if tip := p.js(`document.querySelector('#graph-svg circle[data-ply="12"] title').textContent`); !strings.Contains(tip, "6… ") || !strings.Contains(tip, "South ") {
		t.Errorf("tooltip of ply 12: %q", tip)
	}
	p.click(`#graph-svg circle[data-ply="12"]`)
	p.wait("the click on the graph goes to ply 12", `document.body.dataset.view === '12' && document.querySelector('#move-list .mv.current').dataset.ply === '12'`, pageWait)
	if p.js(`document.querySelectorAll('#graph-svg .g-view').length.toString()`) != "1" {
		t.Errorf("the shown ply is not marked on the graph")
	}

	p.click("#btn-analyse")
	p.wait("analysis lines", `document.querySelectorAll('#pv-lines tr').length >= 3 && /depth ([4-9]|\d\d)/.test(document.getElementById('stats').textContent)`, pageWait)
	time.Sleep(700 * time.Millisecond)
	if stats := p.text("stats"); !strings.Contains(stats, "nodes") || !strings.Contains(stats, "speed") {
		t.Errorf("analysis stats %q", stats)
	}
	if bar := p.text("evalbar-text"); !strings.Contains(bar, "South wins ") || !strings.HasSuffix(bar, "%") {
		t.Errorf("the evaluation bar shows no win chance: %q", bar)
	}
	if wins := p.js(`[...document.querySelectorAll('#pv-lines td.win')].filter((td) => /^\d+%$/.test(td.textContent)).length.toString()`); wins != "3" {
		t.Errorf("%s analysis lines with a win chance, want 3", wins)
	}
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	out := os.Getenv(screenshotEnv)
	if out == "" {
		out = filepath.Join(t.TempDir(), "screenshot.png")
	}
	if err := os.WriteFile(out, shot, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s (%d bytes)", out, len(shot))
	p.click("#btn-analyse")
	p.wait("the analysis stops", `document.getElementById('btn-analyse').textContent === 'Start analysis'`, pageWait)
	p.click("#nav-last")
	p.wait("the last position", `document.body.dataset.view === '20'`, pageWait)

	// Engine against engine for a few moves, then two humans.
	p.do("engine strength", chromedp.SetValue(chromedp.ID("strength-value"), "2"))
	p.setSelect("player-S", "engine")
	p.wait("the engines play", `Number(document.body.dataset.ply) >= 24 || document.body.dataset.turn === 'over'`, pageWait)
	p.setSelect("player-S", "human")
	p.setSelect("player-N", "human")
	p.wait("a human's turn", `['human', 'over'].includes(document.body.dataset.turn)`, pageWait)

	// Closing the tab ends its engine session.
	if srv.Sessions() != 1 {
		t.Errorf("%d engine sessions for one tab", srv.Sessions())
	}
	p.do("leave the page", chromedp.Navigate("about:blank"))
	eventually(t, "the tab's session ends", func() bool { return srv.Sessions() == 0 })

	mu.Lock()
	defer mu.Unlock()
	for _, e := range jsErrors {
		t.Errorf("JavaScript error: %s", e)
	}
}
