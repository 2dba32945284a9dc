package server

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/chromedp"
)

// twoMoves returns the first two moves of a game of Bao la Kujifunza:
// South's first legal move and North's first legal reply.
func twoMoves(t *testing.T) []string {
	t.Helper()
	rules := engine.DefaultRules(engine.Kujifunza)
	pos := engine.StartPosition(engine.Kujifunza)
	var out []string
	for range 2 {
		var ml engine.MoveList
		rules.Legal(&pos, &ml)
		next, err := rules.Play(&pos, ml.Moves[0])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, ml.Moves[0].String())
		pos = next
	}
	return out
}

// TestBrowserStorageFromThePageBefore plants what the page before this one
// kept in localStorage (most values without a version: a bare language, a
// bare tab, a bare list of lessons done), with a puzzle in progress over a
// game in progress, and reloads: the page speaks the language kept, shows
// the tab and the Learn part kept, the rating and the lessons done, and
// the game in progress with its moves, players and the engine's strength;
// the new-game dialog offers the last choice. The puzzle in progress and
// the puzzles solved named puzzles of the file before this one (other
// positions under the same numbers): they are dropped, the rating kept.
func TestBrowserStorageFromThePageBefore(t *testing.T) {
	p, _ := phonePage(t, 360, 740)
	moves := twoMoves(t)
	game, err := json.Marshal(map[string]any{
		"version": 1,
		"game":    map[string]any{"variant": "kujifunza", "options": map[string]string{"infiniteMoveLapLimit": "700"}, "fen": "", "moves": moves},
		"hints":   []int{0}, "players": map[string]string{"S": "human", "N": "engine"}, "levelSeed": 4242,
		"strength": map[string]string{"mode": "depth", "level": "3", "value": "2"},
	})
	if err != nil {
		t.Fatal(err)
	}
	before := map[string]string{
		"bao-game":         string(game),
		"bao-new-game":     `{"side":"N","opponent":"2","variant":"kete"}`,
		"bao-lang":         `sw`,
		"bao-lessons-done": `["namua","capture"]`,
		"bao-puzzles":      `{"rating":1032,"solved":[3,7],"failed":[5]}`,
		"bao-puzzle":       `{"id":5,"players":{"S":"human","N":"engine"},"tried":true}`,
		"bao-learn":        `puzzles`,
		"bao-tab":          `panel-learn`,
	}
	var plant strings.Builder
	plant.WriteString("(() => { localStorage.clear(); ")
	for k, v := range before {
		fmt.Fprintf(&plant, "localStorage.setItem(%q, %q); ", k, v)
	}
	plant.WriteString("return ''; })()")
	p.JS(plant.String())
	p.Do("reload", chromedp.Reload())
	p.Wait("the page with the game in progress", pageReady+fmt.Sprintf(` && document.body.dataset.puzzle === 'off' && document.body.dataset.ply === '%d'`, len(moves)), browsertest.PageWait)
	boardInView(t, p, "after the update")
	if got := p.JS(`document.documentElement.lang`); got != "sw" {
		t.Errorf("the page speaks %q, want the language kept, sw", got)
	}
	if got := p.JS(`String(!document.getElementById('panel-learn').hidden && !document.getElementById('learn-puzzles').hidden)`); got != "true" {
		t.Errorf("the Learn tab's puzzles are not shown, as kept")
	}
	if got := p.JS(`String(document.getElementById('puzzle-box').hidden)`); got != "true" {
		t.Errorf("a puzzle of the file before is on the board")
	}
	if got := p.Text("puzzle-progress"); !strings.Contains(got, "1032") || !strings.Contains(got, " 0 ") {
		t.Errorf("the puzzles' progress is %q, want the rating 1032 and none solved", got)
	}
	if got := p.JS(`[...document.querySelectorAll('.lesson-item.done')].map((b) => b.dataset.lesson).join(',')`); got != "namua,capture" {
		t.Errorf("the lessons marked done are %q, want namua,capture", got)
	}

	if got := moveList(p); got != strings.Join(moves, " ") {
		t.Errorf("the moves are %q, want %q", got, strings.Join(moves, " "))
	}
	if got := p.JS(`document.getElementById('player-N').value + ' ' + document.getElementById('strength-mode').value + ' ' + document.getElementById('strength-value').value`); got != "engine depth 2" {
		t.Errorf("North and the engine's strength are %q, want \"engine depth 2\"", got)
	}
	if got := p.JS(`JSON.parse(localStorage.getItem('bao-game')).levelSeed + ' ' + JSON.parse(localStorage.getItem('bao-game')).game.options.infiniteMoveLapLimit`); got != "4242 700" {
		t.Errorf("the game's seed and lap limit are %q, want \"4242 700\"", got)
	}
	p.TapInView(`document.getElementById('btn-new')`)
	p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
	if got := p.JS(`document.getElementById('new-side').value + ' ' + document.getElementById('new-variant').value + ' ' + document.getElementById('new-opponent').value`); got != "N kete custom" {
		t.Errorf("the new-game dialog offers %q, want the last choice \"N kete\" against the engine of the settings (custom)", got)
	}
	noJSErrors(t, p)
}
