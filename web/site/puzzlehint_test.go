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
	openPuzzles(t, p)
	p.TapInView(`document.getElementById('puzzle-start')`)
	p.Wait("a puzzle", `document.body.dataset.puzzle === 'task' && document.body.dataset.ply === '1' && document.body.dataset.turn === 'human'`, browsertest.PageWait)
	pz := puzzles[atoi(t, p.JS(`document.getElementById('puzzle-box').dataset.id`))]
	awaitTurn(t, p, pz, 0)

	p.TapInView(`document.getElementById('btn-hint')`)
	p.Wait("the hint", `document.body.dataset.hint === 'shown' && document.querySelectorAll('.hole.hinted .arrow.hint').length === 1`, browsertest.PageWait)
	puzzleInView(t, p, "with the hint shown")
	win := pz.Line[0]
	if p.JS(fmt.Sprintf(`String(!!document.querySelector('.hole.selected[data-hole="%s"]'))`, win[:2])) != "true" {
		p.TapHole(p.TapInView, fmt.Sprintf(`document.querySelector('.hole[data-hole="%s"]')`, win[:2]))
	}
	p.TapInView(fmt.Sprintf(`document.querySelector('.hole.selected .arrow[data-letter="%s"]')`, win[2:3]))
	if strings.HasSuffix(win, "+") || p.JS(`String(document.getElementById('dlg-safari').open)`) == "true" {
		p.Wait("the safari question", `document.getElementById('dlg-safari').open`, browsertest.PageWait)
		p.TapInView(map[bool]string{true: `document.getElementById('safari-go')`, false: `document.getElementById('safari-stop')`}[strings.HasSuffix(win, "+")])
	}
	if pz.Asked > 1 {
		solveFrom(t, p, pz, 1)
	}
	p.Wait("the puzzle solved", `document.body.dataset.puzzle === 'solved'`, browsertest.PageWait)
	puzzleInView(t, p, "at the solved puzzle")

	failedTry, _ := duel(t, p, newPerson, startOf(pz), false)
	solvedTry, _ := duel(t, p, newPerson, startOf(pz), true)
	if got, want := p.Text("puzzle-progress"), progressText(tables, "en", failedTry, 1, len(puzzles)); got != want {
		t.Errorf("puzzle %d (rated %.0f) solved after a hint: the progress is %q, want %q (%.0f if solved at the first try)",
			pz.ID, pz.Rating, got, want, solvedTry.Rating)
	}
	failed := p.JS(`JSON.stringify(JSON.parse(localStorage.getItem('bao-puzzles')).failed)`)
	if !slices.Contains(strings.Split(strings.Trim(failed, "[]"), ","), strconv.Itoa(pz.ID)) {
		t.Errorf("puzzle %d solved after a hint: the puzzles failed are %s, want it among them", pz.ID, failed)
	}
	noErrors(t, p)
}
