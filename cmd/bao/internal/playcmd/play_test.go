package playcmd

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/clitest"
	"github.com/baoengine/bao/record"
)

// runCLIInput runs "bao ARGS" in-process with input as its standard
// input, with "bao play" as its one command.
func runCLIInput(input string, args ...string) (int, string, string) {
	return clitest.Run(nil, map[string]cli.Command{"play": Command()}, strings.NewReader(input), args...)
}

func TestPlaySession(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.pgn")
	input := strings.Join([]string{"help", "moves", "A5L", "A6", "Z9L", "A6L", "undo", "hint", "A7R", "board", "save " + file, "quit"}, "\n") + "\n"
	code, out, errs := runCLIInput(input, "play", "--depth", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"you are South",
		"Legal moves (4): A6L A6R A7L A7R",
		`move "A5L": not legal here`,
		`move "A6": ambiguous`,
		`move "Z9L": hole "Z9"`,
		"Engine plays ",
		"Took back 2 move(s).",
		"Hint: ",
		"Saved to " + file,
		"Bye.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := record.Read(f)
	if err != nil || len(games) != 1 {
		t.Fatalf("record: %v %d", err, len(games))
	}
	g := games[0]
	if len(g.Moves) != 2 || g.Moves[0].Text != "A7R" {
		t.Fatalf("record moves %+v", g.Moves)
	}
	if v, _ := g.Tag("South"); v != "human" {
		t.Fatalf("South tag %q", v)
	}
}

// TestPlayAsNorth: with --side north the engine, playing South, moves
// first; the player quits after it.
func TestPlayAsNorth(t *testing.T) {
	code, out, _ := runCLIInput("quit\n", "play", "--variant", "kujifunza", "--side", "north", "--depth", "1")
	if code != 0 || !strings.Contains(out, "Engine plays ") || !strings.Contains(out, "you are North") {
		t.Fatalf("exit %d: %s", code, out)
	}
}

func TestPlayBadFlags(t *testing.T) {
	if code, _, errs := runCLIInput("", "play", "--side", "east"); code != 2 || !strings.Contains(errs, "--side") {
		t.Fatalf("%d %q", code, errs)
	}
	if code, _, errs := runCLIInput("", "play", "--variant", "chess"); code != 2 || !strings.Contains(errs, "variant") {
		t.Fatalf("%d %q", code, errs)
	}
	// Each names the flag and its range. The first two were accepted: a
	// hundred million threads, a time that overflowed into "no limit".
	for _, c := range [][2]string{
		{"--threads=100000000", "--threads 100000000: want 1..256"},
		{"--movetime=99999999999999999", "--movetime 99999999999999999: want 1..604800000"},
		{"--movetime=0", "--movetime 0: want 1..604800000"},
		{"--depth=101", "--depth 101: want 0..100"},
		{"--depth=-1", "--depth -1: want 0..100"},
		{"--hash=0", "--hash 0 MiB: want 1.."},
	} {
		if code, _, errs := runCLIInput("quit\n", "play", "--side", "north", c[0]); code != 2 || !strings.Contains(errs, c[1]) {
			t.Errorf("%s: exit %d %q, want 2 and %q", c[0], code, errs, c[1])
		}
	}
}

// TestPlayInterruptInProcess: the same through a cancelled env.ctx, with
// the input still open (the reading goroutine must not keep the game
// waiting).
func TestPlayInterruptInProcess(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.pgn")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	inR, inW := io.Pipe()
	defer inW.Close()
	out := &clitest.TriggerWriter{When: "North to move (you play North)", Fire: cancel}
	e := &cli.Env{Args: []string{"--side", "north", "--depth", "1", "--save", file}, Stdin: inR, Stdout: out, Stderr: io.Discard, Ctx: ctx}
	if code := cli.Run(e, Command().Run); code != cli.ExitInterrupted {
		t.Fatalf("exit %d:\n%s", code, out.String())
	}
	if !strings.Contains(out.String(), "Game saved to "+file+" (1 moves).") {
		t.Fatalf("output:\n%s", out.String())
	}
}

// TestPlaySaveUnwritable: a --save file that cannot be written, or that
// is not a file of records, is found before the game, not after it, and
// left as it was.
func TestPlaySaveUnwritable(t *testing.T) {
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.txt")
	os.WriteFile(notes, []byte("my notes\n"), 0o644)
	for file, want := range map[string]string{
		filepath.Join(dir, "missing", "g.pgn"): "--save: " + filepath.Join(dir, "missing", "g.pgn") + ": cannot create it",
		notes:                                  "--save: " + notes + ": not a file of game records",
	} {
		code, out, errs := runCLIInput("A6L\nquit\n", "play", "--side", "north", "--depth", "1", "--save", file)
		if code != 1 || strings.Contains(out, "Engine plays") || !strings.Contains(errs, want) {
			t.Errorf("exit %d, stdout %q, stderr %q; want exit 1 and %q", code, out, errs, want)
		}
	}
	if data, _ := os.ReadFile(notes); string(data) != "my notes\n" {
		t.Errorf("the notes changed to %q", data)
	}
}

// TestPlayUndoBeforeFirstMove: playing North, undo before the player's
// first move took back the engine's opening move (and the engine played
// again); there is no move of the player's to take back, so the game
// stays as it is.
func TestPlayUndoBeforeFirstMove(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.pgn")
	code, out, errs := runCLIInput("undo\nquit\n", "play", "--side", "north", "--depth", "1", "--save", file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "No move of yours to take back") || strings.Contains(out, "Took back") {
		t.Errorf("undo before the first move of North:\n%s", out)
	}
	if n := strings.Count(out, "Engine plays "); n != 1 {
		t.Errorf("the engine played %d times, want once:\n%s", n, out)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := record.Read(f)
	if err != nil || len(games) != 1 {
		t.Fatalf("saved record: %d games, %v", len(games), err)
	}
	if n := len(games[0].Moves); n != 1 {
		t.Errorf("saved record: %d moves, want 1 (the engine's)", n)
	}
}

// TestPlayLevel: --level plays at a level for people, named by number or
// name; an unknown level is a usage error that lists the levels.
func TestPlayLevel(t *testing.T) {
	code, out, errs := runCLIInput("A6L\nquit\n", "play", "--level", "beginner", "--variant", "kujifunza")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"Engine level: 1 Beginner.", "Engine plays "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if code, _, errs := runCLIInput("", "play", "--level", "champion"); code != 2 || !strings.Contains(errs, "Beginner") {
		t.Errorf("--level champion: exit %d, %q", code, errs)
	}
	// --level "" (say, an unset shell variable) played at full strength.
	for _, empty := range []string{"", " "} {
		code, out, errs := runCLIInput("quit\n", "play", "--level", empty)
		if code != 2 || !strings.Contains(errs, "--level") || !strings.Contains(errs, "Beginner") || strings.Contains(out, "Engine plays") {
			t.Errorf("--level %q: exit %d, %q, %q", empty, code, errs, out)
		}
	}
}
