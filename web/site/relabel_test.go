package site

import (
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
)

// switchToKiswahili taps the language switch of a page in English, and
// fails the test for every English word left on the page at once, shown
// or not (noEnglish).
func switchToKiswahili(t *testing.T, p *browsertest.Page, pieces []string, when string) {
	t.Helper()
	p.TapInView(`document.getElementById('btn-lang')`)
	p.Wait("Kiswahili", `document.documentElement.lang === 'sw'`, browsertest.PageWait)
	boardInView(t, p, "after the switch "+when)
	noEnglish(t, p, pieces, "after the switch "+when)
}

// switchToEnglish taps the language switch of a page in Kiswahili.
func switchToEnglish(t *testing.T, p *browsertest.Page) {
	t.Helper()
	p.TapInView(`document.getElementById('btn-lang')`)
	p.Wait("English", `document.documentElement.lang === 'en'`, browsertest.PageWait)
}

// TestPhoneLanguageSwitch: every word the page wrote follows the language
// switch at once: the status, the moves, the end banner, the analysis's
// lines, figures and bar, the graph's labels and points, the review's
// list and its mistake box, the lesson's and the puzzle's boxes, the
// messages and the dialogs. The page is in English with all of them
// drawn; after the switch no English is left anywhere on it.
func TestPhoneLanguageSwitch(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium through a whole game")
	}
	pieces := englishOnly(stringTables(t))
	p, _ := openPhone(t, 360, 740, browsertest.Language("en")...)
	p.SetSelect("anim-speed", "5") // the test's setup: no animation

	// A whole game against Beginner, reviewed.
	p.TapInView(`document.getElementById('btn-new')`)
	p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
	chooseInView(t, p, "new-opponent", "1")
	chooseInView(t, p, "new-variant", "kujifunza")
	p.TapInView(`document.getElementById('new-ok')`)
	p.Wait("the game", `document.body.dataset.turn === 'human' && document.body.dataset.ply === '0'`, browsertest.PageWait)
	rng := rand.New(rand.NewPCG(5, 11))
	mistakes := 0
	for game := 1; mistakes == 0; game++ {
		if game > 1 {
			if game > 5 {
				t.Fatalf("five games of random moves against Beginner and no mistake in any review")
			}
			p.TapInView(`document.getElementById('btn-new')`)
			p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
			p.TapInView(`document.getElementById('new-ok')`)
			p.Wait("the next game", `document.body.dataset.turn === 'human' && document.body.dataset.ply === '0'`, browsertest.PageWait)
		}
		playOutInView(t, p, rng)
		p.Wait("the end is announced", `!document.getElementById('banner').hidden`, browsertest.PageWait)
		p.TapInView(`document.getElementById('banner-review')`)
		p.Wait("the review", `document.body.dataset.review === 'done'`, browsertest.PageWait)
		mistakes = atoi(t, p.JS(`document.querySelectorAll('.review-item').length.toString()`))
	}
	// A mistake on the board, its box under it. The list starts low on a
	// phone, and a mistake with a long reason may end below the screen:
	// the person swipes the page up just far enough to see it whole.
	p.SwipeUpTo(`document.querySelector('.review-item')`)
	p.TapInView(`document.querySelector('.review-item')`)
	p.Wait("the mistake's box", `!document.getElementById('review-box').hidden`, browsertest.PageWait)
	// The analysis of that position, stopped: its lines, figures and bar stay.
	p.OpenTab("tab-analysis")
	p.TapInView(`document.getElementById('btn-analyse')`)
	p.Wait("analysis lines", `document.querySelectorAll('#pv-lines tr').length >= 1 && /depth \d/.test(document.getElementById('stats').textContent) && /South/.test(document.getElementById('evalbar-text').textContent)`, browsertest.PageWait)
	p.TapInView(`document.getElementById('btn-analyse')`)
	p.Wait("the analysis stopped", `document.getElementById('btn-analyse').textContent === 'Start analysis'`, browsertest.PageWait)
	// The graph's tab shown (its labels sized for the phone).
	p.OpenTab("tab-graph")
	switchToKiswahili(t, p, pieces, "with the review, the graph and the analysis drawn")

	// A lesson, the mistake's box closed.
	switchToEnglish(t, p)
	p.TapInView(`document.getElementById('review-close')`)
	p.Wait("the mistake's box closed", `document.getElementById('review-box').hidden`, browsertest.PageWait)
	p.OpenTab("tab-learn")
	p.TapInView(`document.getElementById('learn-show-lessons')`)
	p.TapInView(`document.querySelector('.lesson-item[data-lesson="namua"]')`)
	p.Wait("the lesson", `document.body.dataset.lesson === 'task'`, browsertest.PageWait)
	playInView(t, p, "A6R") // a wrong move: its answer
	p.Wait("the answer", `document.body.dataset.lesson === 'wrong'`, browsertest.PageWait)
	switchToKiswahili(t, p, pieces, "in a lesson")
	p.TapInView(`document.getElementById('lesson-stop')`)
	p.Wait("the lesson stopped", `document.body.dataset.lesson === 'off'`, browsertest.PageWait)

	// A puzzle.
	switchToEnglish(t, p)
	p.TapInView(`document.getElementById('learn-show-puzzles')`)
	p.TapInView(`document.getElementById('puzzle-start')`)
	p.Wait("a puzzle", `document.body.dataset.puzzle === 'task'`, browsertest.PageWait)
	switchToKiswahili(t, p, pieces, "in a puzzle")

	// The new-game dialog, opened in Kiswahili.
	p.TapInView(`document.getElementById('btn-new')`)
	p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
	noEnglish(t, p, pieces, "in the new-game dialog")
	noErrors(t, p)
}
