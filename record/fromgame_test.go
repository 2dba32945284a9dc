package record

import (
	"bytes"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

func TestFromGame(t *testing.T) {
	r := engine.DefaultRules(engine.Kete)
	g := engine.NewGame(&r, engine.StartPosition(engine.Kete))
	for _, tok := range []string{"A7L", "a5R", "A6L"} {
		if _, err := g.PlayToken(tok); err != nil {
			t.Fatal(err)
		}
	}
	rec := FromGame(g, []string{"book", "+0.25/6 0.10s"})
	if len(rec.Moves) != 3 || rec.Moves[0].Comment != "book" || rec.Moves[1].Comment != "+0.25/6 0.10s" || rec.Moves[2].Comment != "" {
		t.Fatalf("moves %+v", rec.Moves)
	}
	if rec.Result != engine.NoResult {
		t.Errorf("an unfinished game has result %v", rec.Result)
	}
	var buf bytes.Buffer
	if err := Write(&buf, rec); err != nil {
		t.Fatal(err)
	}
	back, err := NewReader(strings.NewReader(buf.String())).Next()
	if err != nil {
		t.Fatalf("reading the written record: %v\n%s", err, buf.String())
	}
	rules, positions, err := Replay(back)
	if err != nil || rules.Variant != engine.Kete || positions[len(positions)-1] != *g.Current() {
		t.Errorf("the record replays to another game (%v):\n%s", err, buf.String())
	}

	// A finished game carries its result: a random game played to the end.
	g = engine.NewGame(&r, engine.StartPosition(engine.Kete))
	for i := 0; i < 3000; i++ {
		if res, _ := r.Outcome(g.Current()); res != engine.NoResult {
			break
		}
		var ml engine.MoveList
		r.Legal(g.Current(), &ml)
		if err := g.Play(ml.Moves[i%ml.N]); err != nil {
			t.Fatal(err)
		}
	}
	res, why := r.Outcome(g.Current())
	if res == engine.NoResult {
		t.Fatal("the game did not end")
	}
	if rec := FromGame(g, nil); rec.Result != res || rec.Termination != why || len(rec.Moves) != len(g.Moves()) {
		t.Errorf("finished game: result %v %q, %d moves; want %v %q, %d", rec.Result, rec.Termination, len(rec.Moves), res, why, len(g.Moves()))
	}
}
