package analyzecmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAnalyzeRecordOtherGameBad: a bad game before the chosen one (it
// does not parse, or its moves do not replay) made analyze refuse the
// whole file; only the chosen game has to be good, and the bad one is a
// warning.
func TestAnalyzeRecordOtherGameBad(t *testing.T) {
	const good = "[Event \"good\"]\n[Result \"*\"]\n\n1. A7L a5R *\n"
	for _, tc := range []struct{ name, bad, why string }{
		{"illegal move", "[Event \"bad\"]\n\n1. A7L a9R *\n", "a9R"},
		{"variation", "[Event \"bad\"]\n\n1. A7L (1. A6L) a5R *\n", "variations"},
		{"bad tag", "[Event \"bad\"]\n[Variant \"chess\"]\n\n1. A7L *\n", "Variant"},
		{"result not reached", "[Event \"bad\"]\n[Result \"1-0\"]\n\n1. A7L 1-0\n", "not over"},
		{"no result", "[Event \"bad\"]\n\n1. A7L a5R\n\n", "no result"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "games.pgn")
			if err := os.WriteFile(file, []byte(tc.bad+"\n"+good), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, errs := runCLI("analyze", "--record", file, "--game", "2", "--depth", "1")
			if code != 0 || !strings.Contains(out, "after 2 moves") {
				t.Fatalf("--game 2 after a bad game 1: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errs)
			}
			if !strings.Contains(errs, "warning") || !strings.Contains(errs, "game 1") || !strings.Contains(errs, tc.why) {
				t.Errorf("want a warning naming game 1 and %q, got %q", tc.why, errs)
			}
			if code, _, errs := runCLI("analyze", "--record", file, "--game", "1", "--depth", "1"); code != 1 || !strings.Contains(errs, tc.why) {
				t.Errorf("--game 1 (the bad one): exit %d %q, want 1 and the reason", code, errs)
			}
			if code, _, errs := runCLI("analyze", "--record", file, "--game", "3", "--depth", "1"); code != 1 || !strings.Contains(errs, "holds 2 game(s)") {
				t.Errorf("--game 3: exit %d %q, want 1 and the number of games", code, errs)
			}
		})
	}
}
