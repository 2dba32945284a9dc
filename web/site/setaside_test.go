package site

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/chromedp"
)

// gameShown is the game on the board as the page shows it: the moves of
// the move list, the players and the level of Settings, the side to move
// (body data-turn and the status line), the length and the ply shown.
const gameShown = `JSON.stringify({
	moves: [...document.querySelectorAll('#move-list [data-ply]')].map((s) => s.firstChild.textContent),
	south: document.getElementById('player-S').value,
	north: document.getElementById('player-N').value,
	level: document.getElementById('strength-level').value,
	turn: document.body.dataset.turn,
	ply: document.body.dataset.ply,
	view: document.body.dataset.view,
	status: document.getElementById('status').textContent,
})`

// replacesSaid says whether the New game dialog says that a new game
// leaves the game in progress.
const replacesSaid = `String(!!document.getElementById('new-replaces') && !document.getElementById('new-replaces').hidden)`

// countQuestions makes the page count the questions it asks: a dialog
// that opens (other than the New game dialog the test opens itself) and
// a window.confirm, which is answered no. The count is window.baoAsked.
const countQuestions = `(() => {
	window.baoAsked = [];
	window.confirm = (m) => { window.baoAsked.push('confirm: ' + m); return false; };
	for (const d of document.querySelectorAll('dialog:not(#dlg-new)')) {
		new MutationObserver(() => { if (d.open) window.baoAsked.push(d.id); }).observe(d, { attributes: true, attributeFilter: ['open'] });
	}
	return '';
})()`

// asked fails the test when the page asked a question since
// countQuestions (or the last asked), and forgets those asked.
func asked(t *testing.T, p *browsertest.Page, when string) {
	t.Helper()
	if q := p.JS(`(() => { const a = (window.baoAsked || []).join(', '); window.baoAsked = []; return a; })()`); q != "" {
		t.Errorf("%s: the page asked a question (%s), though no game in progress would be replaced", when, q)
	}
}

// sameGame stops the test unless the game shown is want.
func sameGame(t *testing.T, p *browsertest.Page, want, when string) {
	t.Helper()
	if got := p.JS(gameShown); got != want {
		t.Fatalf("%s: the game shown is\n%s\nwant the game in progress\n%s", when, got, want)
	}
}

// TestPhoneGameSetAside: a game in progress on a phone survives a
// lesson, a puzzle and the review of a finished game. Each takes the
// board without asking (no game is replaced), and when it ends the same
// game is back: its moves, its players and level, the side to move. A
// reload while the game is set aside (a lesson, a puzzle or the review
// on the board) keeps it.
// The page asks only where a new game would replace it: "Play on from
// here" in the review asks, and Cancel keeps the game; the New game
// dialog says it, even while a lesson holds the board.
func TestPhoneGameSetAside(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium through whole games")
	}
	p, _ := openPhone(t, 360, 740, browsertest.Language("en")...)
	p.SetSelect("anim-speed", "5") // the test's setup: no animation
	rng := rand.New(rand.NewPCG(49, 5))
	newGame := func(what, variant string) {
		p.TapInView(`document.getElementById('btn-new')`)
		p.Wait("the New game dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
		if p.JS(replacesSaid) != "false" {
			t.Errorf("%s: the New game dialog says a game in progress would be left, though none is", what)
		}
		chooseInView(t, p, "new-side", "S")
		chooseInView(t, p, "new-opponent", "1")
		chooseInView(t, p, "new-variant", variant)
		p.TapInView(`document.getElementById('new-ok')`)
		p.Wait(what, `document.body.dataset.turn === 'human' && document.body.dataset.ply === '0'`, browsertest.PageWait)
	}

	// A finished game of Bao la Kujifunza (short) against Beginner,
	// reviewed, with a mistake of South's to show (random moves make one
	// in nearly every game).
	mistakes := 0
	for game := 1; game <= 5 && mistakes == 0; game++ {
		newGame(fmt.Sprintf("game %d", game), "kujifunza")
		playOutInView(t, p, rng)
		p.Wait("the review of the finished game", `document.body.dataset.review === 'done'`, browsertest.PageWait)
		mistakes = atoi(t, p.JS(`document.querySelectorAll('.review-item').length.toString()`))
	}
	if mistakes == 0 {
		t.Fatalf("five games of random moves against Beginner and no mistake in any review")
	}
	if p.JS(`String(document.getElementById('banner').hidden)`) == "false" {
		p.TapInView(`document.getElementById('banner-close')`)
	}

	// The game in progress: a new game of Bao la Kiswahili (the last one
	// ended: nothing to lose), two moves of South's and the engine's
	// answers (too few to end it).
	newGame("the game in progress", "kiswahili")
	for i := 0; i < 2; i++ {
		tapMoveInView(t, p, rng)
		p.Wait("South's turn again", `document.body.dataset.turn === 'human'`, browsertest.PageWait)
	}
	want := p.JS(gameShown)
	p.JS(countQuestions)

	// A lesson.
	p.OpenTab("tab-learn")
	p.TapInView(`document.getElementById('learn-show-lessons')`)
	p.TapInView(`document.querySelector('.lesson-item[data-lesson="namua"]')`)
	p.Wait("the lesson", `document.body.dataset.lesson === 'task' && document.body.dataset.ply === '0'`, browsertest.PageWait)
	asked(t, p, "opening a lesson")
	playInView(t, p, "A6L") // its right move
	p.Wait("the lesson done", `document.body.dataset.lesson === 'done'`, browsertest.PageWait)
	// The New game dialog says the game set aside would be left.
	p.TapInView(`document.getElementById('btn-new')`)
	p.Wait("the New game dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
	if p.JS(replacesSaid) != "true" {
		t.Errorf("in a lesson, the New game dialog does not say that the game in progress would be left")
	}
	p.TapInView(`document.querySelector('#dlg-new button[value=cancel]')`)
	p.Wait("the dialog closed", `!document.getElementById('dlg-new').open`, browsertest.PageWait)
	p.TapInView(`document.getElementById('lesson-stop')`)
	p.Wait("the lesson stopped", `document.body.dataset.lesson === 'off'`, browsertest.PageWait)
	sameGame(t, p, want, "after a lesson")
	asked(t, p, "stopping a lesson")

	// A puzzle.
	p.TapInView(`document.getElementById('learn-show-puzzles')`)
	p.Wait("the puzzles' part", `!document.getElementById('puzzle-start').disabled`, browsertest.PageWait)
	p.TapInView(`document.getElementById('puzzle-start')`)
	p.Wait("a puzzle", `document.body.dataset.puzzle === 'task' && document.body.dataset.ply === '1'`, browsertest.PageWait)
	asked(t, p, "opening a puzzle")
	p.TapInView(`document.getElementById('puzzle-stop')`)
	p.Wait("the puzzles stopped", `document.body.dataset.puzzle === 'off'`, browsertest.PageWait)
	sameGame(t, p, want, "after a puzzle")
	asked(t, p, "stopping a puzzle")

	// The review of the finished game: a tap on a mistake shows the
	// earlier game's position, Close gives the game in progress back.
	p.OpenTab("tab-graph")
	first := `document.querySelector('.review-item')`
	p.Wait("the review's list", first+` !== null`, browsertest.PageWait)
	ply := atoi(t, p.JS(first+`.dataset.ply`))
	shown := fmt.Sprintf(`document.body.dataset.view === '%d' && !document.getElementById('review-box').hidden`, ply-1)
	// The list may reach below the screen: a person scrolls to the
	// mistake, as the test does.
	p.JS(first + `.scrollIntoView({ block: 'nearest' }), ''`)
	p.TapInView(first)
	p.Wait("the finished game's position", shown, browsertest.PageWait)
	asked(t, p, "showing a mistake of the finished game")
	p.TapInView(`document.getElementById('review-close')`)
	p.Wait("the review's box closed", `document.getElementById('review-box').hidden`, browsertest.PageWait)
	sameGame(t, p, want, "after the review")
	asked(t, p, "closing the review's box")

	// Play on from here would replace the game in progress: the page asks;
	// Cancel keeps it.
	p.JS(first + `.scrollIntoView({ block: 'nearest' }), ''`)
	p.TapInView(first)
	p.Wait("the finished game's position again", shown, browsertest.PageWait)
	p.TapInView(`document.getElementById('review-play')`)
	p.Wait("the question", `document.getElementById('dlg-replace').open`, browsertest.PageWait)
	p.JS(`(window.baoAsked = [], '')`)
	p.TapInView(`document.getElementById('replace-cancel')`)
	p.Wait("the question answered", `!document.getElementById('dlg-replace').open`, browsertest.PageWait)
	p.TapInView(`document.getElementById('review-close')`)
	p.Wait("the review's box closed", `document.getElementById('review-box').hidden`, browsertest.PageWait)
	sameGame(t, p, want, "after Play on from here was cancelled")
	asked(t, p, "closing the review's box")

	// A reload while the review holds the board: the game in progress is
	// back (the review is not kept).
	p.JS(first + `.scrollIntoView({ block: 'nearest' }), ''`)
	p.TapInView(first)
	p.Wait("the finished game's position once more", shown, browsertest.PageWait)
	p.Do("reload", chromedp.Reload())
	p.Wait("the app after a reload", appReady, browsertest.PageWait)
	sameGame(t, p, want, "after a reload in the review")
	p.JS(countQuestions)

	// A reload while a lesson holds the board, and one while a puzzle
	// does: the lesson or the puzzle comes back, and the game in progress
	// after it.
	p.OpenTab("tab-learn")
	p.TapInView(`document.getElementById('learn-show-lessons')`)
	p.TapInView(`document.querySelector('.lesson-item[data-lesson="capture"]')`)
	p.Wait("the lesson", `document.body.dataset.lesson === 'task' && document.body.dataset.ply === '0'`, browsertest.PageWait)
	asked(t, p, "opening a lesson after a reload")
	p.Do("reload", chromedp.Reload())
	p.Wait("the lesson after a reload", appReady+` && document.body.dataset.lesson === 'task'`, browsertest.PageWait)
	p.JS(countQuestions)
	p.TapInView(`document.getElementById('lesson-stop')`)
	p.Wait("the lesson stopped", `document.body.dataset.lesson === 'off'`, browsertest.PageWait)
	sameGame(t, p, want, "after a reload in a lesson")
	p.TapInView(`document.getElementById('learn-show-puzzles')`)
	p.Wait("the puzzles' part", `!document.getElementById('puzzle-start').disabled`, browsertest.PageWait)
	p.TapInView(`document.getElementById('puzzle-start')`)
	p.Wait("a puzzle", `document.body.dataset.puzzle === 'task' && document.body.dataset.ply === '1'`, browsertest.PageWait)
	p.Do("reload", chromedp.Reload())
	p.Wait("the puzzle after a reload", appReady+` && document.body.dataset.puzzle === 'task'`, browsertest.PageWait)
	p.JS(countQuestions)
	p.TapInView(`document.getElementById('puzzle-stop')`)
	p.Wait("the puzzles stopped", `document.body.dataset.puzzle === 'off'`, browsertest.PageWait)
	sameGame(t, p, want, "after a reload in a puzzle")
	asked(t, p, "after a reload")
	p.SetSelect("anim-speed", "5") // the test's setup again

	// The game goes on: South moves, the engine answers.
	before := p.Ply()
	tapMoveInView(t, p, rng)
	p.Wait("the engine answers", fmt.Sprintf(`Number(document.body.dataset.ply) >= %d && ['human', 'over'].includes(document.body.dataset.turn)`, before+2), browsertest.PageWait)
	noErrors(t, p)
}

// TestPhoneGameSetAsideWhileEngineThinks: a lesson opened while the
// engine thinks over its move (eight seconds a move) takes the board at
// once, the person's to play; when the lesson stops, the game is back
// as it was, the engine to move, and the engine plays its move.
func TestPhoneGameSetAsideWhileEngineThinks(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	p, _ := openPhone(t, 360, 740, browsertest.Language("en")...)
	p.SetSelect("anim-speed", "5") // the test's setup: no animation
	p.OpenTab("tab-settings")
	chooseInView(t, p, "strength-mode", "movetime")
	chooseInView(t, p, "strength-value", "8000") // long enough for the taps below
	rng := rand.New(rand.NewPCG(49, 7))
	tapMoveInView(t, p, rng)
	p.Wait("the engine thinking", `document.body.dataset.turn === 'engine'`, browsertest.PageWait)
	want := p.JS(gameShown)
	p.JS(countQuestions)

	p.OpenTab("tab-learn")
	p.TapInView(`document.getElementById('learn-show-lessons')`)
	p.TapInView(`document.querySelector('.lesson-item[data-lesson="namua"]')`)
	p.Wait("the lesson", `document.body.dataset.lesson === 'task' && document.body.dataset.ply === '0' && document.body.dataset.turn === 'human'`, browsertest.PageWait)
	asked(t, p, "opening a lesson while the engine thinks")
	playInView(t, p, "A6L") // its right move
	p.Wait("the lesson done", `document.body.dataset.lesson === 'done'`, browsertest.PageWait)
	if p.Ply() != 1 {
		t.Fatalf("in the lesson, after its right move, the board has %d plies, want 1", p.Ply())
	}
	p.TapInView(`document.getElementById('lesson-stop')`)
	p.Wait("the lesson stopped", `document.body.dataset.lesson === 'off'`, browsertest.PageWait)
	sameGame(t, p, want, "after a lesson opened while the engine thought")
	p.Wait("the engine's move", `document.body.dataset.ply === '2' && document.body.dataset.turn === 'human'`, browsertest.PageWait)
	noErrors(t, p)
}
