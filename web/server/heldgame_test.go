package server

import (
	"fmt"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// gameBack fails the test unless the board shows the game in progress
// again: its moves, at its end, with the engine playing North and South
// to move.
func gameBack(t *testing.T, p *browsertest.Page, when, moves string, plies int) {
	t.Helper()
	p.Wait(when+": the game in progress is back", fmt.Sprintf(`document.body.dataset.ply === '%d' && document.body.dataset.view === '%d' && document.body.dataset.turn === 'human'`, plies, plies), browsertest.PageWait)
	if got := moveList(p); got != moves {
		t.Fatalf("%s: the moves are %q, want the game's %q", when, got, moves)
	}
	if got := p.JS(`document.getElementById('player-N').value + ' ' + document.getElementById('player-S').value`); got != "engine human" {
		t.Fatalf("%s: North and South are played by %q, want \"engine human\"", when, got)
	}
	boardInView(t, p, when)
}

// TestBrowserGameSurvivesLesson: on a phone, a game in progress against
// the engine is set aside while a lesson is on, over a reload in the
// middle of the lesson too, and comes back when the lesson stops; the
// same for the puzzles. No question is asked: nothing is lost.
func TestBrowserGameSurvivesLesson(t *testing.T) {
	p, _ := phonePage(t, 360, 740)
	dialogs := watchNativeDialogs(p)
	p.SetSelect("anim-speed", "5") // the test's setup: no animation
	playInView(t, p)
	playInView(t, p)
	moves, plies := moveList(p), p.Ply()
	if plies != 4 {
		t.Fatalf("the game has %d plies, want 4", plies)
	}

	p.OpenTab("tab-learn")
	p.Wait("the lessons", `document.querySelectorAll('.lesson-item').length >= 12`, browsertest.PageWait)
	p.TapInView(`document.querySelector('.lesson-item[data-lesson="capture"]')`)
	p.Wait("the lesson", `document.body.dataset.lesson === 'task' && document.body.dataset.ply === '0'`, browsertest.PageWait)
	p.Do("reload in the lesson", chromedp.Reload())
	p.Wait("the lesson after a reload", pageReady+` && document.body.dataset.lesson === 'task' && document.body.dataset.ply === '0'`, browsertest.PageWait)
	boardInView(t, p, "in the lesson after a reload")
	p.TapInView(`document.getElementById('lesson-stop')`)
	p.Wait("the lesson stopped", `document.body.dataset.lesson === 'off' && document.getElementById('lesson-box').hidden`, browsertest.PageWait)
	gameBack(t, p, "after the lesson", moves, plies)

	p.OpenTab("tab-learn")
	p.TapInView(`document.getElementById('learn-show-puzzles')`)
	p.Wait("the puzzles' part", `!document.getElementById('puzzle-start').disabled`, browsertest.PageWait)
	p.TapInView(`document.getElementById('puzzle-start')`)
	p.Wait("a puzzle", `document.body.dataset.puzzle === 'task' && document.body.dataset.ply === '1'`, browsertest.PageWait)
	p.TapInView(`document.getElementById('puzzle-stop')`)
	p.Wait("the puzzles left", `document.body.dataset.puzzle === 'off' && document.getElementById('puzzle-box').hidden`, browsertest.PageWait)
	gameBack(t, p, "after the puzzles", moves, plies)

	// The game goes on: the engine answers the next move.
	playInView(t, p)
	if n := dialogs.Load(); n != 0 {
		t.Errorf("%d questions in the browser's own dialogs", n)
	}
	noJSErrors(t, p)
}

// watchNativeDialogs counts the browser's own dialogs (alert, confirm)
// the page opens, and dismisses each, as a person who cancels them.
func watchNativeDialogs(p *browsertest.Page) *atomic.Int32 {
	p.T.Helper()
	var n atomic.Int32
	err := chromedp.Listen(p.Ctx, func(ev any) {
		if _, ok := ev.(*page.EventJavascriptDialogOpening); ok {
			n.Add(1)
			go func() {
				_, _ = chromedp.Call(p.Ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: false})
			}()
		}
	})
	if err != nil {
		p.T.Fatalf("listen for dialogs: %v", err)
	}
	return &n
}

// waitOrDialog waits until the JavaScript condition holds, and fails the
// test at once when the page opens a dialog of the browser's own instead.
func waitOrDialog(t *testing.T, p *browsertest.Page, dialogs *atomic.Int32, what, cond string) {
	t.Helper()
	deadline := time.Now().Add(browsertest.PageWait)
	for p.JS(`String(!!(`+cond+`))`) != "true" {
		if dialogs.Load() > 0 {
			t.Fatalf("waiting until %s: the page asked in a dialog of the browser's own", what)
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting until %s (%s): status %q, message %q", what, cond, p.Text("status"), p.Text("message"))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// reviewedGame imports a finished game of random moves on the phone (the
// person South, the engine North, as the page starts) and opens its
// review from the end banner; it returns the game's plies and the ply of
// the first mistake listed.
func reviewedGame(t *testing.T, p *browsertest.Page) (plies, mistake int) {
	t.Helper()
	rec, plies := finishedRecord(t, 4)
	importInView(t, p, rec, plies)
	p.Wait("the end is announced", `!document.getElementById('banner').hidden`, browsertest.PageWait)
	p.TapInView(`document.getElementById('banner-review')`)
	p.Wait("the review", `document.body.dataset.review === 'done' && document.querySelectorAll('.review-item').length > 0`, browsertest.PageWait)
	boardInView(t, p, "with the review open")
	ply, err := strconv.Atoi(p.JS(`document.querySelector('.review-item').dataset.ply`))
	if err != nil || ply < 1 || ply > plies {
		t.Fatalf("the first mistake is at ply %q", p.JS(`document.querySelector('.review-item').dataset.ply`))
	}
	return plies, ply
}

// TestBrowserPlayOnReviewedPlayers: "Play on from here" starts the game
// with the reviewed game's players (South the person, North the engine),
// not with those set in Settings since: the engine answers the move.
func TestBrowserPlayOnReviewedPlayers(t *testing.T) {
	p, _ := phonePage(t, 360, 740)
	p.SetSelect("anim-speed", "5") // the test's setup: no animation
	_, ply := reviewedGame(t, p)
	// Two people at the board now.
	p.OpenTab("tab-settings")
	if ok, why := p.InView(`document.getElementById('player-N')`); !ok {
		t.Fatalf("North's player: %s", why)
	}
	p.SetSelect("player-N", "human")
	p.OpenTab("tab-graph")
	p.SwipeUpTo(`document.querySelector('.review-item')`) // the list may start low on the phone
	p.TapInView(`document.querySelector('.review-item')`)
	p.Wait("the mistake's position", fmt.Sprintf(`document.body.dataset.view === '%d' && !document.getElementById('review-box').hidden`, ply-1), browsertest.PageWait)
	p.TapInView(`document.getElementById('review-play')`)
	p.Wait("the game from there", fmt.Sprintf(`document.body.dataset.ply === '%d' && document.getElementById('review-box').hidden`, ply-1), browsertest.PageWait)
	if got := p.JS(`document.getElementById('player-S').value + ' ' + document.getElementById('player-N').value`); got != "human engine" {
		t.Fatalf("playing on, South and North are %q, want the reviewed game's \"human engine\"", got)
	}
	playInView(t, p)
	noJSErrors(t, p)
}

// TestBrowserGameSurvivesReview: with a game in progress, a tap on a
// mistake of an earlier game's review shows that game, with no question,
// and closing the mistake brings the game in progress back; "Play on from
// here" would replace it, so it asks first, in the page: Cancel keeps the
// game, Leave it plays on from the mistake.
func TestBrowserGameSurvivesReview(t *testing.T) {
	p, _ := phonePage(t, 360, 740)
	dialogs := watchNativeDialogs(p)
	p.SetSelect("anim-speed", "5") // the test's setup: no animation
	_, ply := reviewedGame(t, p)

	// A new game, played for two moves.
	p.TapInView(`document.getElementById('btn-new')`)
	p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
	p.TapInView(`document.getElementById('new-ok')`)
	p.Wait("the new game", `document.body.dataset.ply === '0' && document.body.dataset.turn === 'human'`, browsertest.PageWait)
	playInView(t, p)
	playInView(t, p)
	moves, plies := moveList(p), p.Ply()

	// The earlier game's mistake, and back. Under the longer head of an
	// earlier game's review, the person taps the mistake's first line.
	const mistake = `document.querySelector('.review-item b')`
	p.OpenTab("tab-graph")
	p.TapInView(mistake)
	waitOrDialog(t, p, dialogs, "the mistake's position", fmt.Sprintf(`document.body.dataset.view === '%d' && !document.getElementById('review-box').hidden`, ply-1))
	boardInView(t, p, "at the earlier game's mistake")
	p.TapInView(`document.getElementById('review-close')`)
	gameBack(t, p, "after the review", moves, plies)

	// Play on from the mistake: the page asks; Cancel keeps the game.
	p.TapInView(mistake)
	waitOrDialog(t, p, dialogs, "the mistake's position again", fmt.Sprintf(`document.body.dataset.view === '%d' && !document.getElementById('review-box').hidden`, ply-1))
	p.TapInView(`document.getElementById('review-play')`)
	waitOrDialog(t, p, dialogs, "the question", `document.getElementById('dlg-replace').open`)
	p.TapInView(`document.getElementById('replace-cancel')`)
	p.Wait("the question answered", `!document.getElementById('dlg-replace').open`, browsertest.PageWait)
	p.TapInView(`document.getElementById('review-close')`)
	gameBack(t, p, "after Cancel", moves, plies)

	p.TapInView(mistake)
	waitOrDialog(t, p, dialogs, "the mistake's position a third time", fmt.Sprintf(`document.body.dataset.view === '%d' && !document.getElementById('review-box').hidden`, ply-1))
	p.TapInView(`document.getElementById('review-play')`)
	waitOrDialog(t, p, dialogs, "the question", `document.getElementById('dlg-replace').open`)
	p.TapInView(`document.getElementById('replace-leave')`)
	p.Wait("the game from the mistake", fmt.Sprintf(`document.body.dataset.ply === '%d' && document.getElementById('review-box').hidden && document.body.dataset.turn === 'human'`, ply-1), browsertest.PageWait)
	boardInView(t, p, "playing on")
	playInView(t, p)
	noJSErrors(t, p)
}
