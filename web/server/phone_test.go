package server

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/chromedp"
)

// phonePage serves the page with the built-in engine and opens it in
// headless chromium emulating a touch screen of width x height CSS pixels.
func phonePage(t *testing.T, width, height int) (*browsertest.Page, string) {
	t.Helper()
	p, _, url := phonePageServer(t, width, height)
	return p, url
}

// phonePageServer is phonePage that also returns the server.
func phonePageServer(t *testing.T, width, height int) (*browsertest.Page, *Server, string) {
	t.Helper()
	if testing.Short() {
		t.Skip("starts chromium")
	}
	ctx := browsertest.Start(t, 5*time.Minute, width, height)
	srv, hs := newTestServer(t, Config{LoopbackOnly: true})
	p := &browsertest.Page{T: t, Ctx: ctx, Errors: browsertest.WatchErrors(ctx)}
	p.Do("a phone's screen", chromedp.EmulateViewport(int64(width), int64(height), chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	p.Do("open the page", chromedp.Navigate(hs.URL+"/"))
	p.Wait("the page is ready", pageReady, browsertest.PageWait)
	return p, srv, hs.URL
}

// pageReady holds once the page has drawn its game and the engine is up.
const pageReady = `document.body.dataset.ready === 'true' && document.getElementById('engine-status').classList.contains('ok') && document.body.dataset.engineOptions === 'known'`

// noJSErrors fails the test for every JavaScript exception of the page.
func noJSErrors(t *testing.T, p *browsertest.Page) {
	t.Helper()
	for _, e := range p.Errors.List() {
		t.Errorf("JavaScript error: %s", e)
	}
}

// playOneMove taps South's first glowing hole and its first arrow and
// waits until the engine has answered (ply 2, South to move again).
func playOneMove(p *browsertest.Page, from int) {
	p.T.Helper()
	p.Wait("South to move", `document.body.dataset.turn === 'human' && document.querySelectorAll('.hole.movable').length > 0`, browsertest.PageWait)
	p.TapHole(p.Tap, `document.querySelectorAll('.hole.movable')[0]`)
	p.Tap(`document.querySelectorAll('.hole.selected .arrow')[0]`)
	p.Wait("the engine's answer", `Number(document.body.dataset.ply) >= `+strconv.Itoa(from+2)+` && ['human', 'over'].includes(document.body.dataset.turn)`, browsertest.PageWait)
}

// TestBrowserNewGameBadOption: a rule option out of the page's bounds
// (the lap limit 200000, or 1e3, which is no whole number) is refused in
// the New game form with the option's name and range, and the dialog
// stays open; a new game that the rules refuse all the same (the form's
// check bypassed) leaves the game in progress as it was, playable.
func TestBrowserNewGameBadOption(t *testing.T) {
	p, _ := phonePage(t, 360, 740)
	p.SetSelect("anim-speed", "5")
	const lap = `document.querySelector('#rule-options input[data-option="infiniteMoveLapLimit"]')`
	p.Tap(`document.getElementById('btn-new')`)
	p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
	if got := p.JS(lap + `.max + ' ' + ` + lap + `.min`); got != "100000 1" {
		t.Errorf("the lap limit's input has max, min %q, want \"100000 1\"", got)
	}
	if got := p.JS(`document.querySelector('label[for="rule-infiniteMoveLapLimit"]').textContent`); got != "Infinite move lap limit" {
		t.Errorf("the lap limit's label %q, want words", got)
	}
	// In English the help is the rules' own line (engine.RuleOptions).
	if got, want := p.JS(lap+`.title`), engine.FindRuleOption("infiniteMoveLapLimit").Help; got != want {
		t.Errorf("the lap limit's help %q, want the rules' %q", got, want)
	}
	p.SetSelect("new-variant", "kujifunza")
	for _, bad := range []string{"200000", "1e3", ""} {
		p.JS(`(() => { document.querySelector('#dlg-new details').open = true; ` + lap + `.value = '` + bad + `'; return ''; })()`)
		p.Tap(`document.getElementById('new-ok')`)
		p.Wait("the refusal of "+bad, `!document.getElementById('new-error').hidden`, browsertest.PageWait)
		msg := p.Text("new-error")
		if !strings.Contains(msg, "infiniteMoveLapLimit") || !strings.Contains(msg, "from 1 to 100000") {
			t.Errorf("lap limit %q: message %q, want the option's name and 1 to 100000", bad, msg)
		}
		if p.JS(`String(document.getElementById('dlg-new').open)`) != "true" {
			t.Fatalf("lap limit %q: the dialog closed", bad)
		}
	}
	if !strings.Contains(p.Text("variant-title"), "Kiswahili") {
		t.Errorf("title %q after refused new games", p.Text("variant-title"))
	}

	// The form's check bypassed: the rules refuse the game, the page keeps
	// the Kiswahili game and plays on.
	p.JS(`(() => { ` + lap + `.value = '200000'; document.getElementById('dlg-new').close('ok'); return ''; })()`)
	p.Wait("the rules' refusal", `document.getElementById('message').textContent.includes('New game refused')`, browsertest.PageWait)
	if msg := p.Text("message"); !strings.Contains(msg, "from 1 to 100000") {
		t.Errorf("refusal %q does not give the range", msg)
	}
	if !strings.Contains(p.Text("variant-title"), "Kiswahili") {
		t.Errorf("title %q after the refused game, want Kiswahili still", p.Text("variant-title"))
	}
	playOneMove(p, 0)

	// A good value starts the game, with the variant's proper name.
	p.Tap(`document.getElementById('btn-new')`)
	p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
	p.SetSelect("new-variant", "kujifunza")
	p.JS(`(() => { ` + lap + `.value = '500'; return ''; })()`)
	p.Tap(`document.getElementById('new-ok')`)
	p.Wait("the Kujifunza game", `document.getElementById('variant-title').textContent.includes('Kujifunza') && document.body.dataset.ply === '0'`, browsertest.PageWait)
	if msg := p.Text("message"); msg != "New game of Bao la Kujifunza: you play South." {
		t.Errorf("message %q, want \"New game of Bao la Kujifunza: you play South.\"", msg)
	}
	playOneMove(p, 0)
	noJSErrors(t, p)
}

// arrowsProblems is a JavaScript expression that describes what is wrong
// with the arrows of the selected hole (empty when nothing): each must be
// a touch target of at least 40 x 40 CSS pixels inside the screen, be
// the element at its own centre, and not overlap the other arrow.
const arrowsProblems = `(() => {
	const hole = document.querySelector('.hole.selected');
	if (!hole) return 'no hole selected';
	const arrows = [...hole.querySelectorAll('.arrow')];
	const rects = arrows.map((a) => a.getBoundingClientRect());
	const out = [];
	const name = hole.dataset.hole;
	rects.forEach((r, i) => {
		const what = name + ' ' + arrows[i].className + ' ' + [r.left, r.right, r.top, r.bottom].map((x) => x.toFixed(1)).join(',');
		if (r.width < 40 || r.height < 40) out.push(what + ': smaller than 40 x 40');
		if (r.left < 0 || r.right > window.innerWidth) out.push(what + ': off the screen');
		const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		if (!at || !arrows[i].contains(at)) out.push(what + ': covered at its centre by ' + (at ? at.className : 'nothing'));
	});
	if (rects.length === 2) {
		const [a, b] = rects;
		if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) out.push(name + ': the arrows overlap');
	}
	return out.join('; ');
})()`

// TestBrowserPhoneArrows taps every hole South may move from at the start
// of a game of Bao la Kujifunza (all sixteen, edge columns included) on a
// 360 x 740 touch screen: the two arrows of each are whole touch targets
// that do not overlap. The arrows used to stand 10 px outside the hole,
// so that on a 41.75-pixel hole the right arrow covered 18 px of the left.
func TestBrowserPhoneArrows(t *testing.T) {
	p, _ := phonePage(t, 360, 740)
	p.Tap(`document.getElementById('btn-new')`)
	p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
	p.SetSelect("new-variant", "kujifunza")
	p.Tap(`document.getElementById('new-ok')`)
	p.Wait("the Kujifunza game", `document.getElementById('variant-title').textContent.includes('Kujifunza') && document.body.dataset.turn === 'human'`, browsertest.PageWait)
	holes := strings.Split(p.JS(`[...document.querySelectorAll('.hole.movable')].map((h) => h.dataset.hole).join(' ')`), " ")
	if len(holes) < 8 {
		t.Fatalf("movable holes %q", holes)
	}
	two := 0
	for _, h := range holes {
		p.Tap(`document.querySelector('.hole[data-hole="` + h + `"]')`)
		p.Wait("the arrows of "+h, `document.querySelectorAll('.hole.selected[data-hole="`+h+`"] .arrow').length > 0`, browsertest.PageWait)
		if n := p.JS(`String(document.querySelectorAll('.hole.selected .arrow').length)`); n == "2" {
			two++
		}
		if bad := p.JS(arrowsProblems); bad != "" {
			t.Errorf("%s", bad)
		}
		p.JS(`(() => { document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })); return ''; })()`)
		p.Wait("no hole selected", `document.querySelector('.hole.selected') === null`, browsertest.PageWait)
	}
	if two == 0 {
		t.Errorf("no hole had two arrows: the test shows nothing")
	}
	noJSErrors(t, p)
}

// TestBrowserPhoneBanner shows the game-over banner with a long reason on
// a phone held upright (360 x 740) and sideways (740 x 360): its box
// holds its title, reason and Close button. The box used to be a fixed
// share of the board (inset: 30% 12%), 116 px tall for 140 px of content.
func TestBrowserPhoneBanner(t *testing.T) {
	for _, size := range [][2]int{{360, 740}, {740, 360}} {
		p, _ := phonePage(t, size[0], size[1])
		p.JS(`(() => { document.getElementById('banner-title').textContent = 'The engine wins';
			document.getElementById('banner-reason').textContent = 'North wins (2-0): South cannot move: every hole of the front row is empty.';
			document.getElementById('banner').hidden = false; return ''; })()`)
		bad := p.JS(`(() => { const b = document.getElementById('banner'); b.scrollIntoView({ block: 'center' }); const r = b.getBoundingClientRect(); const out = [];
			if (b.scrollHeight > b.clientHeight + 1) out.push('content ' + b.scrollHeight + ' px in a box of ' + b.clientHeight);
			for (const id of ['banner-title', 'banner-reason', 'banner-close']) {
				const e = document.getElementById(id).getBoundingClientRect();
				if (e.top < r.top || e.bottom > r.bottom || e.left < r.left || e.right > r.right) out.push(id + ' sticks out of the box');
			}
			const c = document.getElementById('banner-close').getBoundingClientRect();
			if (document.elementFromPoint(c.left + c.width / 2, c.top + c.height / 2) !== document.getElementById('banner-close')) out.push('the Close button is covered');
			return out.join('; '); })()`)
		if bad != "" {
			t.Errorf("%d x %d: %s", size[0], size[1], bad)
		}
		noJSErrors(t, p)
	}
}

// TestBrowserKeepsGame: a reload goes on with the game in progress (the
// variant, its rule options, the moves, the players and the engine's
// strength, kept in localStorage); a stored value that is corrupt, not
// the page's or refused by the rules is ignored and the page starts a
// fresh game, with no JavaScript error.
func TestBrowserKeepsGame(t *testing.T) {
	p, srv, _ := phonePageServer(t, 360, 740)
	p.SetSelect("anim-speed", "5")
	p.SetSelect("strength-mode", "depth")
	p.JS(`(() => { const v = document.getElementById('strength-value'); v.value = '2'; v.dispatchEvent(new Event('change', { bubbles: true })); return ''; })()`)
	p.Tap(`document.getElementById('btn-new')`)
	p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
	p.SetSelect("new-variant", "kujifunza")
	p.JS(`(() => { document.querySelector('#rule-options input[data-option="infiniteMoveLapLimit"]').value = '700'; return ''; })()`)
	p.Tap(`document.getElementById('new-ok')`)
	p.Wait("the Kujifunza game", `document.getElementById('variant-title').textContent.includes('Kujifunza') && document.body.dataset.ply === '0'`, browsertest.PageWait)
	playOneMove(p, 0)
	moves := p.JS(`[...document.querySelectorAll('#move-list .mv')].map((m) => m.textContent).join(' ')`)

	p.Do("reload", chromedp.Reload())
	p.Wait("the page is ready again", pageReady, browsertest.PageWait)
	if got := p.JS(`[...document.querySelectorAll('#move-list .mv')].map((m) => m.textContent).join(' ')`); got != moves || p.Ply() != 2 {
		t.Errorf("after the reload the moves are %q (ply %d), want %q", got, p.Ply(), moves)
	}
	if !strings.Contains(p.Text("variant-title"), "Kujifunza") {
		t.Errorf("after the reload the title is %q", p.Text("variant-title"))
	}
	if got := p.JS(`document.getElementById('strength-mode').value + ' ' + document.getElementById('strength-value').value + ' ' + document.getElementById('player-N').value`); got != "depth 2 engine" {
		t.Errorf("after the reload the strength and North's player are %q, want \"depth 2 engine\"", got)
	}
	if got := p.JS(`JSON.parse(localStorage.getItem('bao-game')).game.options.infiniteMoveLapLimit`); got != "700" {
		t.Errorf("the kept lap limit is %q, want 700", got)
	}
	playOneMove(p, 2)

	for _, bad := range []string{
		`}{ not JSON`,
		`[1, 2, 3]`,
		`{"version": 1, "game": {"variant": "chess", "moves": []}}`,
		`{"version": 1, "game": {"variant": "kiswahili", "moves": ["ZZ9"]}}`,
		`{"version": 1, "game": {"variant": "kiswahili", "moves": "A6L"}}`,
		`{"version": 1, "game": {"variant": "kiswahili", "options": {"infiniteMoveLapLimit": "200000"}, "moves": []}}`,
		`{"version": 1, "game": {"variant": "kiswahili", "moves": []}, "players": {"S": "<b>", "N": 7}, "strength": {"mode": "x"}}`,
	} {
		p.JS(`(() => { localStorage.setItem('bao-game', ` + strconv.Quote(bad) + `); return ''; })()`)
		p.Do("reload", chromedp.Reload())
		p.Wait("the page is ready with "+bad, pageReady, browsertest.PageWait)
		// The reload ended the session of the page it left (they used to
		// wait for the idle timeout, and a fifth reload for a free session).
		deadline := time.Now().Add(10 * time.Second)
		for srv.sessions.count() > 1 && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
		}
		if n := srv.sessions.count(); n != 1 {
			t.Errorf("stored %s: %d engine sessions alive after the reload, want the page's one", bad, n)
		}
		if p.Ply() != 0 || !strings.Contains(p.Text("variant-title"), "Kiswahili") || p.JS(`document.body.dataset.turn`) != "human" {
			t.Errorf("stored %s: ply %d, title %q, turn %s; want a fresh Kiswahili game", bad, p.Ply(), p.Text("variant-title"), p.JS(`document.body.dataset.turn`))
		}
	}

	noJSErrors(t, p)
}

// TestBrowserPhoneLandscape: on a phone held sideways (740 x 360) the
// whole board, both players' bars included, fits the screen's height
// once scrolled to, every hole is still a 40 x 40 touch target and the
// arrows of a hole are 40 x 40 and do not overlap (the phone's rules
// used to stop at 560 px of width: the arrows were 34 px).
func TestBrowserPhoneLandscape(t *testing.T) {
	p, _ := phonePage(t, 740, 360)
	p.JS(`(() => { document.getElementById('board-wrap').scrollIntoView({ block: 'start' }); return ''; })()`)
	bad := p.JS(`(() => { const out = []; const w = document.getElementById('board-wrap').getBoundingClientRect();
		if (w.height > window.innerHeight) out.push('the board is ' + Math.round(w.height) + ' px tall on a ' + window.innerHeight + '-pixel screen');
		if (w.top < -1 || w.bottom > window.innerHeight + 1) out.push('the board is at ' + Math.round(w.top) + '..' + Math.round(w.bottom) + ' px once scrolled to');
		if (document.documentElement.scrollWidth > window.innerWidth) out.push('horizontal scroll');
		for (const h of document.querySelectorAll('.hole')) { const r = h.getBoundingClientRect();
			if (r.width < 40 || r.height < 40) out.push(h.dataset.hole + ' ' + Math.round(r.width) + 'x' + Math.round(r.height)); }
		return out.join('; '); })()`)
	if bad != "" {
		t.Errorf("740 x 360: %s", bad)
	}
	p.TapHole(p.Tap, `document.querySelectorAll('.hole.movable')[0]`)
	if bad := p.JS(arrowsProblems); bad != "" {
		t.Errorf("740 x 360: %s", bad)
	}
	noJSErrors(t, p)
}

// TestBrowserPhoneReadable: on a 360 x 740 touch screen the game graph's
// labels and the build's label are at least 11 CSS pixels tall (they were
// 6 and 9), and the hint does not offer keys to a touch screen.
func TestBrowserPhoneReadable(t *testing.T) {
	p, _ := phonePage(t, 360, 740)
	playOneMove(p, 0)
	p.Tap(`document.getElementById('tab-graph')`)
	p.WaitTab("tab-graph")
	// The view learns the graph's width from a ResizeObserver, in the
	// frame after the tab is shown (before it is painted): the labels are
	// read once they are drawn for a width other than the viewBox's.
	const labelSizes = `(() => { const svg = document.getElementById('graph-svg'); const k = svg.getBoundingClientRect().width / 800;
		const labels = [...svg.querySelectorAll('.g-label')];
		if (!labels.length) return 'no labels';
		return labels.map((l) => (parseFloat(getComputedStyle(l).fontSize) * k).toFixed(1)).join(' '); })()`
	p.Holds(labelSizes+`.split(' ').every((v) => Number(v) >= 11)`, browsertest.PageWait)
	sizes := p.JS(labelSizes + ` + ' | ' + getComputedStyle(document.getElementById('app-version')).fontSize`)
	graph, version, _ := strings.Cut(sizes, " | ")
	for _, f := range strings.Fields(graph) {
		if v, err := strconv.ParseFloat(f, 64); err != nil || v < 11 {
			t.Errorf("graph labels %s CSS px tall, want >= 11", graph)
			break
		}
	}
	if v, err := strconv.ParseFloat(strings.TrimSuffix(version, "px"), 64); err != nil || v < 11 {
		t.Errorf("the build's label is %s, want >= 11 px", version)
	}
	if got := p.JS(`String(document.querySelector('.keys-hint').offsetParent === null)`); got != "true" {
		t.Errorf("the keys hint is shown on a touch screen: %q", p.JS(`document.querySelector('.entry .hint').innerText`))
	}
	noJSErrors(t, p)
}
