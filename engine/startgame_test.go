package engine

import (
	"slices"
	"strings"
	"testing"
)

// TestMoveTokens: a move list skips a record's move numbers and keeps
// every other token, so a bad token is still reported by the rules.
func TestMoveTokens(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"A6L a5R", []string{"A6L", "a5R"}},
		{"1. A6L a5R 2. A7L", []string{"A6L", "a5R", "A7L"}},
		{"1... a5R 12. A7L", []string{"a5R", "A7L"}},
		{"  ", nil},
		{". 1x. A6L", []string{".", "1x.", "A6L"}},
	} {
		if got := MoveTokens(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("MoveTokens(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestStartGame(t *testing.T) {
	r := DefaultRules(Kujifunza)
	g, err := StartGame(&r, "", []string{"A3R", "a6R"})
	if err != nil || len(g.Moves()) != 2 || g.Start() != StartPosition(Kujifunza) {
		t.Fatalf("start game: %v, %v", g, err)
	}
	if len(g.History()) != 2 {
		t.Errorf("history of %d positions, want 2", len(g.History()))
	}
	if _, err := StartGame(&r, "1,2,3", nil); err == nil || !strings.HasPrefix(err.Error(), "fen: ") {
		t.Errorf("bad BFEN: %v", err)
	}
	if _, err := StartGame(&r, "", []string{"A3R", "Z9L"}); err == nil || !strings.HasPrefix(err.Error(), "moves: move 2: ") {
		t.Errorf("bad move: %v", err)
	}
}

func TestRulesDescribe(t *testing.T) {
	r := DefaultRules(Kete)
	if got := r.Describe(); got != "kete rules" {
		t.Errorf("default kete: %q", got)
	}
	if err := r.Set("infiniteMoveLapLimit", "99"); err != nil {
		t.Fatal(err)
	}
	if got := r.Describe(); got != "kete rules with infiniteMoveLapLimit=99" {
		t.Errorf("with an option: %q", got)
	}
}
