package server

import (
	"bytes"
	"fmt"
	"log"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/browsertest"
	"github.com/baoengine/bao/record"
	"github.com/chromedp/chromedp"
)

// screenshotEnv names a file for the test's screenshot of the page (the
// README's picture is made with it); without it the screenshot goes to the
// test's temporary directory.
const screenshotEnv = "BAO_WEB_SCREENSHOT"

// writerFunc is an io.Writer made of a function.
type writerFunc func([]byte) (int, error)

// Write calls f.
func (f writerFunc) Write(b []byte) (int, error) { return f(b) }

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
	ctx := browsertest.Start(t, 15*time.Minute, 1440, 1200)
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

	jsErrors := browsertest.WatchErrors(ctx)

	p := &browsertest.Page{T: t, Ctx: ctx, Errors: jsErrors}
	p.Do("open the page", chromedp.Navigate(hs.URL+"/"))
	p.Wait("the page is ready", `document.body.dataset.ready === 'true' && document.getElementById('engine-status').classList.contains('ok')`, browsertest.PageWait)
	if got := p.JS(`document.querySelectorAll('#board .hole').length.toString()`); got != "32" {
		t.Fatalf("%s holes on the board, want 32", got)
	}
	// The built-in engine declares UCI_LimitStrength and UCI_Elo: its
	// levels stay on offer once its options are known.
	p.Wait("the engine's options", `document.body.dataset.engineOptions === 'known'`, browsertest.PageWait)
	if got := p.JS(`String(document.querySelector('#strength-mode option[value="level"]').hidden) + ' ' + document.getElementById('strength-mode').value`); got != "false level" {
		t.Errorf("level option hidden, mode: %q; want the levels on offer", got)
	}

	// A new game of Bao la Kujifunza: South human, North the engine at depth 1.
	p.SetSelect("strength-mode", "depth")
	p.SetSelect("strength-value", "1") // typed: the settings follow the input
	p.SetSelect("anim-speed", "4")
	p.Click("#btn-new")
	p.SetSelect("new-variant", "kujifunza")
	p.Click("#new-ok")
	p.Wait("the kujifunza game", `document.getElementById('variant-title').textContent.includes('Kujifunza') && document.body.dataset.turn === 'human' && document.body.dataset.ply === '0'`, browsertest.PageWait)

	// An illegal click: a hole of North's while South is to move.
	p.Click(`.hole[data-hole="a3"]`)
	p.Wait("the refusal", `!document.getElementById('message').hidden && document.getElementById('message').textContent.includes('Not a legal move')`, browsertest.PageWait)
	if n := p.Ply(); n != 0 {
		t.Fatalf("the illegal click played a move: ply %d", n)
	}

	// The whole game, by clicks: a glowing hole, then one of its arrows.
	rng := rand.New(rand.NewPCG(2, 2)) // South plays at random; this seed's game lasts 10 plies
	start := time.Now()
	plies := 0
	for ; plies < 400; plies++ {
		p.Wait("South's turn or the end", `['human', 'over'].includes(document.body.dataset.turn)`, browsertest.PageWait)
		if p.JS(`document.body.dataset.turn`) == "over" {
			break
		}
		if plies == 4 {
			p.SetSelect("anim-speed", "5") // the first moves are animated, the rest instant
		}
		before := p.Ply()
		n, _ := strconv.Atoi(p.JS(`document.querySelectorAll('.hole.movable').length.toString()`))
		if n == 0 {
			t.Fatalf("South to move but no hole glows: %s", p.Text("status"))
		}
		i := rng.IntN(n)
		p.Do("click a movable hole", chromedp.Click(chromedp.JSPath(fmt.Sprintf(`document.querySelectorAll('.hole.movable')[%d]`, i))))
		arrows, _ := strconv.Atoi(p.JS(`document.querySelectorAll('.hole.selected .arrow').length.toString()`))
		if arrows == 0 {
			t.Fatalf("no arrow on the selected hole")
		}
		arrow := fmt.Sprintf(`document.querySelectorAll('.hole.selected .arrow')[%d]`, rng.IntN(arrows))
		if plies == 1 {
			// Once, the keyboard instead: a bad token is refused, the
			// arrow's token is played.
			tok, _, _ := strings.Cut(p.JS(arrow+`.title`), ":")
			p.Do("type a bad move", chromedp.SendKeys(chromedp.ID("move-input"), "A9L\r"))
			p.Wait("the bad token is refused", `document.getElementById('message').textContent.includes('A9L')`, browsertest.PageWait)
			p.Do("type a move", chromedp.SendKeys(chromedp.ID("move-input"), tok+"\r"))
		} else {
			p.Do("click an arrow", chromedp.Click(chromedp.JSPath(arrow)))
		}
		p.Wait("the move is played", fmt.Sprintf(`Number(document.body.dataset.ply) > %d`, before), browsertest.PageWait)
	}
	total := p.Ply()
	t.Logf("whole game: %d plies (%d by clicks) in %v; %s", total, plies, time.Since(start).Round(time.Millisecond), p.Text("status"))
	if p.JS(`document.body.dataset.turn`) != "over" {
		t.Fatalf("the game did not end in %d plies", total)
	}
	if status := p.Text("status"); !strings.Contains(status, "Game over") || !strings.Contains(status, "wins") {
		t.Errorf("status at the end: %q", status)
	}
	p.Wait("the end is announced", `!document.getElementById('banner').hidden`, browsertest.PageWait)
	if reason := p.Text("banner-reason"); !strings.Contains(reason, "wins") || len(reason) < 20 {
		t.Errorf("banner reason %q does not say why", reason)
	}
	p.Click("#banner-close")

	// Take back: the game goes back to South's turn.
	p.Click("#btn-takeback")
	p.Wait("the takeback", fmt.Sprintf(`Number(document.body.dataset.ply) < %d && document.body.dataset.turn === 'human'`, total), browsertest.PageWait)
	if got := p.Ply(); got != total-1 && got != total-2 {
		t.Errorf("after the takeback %d plies, want %d or %d", got, total-1, total-2)
	}

	// Export the record of the game.
	p.Click("#tab-io")
	p.Click("#record-export")
	p.Wait("the record", `document.getElementById('record').value.includes('[Variant "kujifunza"]')`, browsertest.PageWait)
	rec := p.JS(`document.getElementById('record').value`)
	if !strings.Contains(rec, "[PlyCount \""+strconv.Itoa(p.Ply())+"\"]") || !strings.Contains(rec, "1. ") {
		t.Errorf("exported record:\n%s", rec)
	}
	if _, err := record.Read(strings.NewReader(rec)); err != nil {
		t.Errorf("the exported record does not read back: %v", err)
	}

	// A bad BFEN is refused with the engine's reason; a good one is loaded.
	p.Do("a bad BFEN", chromedp.SetValue(chromedp.ID("bfen"), "1,2,3 0,0 S - -"))
	p.Click("#bfen-load")
	p.Wait("the refusal, its reason worded by the page", `document.getElementById('message').textContent.includes('BFEN refused: the board has 4 rows separated by \'/\'; rows found: 1')`, browsertest.PageWait)
	p.Do("a BFEN", chromedp.SetValue(chromedp.ID("bfen"), takasiaPred))
	p.Click("#bfen-load")
	// The game taken back is in progress: the page asks before it is replaced.
	p.Wait("the question", `document.getElementById('dlg-replace').open`, browsertest.PageWait)
	p.Click("#replace-leave")
	p.Wait("the BFEN position", `document.getElementById('message').textContent.includes('Position loaded') && document.body.dataset.ply === '0'`, browsertest.PageWait)
	if got := p.JS(`document.querySelector('.hole[data-hole="a8"] .count').textContent`); got != "10" {
		t.Errorf("after the BFEN a8 shows %q, want 10", got)
	}

	// Import a Kiswahili record, look at it with hole names, analyse it.
	p.Do("paste a record", chromedp.SetValue(chromedp.ID("record"), kiswahiliRecord(t, 20)))
	p.Click("#record-import")
	p.Wait("the record is imported", `document.getElementById('message').textContent.includes('Record imported') && document.body.dataset.ply === '20'`, browsertest.PageWait)
	if !strings.Contains(p.Text("variant-title"), "Kiswahili") {
		t.Errorf("title %q after a Kiswahili record", p.Text("variant-title"))
	}
	if p.JS(`document.querySelectorAll('.hole.nyumba').length.toString()`) != "2" {
		t.Errorf("the two nyumbas are not drawn square")
	}
	p.Click("#tab-settings")
	p.Click("#opt-names")

	// The game graph: every position searched in the background by a second
	// engine session, one point per position, a click goes to that move.
	p.Click("#tab-graph")
	p.SetSelect("graph-depth", "4")
	// The review of the game that ended above runs the graph by itself;
	// on a busy machine it may still run, and a click would stop it.
	p.Wait("the review's graph is done", `document.body.dataset.graph !== 'running'`, browsertest.PageWait)
	p.Click("#btn-graph")
	p.Wait("the graph", `document.body.dataset.graph === 'done'`, browsertest.PageWait)
	logMu.Lock()
	if !strings.Contains(logText.String(), "started (2 alive)") {
		t.Errorf("the graph did not run in a second engine session; server log:\n%s", logText.String())
	}
	logMu.Unlock()
	if status := p.Text("graph-status"); !strings.Contains(status, "Positions searched: 21, at depth 4") {
		t.Fatalf("graph status %q", status)
	}
	if n := p.JS(`document.querySelectorAll('#graph-svg circle.g-point').length.toString()`); n != "21" {
		t.Errorf("%s points on the graph, want 21 (the start and 20 plies)", n)
	}
	eventually(t, "the graph's engine session ends", func() bool { return srv.Sessions() == 1 })
	marked := p.JS(`document.querySelectorAll('#graph-svg .g-blunder, #graph-svg .g-mistake').length.toString()`)
	if listed := p.JS(`document.querySelectorAll('#move-list .mv .mark').length.toString()`); listed != marked {
		t.Errorf("%s marked points on the graph but %s marks in the move list", marked, listed)
	}
	t.Logf("graph: %s; %s", p.Text("graph-status"), marked)
	if tip := p.JS(`document.querySelector('#graph-svg circle[data-ply="12"] title').textContent`); !strings.Contains(tip, "6… ") || !strings.Contains(tip, "South ") {
		t.Errorf("tooltip of ply 12: %q", tip)
	}
	p.Click(`#graph-svg circle[data-ply="12"]`)
	p.Click("#tab-analysis")
	p.Wait("the click on the graph goes to ply 12", `document.body.dataset.view === '12' && document.querySelector('#move-list .mv.current').dataset.ply === '12'`, browsertest.PageWait)
	if p.JS(`document.querySelectorAll('#graph-svg .g-view').length.toString()`) != "1" {
		t.Errorf("the shown ply is not marked on the graph")
	}

	p.Click("#btn-analyse")
	p.Wait("analysis lines", `document.querySelectorAll('#pv-lines tr').length >= 3 && /depth ([4-9]|\d\d)/.test(document.getElementById('stats').textContent)`, browsertest.PageWait)
	time.Sleep(700 * time.Millisecond)
	if stats := p.Text("stats"); !strings.Contains(stats, "nodes") || !strings.Contains(stats, "speed") {
		t.Errorf("analysis stats %q", stats)
	}
	if bar := p.Text("evalbar-text"); !strings.Contains(bar, "South wins ") || !strings.HasSuffix(bar, "%") {
		t.Errorf("the evaluation bar shows no win chance: %q", bar)
	}
	if wins := p.JS(`[...document.querySelectorAll('#pv-lines td.win')].filter((td) => /^\d+%$/.test(td.textContent)).length.toString()`); wins != "3" {
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
	p.Click("#btn-analyse")
	p.Wait("the analysis stops", `document.getElementById('btn-analyse').textContent === 'Start analysis'`, browsertest.PageWait)
	p.Click("#tab-moves")
	p.Click("#nav-last")
	p.Wait("the last position", `document.body.dataset.view === '20'`, browsertest.PageWait)

	// Engine against engine for a few moves, then two humans.
	p.SetSelect("strength-value", "2")
	p.SetSelect("player-S", "engine")
	p.Wait("the engines play", `Number(document.body.dataset.ply) >= 24 || document.body.dataset.turn === 'over'`, browsertest.PageWait)
	p.SetSelect("player-S", "human")
	p.SetSelect("player-N", "human")
	p.Wait("a human's turn", `['human', 'over'].includes(document.body.dataset.turn)`, browsertest.PageWait)

	// Closing the tab ends its engine session.
	if srv.Sessions() != 1 {
		t.Errorf("%d engine sessions for one tab", srv.Sessions())
	}
	p.Do("leave the page", chromedp.Navigate("about:blank"))
	eventually(t, "the tab's session ends", func() bool { return srv.Sessions() == 0 })

	for _, e := range jsErrors.List() {
		t.Errorf("JavaScript error: %s", e)
	}
}

// plainEngine is an external engine that answers the handshake and
// isready and declares no option: no UCI_LimitStrength, no UCI_Elo.
const plainEngine = `while read -r line; do
	case "$line" in
	uci) echo "id name Plain"; echo "uciok" ;;
	isready) echo "readyok" ;;
	quit) exit 0 ;;
	esac
done`

// TestBrowserEngineWithoutLevels: with an external engine that cannot play
// a level (it declares neither UCI_LimitStrength nor UCI_Elo), the page
// takes the levels off the strength control once the engine has listed
// its options, and offers a time per move instead, rather than let the
// engine play at full strength under a level's name.
func TestBrowserEngineWithoutLevels(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chromium")
	}
	ctx := browsertest.Start(t, 5*time.Minute, 1024, 800)
	_, hs := newTestServer(t, Config{Command: []string{"sh", "-c", plainEngine}})
	p := &browsertest.Page{T: t, Ctx: ctx, Errors: browsertest.WatchErrors(ctx)}
	p.Do("open the page", chromedp.Navigate(hs.URL+"/"))
	p.Wait("the page is ready", `document.body.dataset.ready === 'true' && document.getElementById('engine-status').classList.contains('ok')`, browsertest.PageWait)
	p.Wait("the engine's options", `document.body.dataset.engineOptions === 'known'`, browsertest.PageWait)
	if got := p.JS(`String(document.querySelector('#strength-mode option[value="level"]').hidden) + ' ' + document.getElementById('strength-mode').value`); got != "true movetime" {
		t.Errorf("level option hidden, mode: %q; want %q", got, "true movetime")
	}
	if title := p.JS(`document.getElementById('strength-mode').title`); !strings.Contains(title, "UCI_Elo") {
		t.Errorf("the strength control does not say why there are no levels: title %q", title)
	}
	if !strings.Contains(p.Text("engine-status"), "Plain") {
		t.Errorf("engine status %q does not name the external engine", p.Text("engine-status"))
	}
}
