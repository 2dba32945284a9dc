package bench

import (
	"os"
	"testing"
	"time"

	"github.com/baoengine/bao/search"
)

// TestStrength plays the full searcher at 100 ms a move against a
// depth-4 minimax with the same evaluation, 100 balanced openings (depth-8
// score within 10 seeds) with both colours (200 games), and requires at
// least 85%. It takes minutes: set BAO_STRENGTH=1 to run it.
func TestStrength(t *testing.T) {
	if os.Getenv("BAO_STRENGTH") == "" {
		t.Skip("set BAO_STRENGTH=1 to play the strength match (slow)")
	}
	opts := search.DefaultOptions()
	opts.MoveOverhead = 0
	opts.HashMiB = 16
	full := func() Player { return SearchPlayer(opts, 100*time.Millisecond, 0) }
	minimax := func() Player { return MinimaxPlayer(4) }
	m, err := Match(Openings(100, 1, Balanced(8, 1000)), full, minimax, 2, 400)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("full search (100 ms) vs minimax depth 4: %v", m)
	if m.Score() < 0.85 {
		t.Fatalf("score %.1f%% < 85%%", 100*m.Score())
	}
}

// TestMatchSmoke plays a few fast games to check the harness.
func TestMatchSmoke(t *testing.T) {
	opts := search.DefaultOptions()
	a := func() Player { return SearchPlayer(opts, 0, 4) }
	b := func() Player { return MinimaxPlayer(1) }
	m, err := Match(Openings(3, 9, nil), a, b, 1, 300)
	if err != nil {
		t.Fatal(err)
	}
	if m.Games() != 6 {
		t.Fatalf("%d games, want 6", m.Games())
	}
	t.Log(m)
}

func TestElo(t *testing.T) {
	m := MatchResult{Wins: 75, Losses: 25}
	e, d := m.Elo()
	if e < 190 || e > 192 || d < 50 || d > 100 {
		t.Fatalf("75%%: elo %v ± %v", e, d)
	}
	if e, _ := (MatchResult{Wins: 10, Losses: 10, Draws: 5}).Elo(); e != 0 {
		t.Fatalf("50%%: elo %v", e)
	}
}

// TestSelfPlayOption plays the searcher with one option switched on
// against the defaults, 50 ms a move, 100 balanced openings with both
// colours: BAO_SELFPLAY=lmr or nullmove or history (slow).
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
	a := func() Player { return SearchPlayer(test, 50*time.Millisecond, 0) }
	b := func() Player { return SearchPlayer(base, 50*time.Millisecond, 0) }
	m, err := Match(Openings(100, 3, Balanced(8, 1000)), a, b, 2, 400)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s on vs default (50 ms): %v", name, m)
}
