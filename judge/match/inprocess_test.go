package match

import (
	"context"
	"sync"
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestInProcessPlayer: a Go function plays through the runner like an
// engine: it gets the game's history (the keys of the earlier positions,
// book moves included), its moves are refereed and recorded, one player
// is made per game slot, and a player that returns no move loses on an
// illegal move.
func TestInProcessPlayer(t *testing.T) {
	var mu sync.Mutex
	made := 0
	first := func() Mover {
		mu.Lock()
		made++
		mu.Unlock()
		return func(r *engine.Rules, p *engine.Position, history []uint64) engine.Move {
			var ml engine.MoveList
			r.Legal(p, &ml)
			if ml.N == 0 {
				return engine.NoMove
			}
			return ml.Moves[0]
		}
	}
	checked := 0
	checker := func() Mover {
		return func(r *engine.Rules, p *engine.Position, history []uint64) engine.Move {
			// The history replays: the last key is a position one move
			// before p, and p itself is not in it.
			if len(history) == 0 {
				t.Error("no history: the book moves come before every move of the players")
			}
			for _, k := range history {
				if k == p.Key {
					t.Errorf("history holds the position to move in")
				}
			}
			checked++
			var ml engine.MoveList
			r.Legal(p, &ml)
			return ml.Moves[ml.N-1]
		}
	}
	c, pgn := testConfig(t, 4, "builtin=random", "builtin=random")
	c.Engines[0] = EngineSpec{Name: "first", Player: first}
	c.Engines[1] = EngineSpec{Name: "checker", Player: checker}
	for i := range c.Engines {
		if err := c.Engines[i].Complete(); err != nil {
			t.Fatal(err)
		}
	}
	c.MaxPlies = 300
	tally, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if tally.Games != 4 || checked == 0 || made != 1 {
		t.Fatalf("%d games, %d moves checked, %d players made (one slot): want 4, >0, 1", tally.Games, checked, made)
	}
	if n := len(replayAll(t, pgn.Bytes())); n != 4 {
		t.Fatalf("%d records", n)
	}

	none := EngineSpec{Name: "none", Player: func() Mover {
		return func(*engine.Rules, *engine.Position, []uint64) engine.Move { return engine.NoMove }
	}}
	c, _ = testConfig(t, 2, "builtin=greedy", "builtin=random")
	c.Engines[1] = none
	if err := c.Engines[1].Complete(); err != nil {
		t.Fatal(err)
	}
	tally, err = Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if tally.Terminations[ReasonIllegal.String()] != 2 {
		t.Fatalf("terminations %v: a player without a move loses on an illegal move", tally.Terminations)
	}
	bad := EngineSpec{Player: first, Builtin: BuiltinRandom}
	if err := bad.Complete(); err == nil {
		t.Fatal("an in-process player with builtin= was accepted")
	}
}
