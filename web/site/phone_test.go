package site

import (
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/chromedp"
)

// phoneSizes are the phone screens the app is played on in the tests, in
// CSS pixels: a small Android phone and a common iPhone.
var phoneSizes = []struct{ w, h int }{{360, 740}, {390, 844}}

// openPhone serves the built app and opens it on a touch screen of w x h
// CSS pixels, with extra options for chromium (such as its language).
func openPhone(t *testing.T, w, h int, extra ...chromedp.ExecAllocatorOption) (*browsertest.Page, string) {
	t.Helper()
	p, hs := openPhoneServer(t, w, h, extra...)
	return p, hs.URL
}

// openPhoneServer is openPhone returning the app's server (which a test
// closes to cut the network).
func openPhoneServer(t *testing.T, w, h int, extra ...chromedp.ExecAllocatorOption) (*browsertest.Page, *httptest.Server) {
	t.Helper()
	hs := siteServer(t)
	ctx := browsertest.StartWith(t, 15*time.Minute, w, h, extra...)
	p := &browsertest.Page{T: t, Ctx: ctx, Errors: browsertest.WatchErrors(ctx)}
	p.Do("a phone's screen", chromedp.EmulateViewport(int64(w), int64(h), chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	p.Do("open the app", chromedp.Navigate(hs.URL+"/"))
	p.Wait("the app is ready", appReady, browsertest.PageWait)
	return p, hs
}

// boardInView fails the test when the window has scrolled or the board
// (with both players' bars, their hands and the side to move) or the
// status line is not wholly on the screen.
func boardInView(t *testing.T, p *browsertest.Page, when string) {
	t.Helper()
	if s := p.JS(`window.scrollX + ',' + window.scrollY`); s != "0,0" {
		t.Fatalf("%s: the window has scrolled to %s", when, s)
	}
	for _, el := range []string{`document.getElementById('board-wrap')`, `document.getElementById('status')`,
		`document.querySelector('.who.to-move') || document.getElementById('bar-bottom')`} {
		if ok, why := p.InView(el); !ok {
			t.Fatalf("%s: %s", when, why)
		}
	}
}

// watchBoard starts noting where the board's holes are on the page each
// time the status line changes (window.baoBoardTops: each top seen, with
// the players' labels when it was first seen), for boardStayedStill: a
// person taps a hole as the status changes (the engine has played, a
// review's position is shown), so the board must not move under the
// finger, whoever plays and whoever is to move.
func watchBoard(p *browsertest.Page) {
	p.JS(`(() => {
		const tops = window.baoBoardTops = new Map();
		const note = () => {
			const top = Math.round(document.getElementById('board').getBoundingClientRect().top + window.scrollY);
			if (!tops.has(top)) tops.set(top, [...document.querySelectorAll('.player-bar .who')].map((e) => e.title).join(' / '));
		};
		note();
		new MutationObserver(note).observe(document.getElementById('status'), { childList: true, characterData: true, subtree: true });
		return '';
	})()`)
}

// boardStayedStill fails the test when the board has moved on the page
// at a change of the status line since watchBoard.
func boardStayedStill(t *testing.T, p *browsertest.Page, when string) {
	t.Helper()
	moved := p.JS(`window.baoBoardTops.size > 1 ? [...window.baoBoardTops].map(([top, names]) => top + ' px (' + names + ')').join(', ') : ''`)
	if moved != "" {
		t.Errorf("%s: the board moved as the status line changed (its tops, with the players then shown): %s", when, moved)
	}
}

// shownInView fails the test unless the board (boardInView) and each of
// the elements with the ids that is shown (not hidden) are on the screen
// together, with the window not scrolled.
func shownInView(t *testing.T, p *browsertest.Page, when string, ids ...string) {
	t.Helper()
	boardInView(t, p, when)
	for _, id := range ids {
		if p.JS(`String(document.getElementById('`+id+`').hidden)`) == "true" {
			continue
		}
		if ok, why := p.InView(`document.getElementById('` + id + `')`); !ok {
			t.Fatalf("%s: %s", when, why)
		}
	}
}

// chooseInView sets a select (or range) of the page after checking that
// a person can see it: the browser's own picker is not driven by taps.
func chooseInView(t *testing.T, p *browsertest.Page, id, value string) {
	t.Helper()
	if ok, why := p.InView(`document.getElementById('` + id + `')`); !ok {
		t.Fatalf("choose %s: %s", id, why)
	}
	p.SetSelect(id, value)
}

// TestPhonePlayWithoutScrolling plays a whole game on each phone size by
// tapping only what is on the screen at the moment of the tap, with no
// scrolling by the test: after every ply the window has not scrolled and
// the board, the side to move, the hands and every arrow of the selected
// hole are wholly in view. It also takes a hint (marked hole and arrow,
// counted in the record) and reloads in mid-game, which opens at the
// board with the game kept.
func TestPhonePlayWithoutScrolling(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium through whole games")
	}
	for _, size := range phoneSizes {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			p, _ := openPhone(t, size.w, size.h)
			boardInView(t, p, "at the start")

			// The test's own setup, not a person's tap: no animation, so
			// that whole games take seconds.
			p.SetSelect("anim-speed", "5")
			shoot(t, p, "phone-en-start.png", size.w)

			// One dialog: side, opponent, game.
			p.TapInView(`document.getElementById('btn-new')`)
			p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
			chooseInView(t, p, "new-side", "S")
			chooseInView(t, p, "new-opponent", "1")
			chooseInView(t, p, "new-variant", "kujifunza")
			p.TapInView(`document.getElementById('new-ok')`)
			p.Wait("the game", `document.getElementById('variant-title').textContent.includes('Kujifunza') && document.body.dataset.turn === 'human' && document.body.dataset.ply === '0'`, browsertest.PageWait)
			boardInView(t, p, "at the first move")
			watchBoard(p)

			// A hint marks a hole and one of its arrows.
			p.TapInView(`document.getElementById('btn-hint')`)
			p.Wait("the hint", `document.body.dataset.hint === 'shown' && document.querySelectorAll('.hole.hinted .arrow.hint').length === 1`, browsertest.PageWait)
			boardInView(t, p, "with the hint shown")
			if ok, why := p.InView(`document.querySelector('.arrow.hint')`); !ok {
				t.Fatalf("the hint's arrow: %s", why)
			}
			p.TapInView(`document.querySelector('.arrow.hint')`)
			p.Wait("the hinted move is played", `Number(document.body.dataset.ply) >= 1`, browsertest.PageWait)

			rng := rand.New(rand.NewPCG(uint64(size.w), 7))
			reloaded := false
			for plies := 0; plies < 600; plies++ {
				p.Wait("South's turn or the end", `['human', 'over'].includes(document.body.dataset.turn)`, browsertest.PageWait)
				boardInView(t, p, fmt.Sprintf("at ply %d", p.Ply()))
				if p.JS(`document.body.dataset.turn`) == "over" {
					break
				}
				if !reloaded && p.Ply() >= 10 {
					reloaded = true
					before := p.Ply()
					boardStayedStill(t, p, "before the reload")
					p.Do("reload in mid-game", chromedp.Reload())
					p.Wait("the app is ready again", appReady+` && document.body.dataset.turn === 'human'`, browsertest.PageWait)
					boardInView(t, p, "after a reload")
					watchBoard(p)
					if got := p.Ply(); got != before {
						t.Fatalf("after a reload the game has %d plies, want %d", got, before)
					}
				}
				before := p.Ply()
				n, _ := strconv.Atoi(p.JS(`document.querySelectorAll('.hole.movable').length.toString()`))
				if n == 0 {
					t.Fatalf("South to move but no hole glows: %s", p.Text("status"))
				}
				arrows := p.TapHole(p.TapInView, fmt.Sprintf(`document.querySelectorAll('.hole.movable')[%d]`, rng.IntN(n)))
				if before >= 4 {
					shoot(t, p, "phone-en-middle.png", size.w) // a hole chosen, its arrows shown
				}
				for a := 0; a < arrows; a++ {
					if ok, why := p.InView(fmt.Sprintf(`document.querySelectorAll('.hole.selected .arrow')[%d]`, a)); !ok {
						t.Fatalf("arrow %d at ply %d: %s", a, before, why)
					}
				}
				p.TapInView(fmt.Sprintf(`document.querySelectorAll('.hole.selected .arrow')[%d]`, rng.IntN(arrows)))
				p.Wait("the move is played", fmt.Sprintf(`Number(document.body.dataset.ply) > %d`, before), browsertest.PageWait)
				boardInView(t, p, fmt.Sprintf("after South's move at ply %d", before))
			}
			if p.JS(`document.body.dataset.turn`) != "over" {
				t.Fatalf("the game did not end in %d plies", p.Ply())
			}
			boardStayedStill(t, p, "over the game")
			t.Logf("%dx%d: a whole game of %d plies (reloaded in it: %v): %s", size.w, size.h, p.Ply(), reloaded, p.Text("status"))
			p.Wait("the end is announced", `!document.getElementById('banner').hidden`, browsertest.PageWait)
			p.TapInView(`document.getElementById('banner-close')`)
			boardInView(t, p, "after the game")

			// The record counts the hint.
			p.OpenTab("tab-io")
			boardInView(t, p, "with the record open")
			p.TapInView(`document.getElementById('record-export')`)
			p.Wait("the record", `document.getElementById('record').value.includes('[Result')`, browsertest.PageWait)
			boardInView(t, p, "after the export")
			if rec := p.JS(`document.getElementById('record').value`); !strings.Contains(rec, `[Hints "1"]`) || !strings.Contains(rec, `[HintPlies "1"]`) {
				t.Errorf("the record does not count the hint at ply 1:\n%s", rec)
			}
			for _, e := range p.Errors.List() {
				t.Errorf("JavaScript error: %s", e)
			}
		})
	}
}

// shotsEnv names a folder for the phone screenshots of the docs
// (docs/phone-*.png are made with it); without it none are written.
const shotsEnv = "BAO_PHONE_SHOTS"

// shoot writes a screenshot of the page as it is, once per name, when
// BAO_PHONE_SHOTS names a folder; only the 360-pixel phone is shot.
func shoot(t *testing.T, p *browsertest.Page, name string, width int) {
	t.Helper()
	dir := os.Getenv(shotsEnv)
	if dir == "" || width != 360 {
		return
	}
	path := filepath.Join(dir, name)
	if _, err := os.Stat(path); err == nil {
		return
	}
	shot, err := chromedp.Run(p.Ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(path, shot, 0o644); err != nil {
		t.Fatal(err)
	}
}
