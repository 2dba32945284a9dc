package puzzles

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestBuildFileKeepsOtherFiles: a build replaces its output whole, so an
// output naming a game record (or anything not a puzzles file) is refused
// before any game is played and the file is left as it was; a new file,
// an empty one and an earlier puzzles file (of this format or the one
// before) may be replaced, and are.
func TestBuildFileKeepsOtherFiles(t *testing.T) {
	dir := t.TempDir()
	cfg := testConfig(7, 1, 1)
	record := filepath.Join(dir, "game.pgn")
	const text = "[Event \"a game\"]\n1. A6L a5R *\n"
	if err := os.WriteFile(record, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg.Progress = func(Stats) { t.Fatal("a game was played before the output was refused") }
	if _, err := BuildFile(context.Background(), cfg, record, nil, 0); err == nil || !strings.Contains(err.Error(), "not a puzzles file") {
		t.Errorf("a build over a game record: %v, want a refusal", err)
	}
	cfg.Progress = nil
	if got, _ := os.ReadFile(record); string(got) != text {
		t.Errorf("the game record was changed:\n%s", got)
	}
	files := map[string]string{
		"new.jsonl":   "",
		"empty.jsonl": "",
		"old.jsonl":   `{"id":1,"variant":"kete","bfen":"2,1,4,1,0,1,5,1/0,1,0,2,1,6,3,3/4,1,4,2,1,1,4,1/4,1,2,1,3,3,1,0 0,0 N - - 47","wins":["b6R","b8R"],"plies":13}` + "\n",
		"this.jsonl":  strings.Join(fileLines(t, shipped(t)[:2]), "\n") + "\n",
	}
	for name, body := range files {
		path := filepath.Join(dir, name)
		if name != "new.jsonl" {
			if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if err := checkReplaceable(path); err != nil {
			t.Errorf("%s: %v, want it replaceable", name, err)
		}
	}
	for _, name := range []string{"new.jsonl", "old.jsonl"} {
		out := filepath.Join(dir, name)
		if _, err := BuildFile(context.Background(), cfg, out, nil, 0); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if ps, err := ReadFile(out); err != nil || len(ps) != 1 {
			t.Errorf("%s: %d puzzles, %v", name, len(ps), err)
		}
	}
}

// TestBuildFileNamesTheOutputGiven: an output that is a pipe reached
// through links, as /dev/stdout is, is refused before any work, naming the
// output as given (a tester saw an error naming /proc/self/fd/...).
func TestBuildFileNamesTheOutputGiven(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	fd := filepath.Join("/proc/self/fd", strconv.Itoa(int(w.Fd())))
	if _, err := os.Stat(fd); err != nil {
		t.Skipf("no %s on this system: %v", fd, err)
	}
	stdout := filepath.Join(t.TempDir(), "stdout")
	if err := os.Symlink(fd, stdout); err != nil {
		t.Fatal(err)
	}
	cfg := testConfig(7, 1, 1)
	cfg.Progress = func(Stats) { t.Fatal("a game was played before the output was refused") }
	_, err = BuildFile(context.Background(), cfg, stdout, nil, 0)
	var oe *OutputError
	if !errors.As(err, &oe) || !strings.HasPrefix(err.Error(), stdout+" is not a regular file") || strings.Contains(err.Error(), "/proc") {
		t.Errorf("a build to a pipe: %v, want it refused naming %s", err, stdout)
	}
}
