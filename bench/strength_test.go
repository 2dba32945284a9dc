package bench

import (
	"os"
	"testing"
	"time"

	"github.com/baoengine/bao/judge/match"
	"github.com/baoengine/bao/search"
)

// TestStrength plays the full searcher at 100 ms a move against a
// depth-4 minimax with the same evaluation on judge/match's built-in
// openings, 34 pairs per variant with both colours (204 games), and
// requires at least 85%. It takes minutes: set BAO_STRENGTH=1 to run it.
func TestStrength(t *testing.T) {
	if os.Getenv("BAO_STRENGTH") == "" {
		t.Skip("set BAO_STRENGTH=1 to play the strength match (slow)")
	}
	opts := search.DefaultOptions()
	opts.MoveOverhead = 0
	opts.HashMiB = 16
	full := match.EngineSpec{Name: "full", Player: searchPlayer(opts, 100*time.Millisecond, 0)}
	minimax := match.EngineSpec{Name: "minimax", Player: minimaxPlayer(4)}
	sc, _, line, err := playMatch(full, minimax, 34, 400)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("full search (100 ms) vs minimax depth 4: %s", line)
	if sc.Points() < 0.85 {
		t.Fatalf("score %.1f%% < 85%%", 100*sc.Points())
	}
}

// TestSearchPlayers plays a few fast games of the searcher (depth 4)
// against minimax depth 1 through the match runner: the in-process
// players are legal and finish their games, and the searcher wins most.
func TestSearchPlayers(t *testing.T) {
	a := match.EngineSpec{Name: "search", Player: searchPlayer(search.DefaultOptions(), 0, 4)}
	b := match.EngineSpec{Name: "minimax", Player: minimaxPlayer(1)}
	sc, pe, line, err := playMatch(a, b, 1, 300)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(line)
	if sc.Games() != 6 || pe.Pairs() != 3 {
		t.Fatalf("%d games and %d pairs, want 6 and 3", sc.Games(), pe.Pairs())
	}
	if sc.W < 4 {
		t.Fatalf("depth 4 against minimax depth 1: %s", line)
	}
}

// TestSelfPlayOption plays the searcher with one option switched on
// against the defaults, 50 ms a move, 34 pairs of built-in openings per
// variant: BAO_SELFPLAY=lmr or nullmove or history or mtdf (slow).
func TestSelfPlayOption(t *testing.T) {
	name := os.Getenv("BAO_SELFPLAY")
	if name == "" {
		t.Skip("set BAO_SELFPLAY=lmr|nullmove|history|mtdf to measure an option in self-play (slow)")
	}
	base := search.DefaultOptions()
	base.MoveOverhead = 0
	test := base
	switch name {
	case "lmr":
		test.LMR = true
	case "nullmove":
		test.NullMove = true
	case "history":
		test.History = true
	case "mtdf":
		test.Algorithm = "mtdf"
	default:
		t.Fatalf("unknown option %q", name)
	}
	a := match.EngineSpec{Name: name, Player: searchPlayer(test, 50*time.Millisecond, 0)}
	b := match.EngineSpec{Name: "default", Player: searchPlayer(base, 50*time.Millisecond, 0)}
	_, _, line, err := playMatch(a, b, 34, 400)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s on vs default (50 ms): %s", name, line)
}
