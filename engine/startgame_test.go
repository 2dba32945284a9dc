package engine

import (
	"strings"
	"testing"
)

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
