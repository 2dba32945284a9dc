package site

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
)

// TestPhonePuzzleHint: a puzzle solved after a hint is no solve at the
// first try: the hint counts as the first try failed (the rating falls as
// for a wrong move, the puzzle is among those failed), and the winning
// move played after it solves the puzzle without moving the rating again.
func TestPhonePuzzleHint(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	puzzles := shippedPuzzles(t)
	tables := stringTables(t)
	p, _ := openPhone(t, 360, 740, browsertest.Language("en")...)
	p.SetSelect("anim-speed", "5") // the test's setup: no animation
	p.TapInView(`document.getElementById('tab-learn')`)
	p.TapInView(`document.getElementById('learn-show-puzzles')`)
	p.Wait("the puzzles' part", `!document.getElementById('puzzle-start').disabled`, browsertest.PageWait)
	p.TapInView(`document.getElementById('puzzle-start')`)
	p.Wait("a puzzle", `document.body.dataset.puzzle === 'task' && document.body.dataset.ply === '0' && document.body.dataset.turn === 'human'`, browsertest.PageWait)
	pz := puzzles[atoi(t, p.JS(`document.getElementById('puzzle-box').dataset.id`))]

	p.TapInView(`document.getElementById('btn-hint')`)
	p.Wait("the hint", `document.body.dataset.hint === 'shown' && document.querySelectorAll('.hole.hinted .arrow.hint').length === 1`, browsertest.PageWait)
	puzzleInView(t, p, "with the hint shown")
	hint := p.JS(`document.querySelector('.hole.hinted').dataset.hole + document.querySelector('.arrow.hint').dataset.letter`)
	win := pz.Wins[0]
	for _, w := range pz.Wins {
		if strings.HasPrefix(w, hint) {
			win = w
		}
	}
	if p.JS(fmt.Sprintf(`String(!!document.querySelector('.hole.selected[data-hole="%s"]'))`, win[:2])) != "true" {
		p.TapInView(fmt.Sprintf(`document.querySelector('.hole[data-hole="%s"]')`, win[:2]))
	}
	p.TapInView(fmt.Sprintf(`document.querySelector('.hole.selected .arrow[data-letter="%s"]')`, win[2:3]))
	if strings.HasSuffix(win, "+") || p.JS(`String(document.getElementById('dlg-safari').open)`) == "true" {
		p.Wait("the safari question", `document.getElementById('dlg-safari').open`, browsertest.PageWait)
		p.TapInView(map[bool]string{true: `document.getElementById('safari-go')`, false: `document.getElementById('safari-stop')`}[strings.HasSuffix(win, "+")])
	}
	p.Wait("the puzzle solved", `document.body.dataset.puzzle === 'solved'`, browsertest.PageWait)
	puzzleInView(t, p, "at the solved puzzle")

	rating := puzzleRated(1000, pz.Difficulty, false)
	want := strings.NewReplacer("{rating}", strconv.Itoa(rating), "{n}", "1", "{total}", strconv.Itoa(len(puzzles))).Replace(tables["en"]["puzzle.progress"])
	if got := p.Text("puzzle-progress"); got != want {
		t.Errorf("puzzle %d (difficulty %d) solved after a hint: the progress is %q, want %q (%d if solved at the first try)",
			pz.ID, pz.Difficulty, got, want, puzzleRated(1000, pz.Difficulty, true))
	}
	failed := p.JS(`JSON.stringify(JSON.parse(localStorage.getItem('bao-puzzles')).failed)`)
	if !slices.Contains(strings.Split(strings.Trim(failed, "[]"), ","), strconv.Itoa(pz.ID)) {
		t.Errorf("puzzle %d solved after a hint: the puzzles failed are %s, want it among them", pz.ID, failed)
	}
	noErrors(t, p)
}
