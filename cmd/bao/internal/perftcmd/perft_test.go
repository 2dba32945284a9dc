package perftcmd

import (
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/clitest"
)

// TestPerftNeedsDepth: perft without --depth says the flag is required,
// not that 0 is out of range.
func TestPerftNeedsDepth(t *testing.T) {
	code, _, errs := runCLI("perft")
	if code != 2 || !strings.Contains(errs, "--depth N is required") {
		t.Errorf("exit %d: %s", code, errs)
	}
	if code, _, errs := runCLI("perft", "--depth", "0"); code != 2 || !strings.Contains(errs, "--depth 0: want 1..30") {
		t.Errorf("--depth 0: exit %d: %s", code, errs)
	}
}

// runCLI runs "bao ARGS" in-process, with "bao perft" as its one command.
func runCLI(args ...string) (code int, stdout, stderr string) {
	return clitest.Run(nil, map[string]cli.Command{"perft": Command()}, strings.NewReader(""), args...)
}

func TestCLIPerft(t *testing.T) {
	code, out, _ := runCLI("perft", "--depth", "5")
	if code != 0 || !strings.Contains(out, "Nodes searched: 405") || !strings.Contains(out, " nps") {
		t.Fatalf("perft 5: %d %q", code, out)
	}
	code, out, _ = runCLI("perft", "--depth", "2", "--variant", "kujifunza", "--divide")
	if code != 0 || !strings.Contains(out, "A1R: ") || !strings.Contains(out, "Nodes searched: 108") {
		t.Fatalf("perft kujifunza: %d %q", code, out)
	}
	code, out, _ = runCLI("perft", "--depth", "1", "--moves", "A7L")
	if code != 0 || !strings.Contains(out, "Nodes searched: 2") {
		t.Fatalf("perft after A7L: %d %q", code, out)
	}
	code, out, _ = runCLI("perft", "--depth", "1", "--fen",
		"0,0,0,0,0,0,0,0/0,0,0,0,9,0,0,1/1,6,3,1,0,5,4,0/2,1,0,5,0,3,0,1 11,11 S - -", "--infiniteMove", "loses")
	if code != 0 || !strings.Contains(out, "Nodes searched: 8") {
		t.Fatalf("perft with a rule flag: %d %q", code, out)
	}
}

// TestMovesWithNumbers: a record's moves pasted with their numbers give
// the same position as the bare tokens.
func TestMovesWithNumbers(t *testing.T) {
	code, bare, errs := runCLI("perft", "--depth", "1", "--divide", "--moves", "A6L a5R A3L")
	if code != 0 {
		t.Fatalf("perft --moves: exit %d: %s", code, errs)
	}
	code, numbered, errs := runCLI("perft", "--depth", "1", "--divide", "--moves", "1. A6L a5R 2. A3L")
	if code != 0 || divided(numbered) != divided(bare) || !strings.Contains(bare, "Nodes searched: 4") {
		t.Fatalf("perft --moves with numbers: exit %d: %s\n%s\nwant\n%s", code, errs, numbered, bare)
	}
	if code, _, errs := runCLI("perft", "--depth", "1", "--moves", "1. A6L x9"); code != 2 || !strings.Contains(errs, "x9") {
		t.Fatalf("a bad token: exit %d, %q", code, errs)
	}
}

// divided is perft --divide's output without its timing lines.
func divided(out string) string {
	var keep []string
	for _, line := range strings.Split(out, "\n") {
		if !strings.Contains(line, "nps") && !strings.Contains(line, "Time") {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, "\n")
}
