package play

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/search"
)

// testConfig is a quick engine: depth 1 or 2, a small table.
func testConfig(human engine.Side, depth int) Config {
	opts := search.DefaultOptions()
	opts.HashMiB = 1
	return Config{Human: human, Searcher: search.New(opts), Limits: search.Limits{Depth: depth},
		Level: level.Max(), Engine: "Bao test"}
}

func newGame(v engine.Variant) *engine.Game {
	r := engine.DefaultRules(v)
	return engine.NewGame(&r, engine.StartPosition(v))
}

// readRecords reads the games of the record file at path.
func readRecords(t *testing.T, path string) []*record.Game {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := record.Read(f)
	if err != nil {
		t.Fatalf("record %s: %v", path, err)
	}
	return games
}

// readRecord reads the one game of the record file at path.
func readRecord(t *testing.T, path string) *record.Game {
	t.Helper()
	games := readRecords(t, path)
	if len(games) != 1 {
		t.Fatalf("record %s: %d games", path, len(games))
	}
	return games[0]
}

// TestRunSession plays a scripted session: bad moves, a line far too
// long (reported, and the game goes on), a move, undo, a hint, a move,
// save to a name with spaces, and quit.
func TestRunSession(t *testing.T) {
	file := filepath.Join(t.TempDir(), "my  game.pgn")
	long := strings.Repeat("x", 100000)
	input := strings.Join([]string{"help", "moves", "A5L", "A6", "", long, "A6L", "undo", "hint", "A7R", "board", "save", "save " + file + " ", "quit"}, "\n") + "\n"
	var out strings.Builder
	if err := Run(context.Background(), strings.NewReader(input), &out, io.Discard, newGame(engine.Kiswahili), testConfig(engine.South, 2)); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Bao kiswahili: you are South. Type help for the commands.",
		"Enter a move (A6L, a5R, A1L+), or:",
		"Legal moves (4): A6L A6R A7L A7R",
		`move "A5L": not legal here`,
		"Type moves for the list of legal moves.",
		"the line is longer than 4096 bytes: ignored",
		"Engine plays ",
		"Took back 2 move(s).",
		"Hint: ",
		"save: give a file name",
		"Saved to " + file + ".",
		"Bye.",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	g := readRecord(t, file)
	if len(g.Moves) != 2 || g.Moves[0].Text != "A7R" || g.Moves[0].Comment != "" || g.Moves[1].Comment == "" {
		t.Errorf("record moves %+v: want A7R without a comment, then the engine's move with its score", g.Moves)
	}
	if s, _ := g.Tag("South"); s != "human" {
		t.Errorf("South tag %q", s)
	}
	if n, _ := g.Tag("North"); n != "Bao test" {
		t.Errorf("North tag %q", n)
	}
}

// TestRunSavesAtTheEnd: with Config.Save the game is appended to the
// file when the input ends, and the answer says how many moves.
func TestRunSavesAtTheEnd(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.pgn")
	cfg := testConfig(engine.North, 1)
	cfg.Save = file
	var out strings.Builder
	if err := Run(context.Background(), strings.NewReader(""), &out, io.Discard, newGame(engine.Kujifunza), cfg); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Game saved to "+file+" (1 moves).") || strings.Contains(out.String(), "Interrupted.") {
		t.Errorf("output:\n%s", out.String())
	}
	if g := readRecord(t, file); len(g.Moves) != 1 {
		t.Errorf("record holds %d moves, want the engine's one", len(g.Moves))
	}
}

// TestRunSavesOnce: "save F" twice and then the end with Config.Save F
// append the game once, under any spelling of F; a later move makes a
// new save append again. A game without a move is not saved at all.
func TestRunSavesOnce(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.pgn")
	other := filepath.Join(dir, ".", "game.pgn")
	cfg := testConfig(engine.South, 1)
	cfg.Save = other
	var out strings.Builder
	input := "save " + file + "\nA6L\nsave " + file + "\nsave " + other + "\nquit\n"
	if err := Run(context.Background(), strings.NewReader(input), &out, io.Discard, newGame(engine.Kiswahili), cfg); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"save: no move has been played yet: nothing to save",
		"Saved to " + file + ".",
		"Already saved to " + other + " as it stands.",
		"The game was already saved to " + other + " as it stands (2 moves).",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if games := readRecords(t, file); len(games) != 1 {
		t.Fatalf("%s: %d games; want the game once", file, len(games))
	}

	// A move after the save makes the end's save append the longer game.
	out.Reset()
	cfg.Save = file
	input = "A6L\nsave " + file + "\nundo\nA7R\nquit\n"
	if err := Run(context.Background(), strings.NewReader(input), &out, io.Discard, newGame(engine.Kiswahili), cfg); err != nil {
		t.Fatal(err)
	}
	if games := readRecords(t, file); len(games) != 3 {
		t.Fatalf("%s: %d games; want the first game, the saved one and the changed one", file, len(games))
	}

	// No move: nothing saved.
	empty := filepath.Join(dir, "empty.pgn")
	cfg.Save = empty
	out.Reset()
	if err := Run(context.Background(), strings.NewReader("quit\n"), &out, io.Discard, newGame(engine.Kiswahili), cfg); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "No move was played: nothing saved to "+empty+".") {
		t.Errorf("output:\n%s", out.String())
	}
	if _, err := os.Stat(empty); !os.IsNotExist(err) {
		t.Errorf("%s: %v; want no file", empty, err)
	}
}

// TestRunCancelled: a cancelled context while the game waits for a line
// (the input still open) ends the game, says so and saves.
func TestRunCancelled(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.pgn")
	cfg := testConfig(engine.North, 1)
	cfg.Save = file
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	inR, inW := io.Pipe()
	defer inW.Close()
	out := &cancelAt{when: "North> ", cancel: cancel}
	if err := Run(ctx, inR, out, io.Discard, newGame(engine.Kujifunza), cfg); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "\nInterrupted.\nGame saved to "+file+" (1 moves).\n") {
		t.Errorf("output:\n%s", out.String())
	}
}

// cancelAt is an output that cancels a context once it has received a
// given text.
type cancelAt struct {
	strings.Builder
	when   string
	cancel context.CancelFunc
}

func (c *cancelAt) Write(b []byte) (int, error) {
	n, err := c.Builder.Write(b)
	if strings.Contains(c.String(), c.when) {
		c.cancel()
	}
	return n, err
}

// TestRunGameOver: from a Kujifunza game one move before its end, the
// player's winning move ends the game, and the loop says who won.
func TestRunGameOver(t *testing.T) {
	game := newGame(engine.Kujifunza)
	for _, tok := range strings.Fields("A3R b7R A4R a8L A6L a7L B1L b2R B7R b3L B2L b6R A2R b5R B1L b7L A2L b1L A4L b6L") {
		if _, err := game.PlayToken(tok); err != nil {
			t.Fatal(err)
		}
	}
	var out strings.Builder
	if err := Run(context.Background(), strings.NewReader("A5R\n"), &out, io.Discard, game, testConfig(engine.South, 1)); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Game over: North's front row is empty. You win!") {
		t.Errorf("output:\n%s", out.String())
	}
}
