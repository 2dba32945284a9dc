package site

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
)

// analysisPanel is what the Analysis tab shows: its lines (each row's
// text and the line's first move), the evaluation bar's text and width,
// and the search's figures.
type analysisPanel struct {
	Rows  []string `json:"rows"`
	First []string `json:"first"`
	Bar   string   `json:"bar"`
	Fill  string   `json:"fill"`
	Stats string   `json:"stats"`
}

// readAnalysis reads the Analysis tab.
func readAnalysis(t *testing.T, p *browsertest.Page) analysisPanel {
	t.Helper()
	s := p.JS(`JSON.stringify({
		rows: [...document.querySelectorAll('#pv-lines tr')].map((r) => r.textContent),
		first: [...document.querySelectorAll('#pv-lines tr .pv')].map((c) => c.textContent.trim().split(/\s+/)[0]),
		bar: document.getElementById('evalbar-text').textContent,
		fill: document.getElementById('evalbar-fill').style.width,
		stats: document.getElementById('stats').textContent,
	})`)
	var a analysisPanel
	if err := json.Unmarshal([]byte(s), &a); err != nil {
		t.Fatalf("the Analysis tab: %v in %s", err, s)
	}
	return a
}

// noAnalysis fails the test unless the Analysis tab shows nothing: no
// line, no win chance or evaluation on the bar (empty, at the middle),
// no figures.
func noAnalysis(t *testing.T, p *browsertest.Page, none, when string) {
	t.Helper()
	a := readAnalysis(t, p)
	if len(a.Rows) != 0 || a.Bar != "–" || a.Fill != "50%" || a.Stats != none {
		t.Errorf("%s, before Start, the Analysis tab shows what it did not compute for this position: lines %q, bar %q (width %s), figures %q",
			when, a.Rows, a.Bar, a.Fill, a.Stats)
	}
}

// linesFor fails the test unless every line shown starts with a move of
// side ("S" or "N") from a hole in holes (any of the side's when holes
// is nil): lines of the position on the board, not of another.
func linesFor(t *testing.T, a analysisPanel, side string, holes []string, when string) {
	t.Helper()
	for i, m := range a.First {
		own := len(m) >= 2 && strings.ContainsRune(map[string]string{"S": "AB", "N": "ab"}[side], rune(m[0]))
		if !own || (holes != nil && !slices.Contains(holes, m[:2])) {
			t.Errorf("%s: line %d (%q) starts with %q, no move of the position on the board (%s to move, holes %v)", when, i+1, a.Rows[i], m, side, holes)
		}
	}
}

// movableHoles are the holes that glow on the board: those a move of the
// person's starts from.
func movableHoles(p *browsertest.Page) []string {
	return strings.Fields(p.JS(`[...document.querySelectorAll('.hole.movable')].map((h) => h.dataset.hole).join(' ')`))
}

// TestPhoneAnalysisOwnPosition: the Analysis tab shows nothing it did not
// compute for the position on the board. In a game against a level,
// after the analysis of a position was stopped and the game went on, the
// tab shows no line, bar or figure of the position before; after Start,
// every line is a line of the position on the board, and after a move
// the previous position's lines are gone at once; a new game's start,
// after the engine's searches at its level, shows nothing until Start,
// nor does the engine's first move of a new game.
func TestPhoneAnalysisOwnPosition(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	none := stringTables(t)["en"]["analysis.stats.none"]
	p, _ := openPhone(t, 360, 740, browsertest.Language("en")...)
	p.SetSelect("anim-speed", "5") // the test's setup: no animation
	rng := rand.New(rand.NewPCG(49, 2))
	// newGame starts a game against level 3, the person playing side,
	// and waits for the person's first move.
	newGame := func(what, side string) {
		p.TapInView(`document.getElementById('btn-new')`)
		p.Wait("the New game dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
		chooseInView(t, p, "new-side", side)
		chooseInView(t, p, "new-opponent", "3")
		chooseInView(t, p, "new-variant", "kiswahili")
		p.TapInView(`document.getElementById('new-ok')`)
		ply := map[string]string{"S": "0", "N": "1"}[side]
		p.Wait(what, `document.body.dataset.turn === 'human' && document.body.dataset.ply === '`+ply+`'`, browsertest.PageWait)
	}
	southMove := func() {
		tapMoveInView(t, p, rng)
		p.Wait("South's turn again", `document.body.dataset.turn === 'human'`, browsertest.PageWait)
	}
	analyse := func() {
		p.TapInView(`document.getElementById('btn-analyse')`)
	}
	// lines waits for the analysis's lines of the shown position, searched
	// a few plies deep.
	lines := func(what string) {
		p.Wait(what, `[...document.querySelectorAll('#pv-lines .pv')].some((c) => /\(d([4-9]|\d\d+)\)$/.test(c.textContent))`, browsertest.PageWait)
	}

	newGame("a game against level 3", "S")
	southMove()
	southMove()
	p.OpenTab("tab-analysis")
	noAnalysis(t, p, none, "after the engine's moves")

	// Start: lines of this position, South to move.
	analyse()
	lines("the analysis")
	linesFor(t, readAnalysis(t, p), "S", movableHoles(p), "analysing South's move")
	if a := readAnalysis(t, p); !strings.Contains(a.Bar, "%") || a.Stats == none {
		t.Errorf("analysing, the bar says %q and the figures %q: no win chance or figures", a.Bar, a.Stats)
	}
	// Stop; the game goes on: the lines of the position before go.
	analyse()
	p.Wait("the analysis stopped", `document.getElementById('btn-analyse').textContent === `+jsString(stringTables(t)["en"]["analysis.start"]), browsertest.PageWait)
	southMove()
	noAnalysis(t, p, none, "after a move of each side")

	// While the analysis runs, a move: the lines of the position before
	// are gone at once, and those shown are North's.
	analyse()
	lines("the analysis again")
	before := p.Ply()
	tapMoveInView(t, p, rng)
	if p.Ply() != before+1 {
		t.Fatalf("after South's move the game has %d plies, want %d", p.Ply(), before+1)
	}
	linesFor(t, readAnalysis(t, p), "N", nil, "right after South's move")
	lines("the analysis of North's move")
	linesFor(t, readAnalysis(t, p), "N", nil, "analysing North's move")
	// Stop: the engine plays its move; its lines go.
	analyse()
	p.Wait("the engine's move", `document.body.dataset.turn === 'human'`, browsertest.PageWait)
	noAnalysis(t, p, none, "after the engine's move")

	// A new game: nothing of the game before, nor of the engine's search
	// at its level, until Start.
	southMove()
	newGame("a new game", "S")
	noAnalysis(t, p, none, "at a new game's start")
	analyse()
	lines("the analysis of the start")
	linesFor(t, readAnalysis(t, p), "S", movableHoles(p), "analysing the start")
	analyse()
	// A new game in which the engine moves first: its search at its level
	// shows nothing either.
	newGame("a new game, North's turn after the engine's first move", "N")
	noAnalysis(t, p, none, "after the engine's first move of a new game")
	noErrors(t, p)
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
