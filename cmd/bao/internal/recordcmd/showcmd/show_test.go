package showcmd

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/record/recordtest"
)

func TestShow(t *testing.T) {
	path := recordtest.WriteFile(t, t.TempDir(), "games.jsonl", recordtest.GamesJSONL)
	var out bytes.Buffer
	if err := show(&out, path, showOptions{Game: 1, Ply: 2}); err != nil {
		t.Fatal(err)
	}
	p := engine.StartPosition(engine.Kujifunza)
	rules := engine.DefaultRules(engine.Kujifunza)
	for _, tok := range []string{"A3R", "a6R"} {
		m, err := engine.ParseMove(tok)
		if err != nil {
			t.Fatal(err)
		}
		p, _ = rules.Play(&p, m)
	}
	want := "Game 1 of " + path + " (line 1): Ann (South) vs Bao (North)\n" +
		"Variant kujifunza, 2 plies, result 1-0 (time forfeit: North took 1.2s)\n\n" +
		"Ply 2: 1... a6R (North)\n" + engine.Diagram(&p) + "Fen: " + p.String() + "\n\n"
	if out.String() != want {
		t.Errorf("game 1, ply 2:\n%s\nwant:\n%s", out.String(), want)
	}

	// Every ply: the start, then each move with its comment.
	out.Reset()
	if err := show(&out, path, showOptions{Game: 2, Ply: -1}); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"Game 2 of " + path + " (line 2): ? (South) vs ? (North)\n",
		"result 0-1 (adjudication after 40 moves)\n",
		"Start position, South to move\n  North hand ",
		"Ply 1: 1. A3R {+0.12/3 0.01s} (South)\n  North hand "} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("game 2, every ply, lacks %q:\n%s", w, out.String())
		}
	}
	if n := strings.Count(out.String(), "Fen: "); n != 2 {
		t.Errorf("game 2: %d positions shown, want 2", n)
	}

	for _, c := range []struct {
		opts showOptions
		want string
	}{
		{showOptions{Game: 9, Ply: -1}, path + " holds 5 game(s), not 9"},
		{showOptions{Game: 1, Ply: 3}, "game 1 has 2 plies, not 3"},
		{showOptions{Game: 4, Ply: -1}, path + `:4: game 4 (from line 4): move 1 "B1L"`},
	} {
		out.Reset()
		err := show(&out, path, c.opts)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) || out.Len() != 0 {
			t.Errorf("Show %+v: error %v, %d bytes written; want %q and nothing written", c.opts, err, out.Len(), c.want)
		}
	}
	var re *record.Error
	if err := show(&out, path, showOptions{Game: 4, Ply: -1}); !errors.As(err, &re) {
		t.Errorf("a bad game: error %v, want it to unwrap to the *Error", err)
	}
}
