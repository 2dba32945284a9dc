package engine

import (
	"slices"
	"testing"
)

func TestGame(t *testing.T) {
	r := DefaultRules(Kiswahili)
	start := StartPosition(Kiswahili)
	g := NewGame(&r, start)
	if len(g.History()) != 0 || len(g.Moves()) != 0 || *g.Current() != start || g.Undo() {
		t.Fatalf("a new game: history %v, moves %v, undo possible", g.History(), g.Moves())
	}
	want := []Position{start}
	p := start
	for i, tok := range []string{"A7L", "a5R", "A6L"} {
		m, err := g.PlayToken(tok)
		if err != nil {
			t.Fatalf("move %d %s: %v", i+1, tok, err)
		}
		if m.String() != tok {
			t.Errorf("move %d: played %v, want %s", i+1, m, tok)
		}
		p, err = r.Play(&p, m)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, p)
	}
	if !slices.Equal(g.Positions(), want) || *g.Current() != p || g.Start() != start {
		t.Fatalf("positions differ from playing the moves one by one")
	}
	keys := []uint64{want[0].Key, want[1].Key, want[2].Key}
	if h := g.History(); !slices.Equal(h, keys) {
		t.Errorf("history %x, want the keys before the current position %x", h, keys)
	}
	// The history is the caller's: changing it leaves the game alone.
	g.History()[0] = 0
	if g.History()[0] != keys[0] {
		t.Errorf("History shares its slice with the game")
	}
	if _, err := g.PlayToken("Z9Q"); err == nil || len(g.Moves()) != 3 {
		t.Errorf("a bad token: %v, %d moves", err, len(g.Moves()))
	}
	if err := g.Play(Move(0xff)); err == nil || len(g.Moves()) != 3 {
		t.Errorf("an illegal move: %v, %d moves", err, len(g.Moves()))
	}
	if !g.Undo() || len(g.Moves()) != 2 || *g.Current() != want[2] || !slices.Equal(g.History(), keys[:2]) {
		t.Errorf("after undo: %d moves, history %x", len(g.Moves()), g.History())
	}
	if got := HistoryKeys(nil); got == nil || len(got) != 0 {
		t.Errorf("HistoryKeys(nil) = %#v, want an empty slice", got)
	}
}

func TestGameLastMoveBy(t *testing.T) {
	r := DefaultRules(Kiswahili)
	g := NewGame(&r, StartPosition(Kiswahili))
	if i, j := g.LastMoveBy(South), g.LastMoveBy(North); i != -1 || j != -1 {
		t.Fatalf("a new game: LastMoveBy South %d, North %d, want -1 and -1", i, j)
	}
	if _, err := g.PlayToken("A7L"); err != nil {
		t.Fatal(err)
	}
	if i, j := g.LastMoveBy(South), g.LastMoveBy(North); i != 0 || j != -1 {
		t.Errorf("after South's move: LastMoveBy South %d, North %d, want 0 and -1", i, j)
	}
	for _, tok := range []string{"a5R", "A6L"} {
		if _, err := g.PlayToken(tok); err != nil {
			t.Fatal(err)
		}
	}
	if i, j := g.LastMoveBy(South), g.LastMoveBy(North); i != 2 || j != 1 {
		t.Errorf("after three moves: LastMoveBy South %d, North %d, want 2 and 1", i, j)
	}
}

func TestGameResetAndAppendHistory(t *testing.T) {
	r := DefaultRules(Kiswahili)
	start := StartPosition(Kiswahili)
	g := NewGame(&r, start)
	for _, tok := range []string{"A7L", "a5R", "A6L"} {
		if _, err := g.PlayToken(tok); err != nil {
			t.Fatal(err)
		}
	}
	buf := []uint64{42}
	if got := g.AppendHistory(buf); !slices.Equal(got, append([]uint64{42}, g.History()...)) {
		t.Errorf("AppendHistory(%v) = %x, want 42 then History's keys %x", buf, got, g.History())
	}
	other := StartPosition(Kiswahili)
	other.Side = North
	g.Reset(&r, other)
	if len(g.Moves()) != 0 || g.Start() != other || *g.Current() != other || len(g.History()) != 0 {
		t.Fatalf("after Reset: %d moves, history %x", len(g.Moves()), g.History())
	}
	kete := DefaultRules(Kete)
	g.Reset(&kete, StartPosition(Kete))
	if g.Rules().Variant != Kete || len(g.Moves()) != 0 {
		t.Fatalf("after Reset to Kete: variant %v, %d moves", g.Rules().Variant, len(g.Moves()))
	}
	// A game played again after Reset, and its history appended to a
	// slice with room, allocate nothing.
	g.Reset(&r, start)
	keys := make([]uint64, 0, 8)
	m, err := r.ParseMove(&start, "A7L")
	if err != nil {
		t.Fatal(err)
	}
	allocs := testing.AllocsPerRun(10, func() {
		g.Reset(&r, start)
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		keys = g.AppendHistory(keys[:0])
	})
	if allocs != 0 || !slices.Equal(keys, []uint64{start.Key}) {
		t.Errorf("replay after Reset: %v allocations, history %x", allocs, keys)
	}
}
