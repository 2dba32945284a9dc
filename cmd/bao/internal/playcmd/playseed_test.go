package playcmd

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/record"
)

// playFirstMove runs bao play against a level as North, so that the
// engine moves first, with args added, saves the game after that move to
// a new file and returns the output, the engine's move and the record.
func playFirstMove(t *testing.T, args ...string) (out, move string, rec *record.Game) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "g.pgn")
	args = append([]string{"play", "--side", "north", "--hash", "1", "--save", file}, args...)
	code, out, errs := runCLIInput("quit\n", args...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errs)
	}
	m := regexp.MustCompile(`Engine plays (\S+)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("%v: the engine did not play:\n%s", args, out)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := record.Read(f)
	if err != nil || len(games) != 1 {
		t.Fatalf("%v: record: %v, %d games", args, err, len(games))
	}
	return out, m[1], games[0]
}

// TestPlayLevelSeed: at a level, bao play prints the game's seed and
// keeps it in the record's LevelSeed tag; --seed N replays the engine's
// choices, and other seeds make other choices. A seed is drawn when none
// is given; full strength has none.
func TestPlayLevelSeed(t *testing.T) {
	first := map[string]bool{}
	for seed := 1; seed <= 12; seed++ {
		s := strconv.Itoa(seed)
		out, move, rec := playFirstMove(t, "--level", "beginner", "--seed", s)
		if want := fmt.Sprintf("Level seed: %d (--seed %d replays the engine's choices).", seed, seed); !strings.Contains(out, want) {
			t.Errorf("--seed %d: output lacks %q:\n%s", seed, want, out)
		}
		if tag, _ := rec.Tag("LevelSeed"); tag != s {
			t.Errorf("--seed %d: the record's LevelSeed tag is %q", seed, tag)
		}
		first[move] = true
		if seed <= 3 {
			if _, again, _ := playFirstMove(t, "--level", "beginner", "--seed", s); again != move {
				t.Errorf("--seed %d: the engine played %s, then %s", seed, move, again)
			}
		}
	}
	if len(first) < 3 {
		t.Errorf("12 seeds gave the Beginner level's first moves %v; want at least 3 different", first)
	}

	out, _, rec := playFirstMove(t, "--level", "2")
	m := regexp.MustCompile(`Level seed: (\d+) `).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no seed printed without --seed:\n%s", out)
	}
	if n, _ := strconv.Atoi(m[1]); n < 1 || n > level.MaxSeed {
		t.Errorf("drawn seed %d: want 1..%d", n, level.MaxSeed)
	}
	if tag, _ := rec.Tag("LevelSeed"); tag != m[1] {
		t.Errorf("the seed printed is %s, the record's LevelSeed tag %q", m[1], tag)
	}

	out, _, rec = playFirstMove(t, "--depth", "1")
	if tag, ok := rec.Tag("LevelSeed"); ok || strings.Contains(out, "Level seed") {
		t.Errorf("full strength: LevelSeed tag %q, output:\n%s", tag, out)
	}

	for _, bad := range []string{"2147483648", "-1"} {
		if code, _, errs := runCLIInput("", "play", "--level", "1", "--seed", bad); code != 2 || !strings.Contains(errs, "--seed") {
			t.Errorf("--seed %s: exit %d, %q; want a usage error naming --seed", bad, code, errs)
		}
	}
}
