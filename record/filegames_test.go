package record_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/record/recordtest"
)

func TestEachGame(t *testing.T) {
	path := recordtest.WriteFile(t, t.TempDir(), "games.jsonl", recordtest.GamesJSONL)
	var got []*record.FileGame
	format, err := record.EachGame(path, nil, func(v *record.FileGame) error {
		got = append(got, v)
		return nil
	})
	if err != nil || format != record.FormatJSON {
		t.Fatalf("EachGame: format %v, error %v", format, err)
	}
	if len(got) != 5 {
		t.Fatalf("%d games handed over, want 5", len(got))
	}
	for i, v := range got {
		bad := i == 3
		if (v.Problem() != nil) != bad || v.N != i+1 || v.Line != i+1 || v.File != path || v.Format != record.FormatJSON || (v.Err != nil) != bad || (v.Game == nil) != bad {
			t.Errorf("game %d: %+v", i+1, v)
		}
	}
	problem := got[3].Problem()
	want := path + `:4: game 4 (from line 4): move 1 "B1L" (ply 1): not legal here`
	var re *record.Error
	if !strings.HasPrefix(problem.Error(), want) || !errors.As(problem, &re) || re.Line != 4 {
		t.Errorf("Problem() = %q (unwraps to %v), want it to start %q and unwrap to the *Error", problem, re, want)
	}

	// ErrStopGames stops quietly; another error stops and is returned.
	calls := 0
	if _, err := record.EachGame(path, nil, func(v *record.FileGame) error {
		calls++
		if v.N == 2 {
			return record.ErrStopGames
		}
		return nil
	}); err != nil || calls != 2 {
		t.Errorf("stopped at game 2: %d calls, error %v", calls, err)
	}
	boom := errors.New("boom")
	if _, err := record.EachGame(path, nil, func(*record.FileGame) error { return boom }); !errors.Is(err, boom) {
		t.Errorf("the function's error: got %v", err)
	}
	if _, err := record.EachGame(filepath.Join(t.TempDir(), "missing.pgn"), nil, func(*record.FileGame) error { return nil }); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: got %v", err)
	}
}

// TestEachGameStdinAndLineAtFault reads the record text from stdin ("-")
// and names, for a game cut off in its movetext, the line at fault and
// the line the game began on.
func TestEachGameStdinAndLineAtFault(t *testing.T) {
	text := "[Variant \"kujifunza\"]\n\n1. A3R a6R *\n\n[Variant \"kujifunza\"]\n\n1. A3R\n{cut"
	var problems []string
	games := 0
	format, err := record.EachGame("-", strings.NewReader(text), func(v *record.FileGame) error {
		if v.Err != nil {
			problems = append(problems, v.Problem().Error())
		} else {
			games++
		}
		return nil
	})
	if err != nil || format != record.FormatPGN || games != 1 || len(problems) != 1 {
		t.Fatalf("format %v, %d good games, problems %q, error %v", format, games, problems, err)
	}
	if want := "-:8: game 2 (from line 5): "; !strings.HasPrefix(problems[0], want) {
		t.Errorf("problem %q, want it to start %q", problems[0], want)
	}
}
