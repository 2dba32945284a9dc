package puzzles

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBuildFileKeepsOtherFiles: a build replaces --out whole, so --out
// naming a game record (or anything not a puzzles file) is refused before
// any game is played and the file is left as it was; a new file, an empty
// one and an earlier puzzles file are written.
func TestBuildFileKeepsOtherFiles(t *testing.T) {
	dir := t.TempDir()
	cfg := DefaultConfig()
	cfg.Seed, cfg.Count, cfg.Threads = 7, 1, 1
	cfg.MaxLevel, cfg.SolveNodes = 4, 10_000 // quick games and proofs
	record := filepath.Join(dir, "game.pgn")
	const text = "[Event \"a game\"]\n1. A6L a5R *\n"
	if err := os.WriteFile(record, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := BuildFile(context.Background(), cfg, record, nil, 0); err == nil || !strings.Contains(err.Error(), "not a puzzles file") {
		t.Errorf("a build over a game record: %v, want a refusal", err)
	}
	if got, _ := os.ReadFile(record); string(got) != text {
		t.Errorf("the game record was changed:\n%s", got)
	}
	for _, name := range []string{"new.jsonl", "empty.jsonl"} {
		out := filepath.Join(dir, name)
		if name == "empty.jsonl" {
			if err := os.WriteFile(out, nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := BuildFile(context.Background(), cfg, out, nil, 0); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := BuildFile(context.Background(), cfg, out, nil, 0); err != nil {
			t.Errorf("%s: a second build over the first one's puzzles: %v", name, err)
		}
		if ps, err := ReadFile(out); err != nil || len(ps) != 1 {
			t.Errorf("%s: %d puzzles, %v", name, len(ps), err)
		}
	}
}
