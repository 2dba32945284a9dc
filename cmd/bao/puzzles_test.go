package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPuzzlesCommand: usage errors exit 2, a damaged file exits 1 naming
// its line and field, the shipped file's first puzzle checks, and the
// build refuses a folder as its output before any work.
func TestPuzzlesCommand(t *testing.T) {
	for _, args := range [][]string{{"puzzles"}, {"puzzles", "nonsense"}, {"puzzles", "build"}, {"puzzles", "check"}, {"puzzles", "build", "--out", "x", "--count", "0"}} {
		if code, _, errs := runCLI(args...); code != 2 || !strings.Contains(errs, "puzzles") {
			t.Errorf("%v: exit %d %q, want 2", args, code, errs)
		}
	}
	src, err := os.ReadFile("../../web/app/puzzles.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	first, _, _ := strings.Cut(string(src), "\n")
	dir := t.TempDir()
	good := filepath.Join(dir, "good.jsonl")
	os.WriteFile(good, []byte(first+"\n"), 0o644)
	if code, out, errs := runCLI("puzzles", "check", "--progress", "0", good); code != 0 || !strings.Contains(out, "1 puzzles re-proven, 0 failed") {
		t.Errorf("check of one good puzzle: exit %d %q %q", code, out, errs)
	}
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte(first+"\n"+strings.Replace(first, `"id":1,`, `"id":2,`, 1)+"\n"+strings.Replace(strings.Replace(first, `"id":1,`, `"id":3,`, 1), `"bfen":"`, `"bfen":"9/`, 1)+"\n"), 0o644)
	if code, _, errs := runCLI("puzzles", "check", bad); code != 1 || !strings.Contains(errs, "bad.jsonl: line 3 (puzzle 3): field bfen") {
		t.Errorf("check of a damaged file: exit %d %q", code, errs)
	}
	if code, _, errs := runCLI("puzzles", "build", "--count", "1", "--out", dir); code != 1 || !strings.Contains(errs, "--out") {
		t.Errorf("build to a folder: exit %d %q", code, errs)
	}
}
