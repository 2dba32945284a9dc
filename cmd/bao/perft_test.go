package main

import (
	"strings"
	"testing"
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

// TestAnalyzeHelpScoreUnit: --help states the unit of the JSON's score,
// which differs from the seeds of the text output.
func TestAnalyzeHelpScoreUnit(t *testing.T) {
	if code, out, _ := runCLI("analyze", "--help"); code != 0 || !strings.Contains(out, "the JSON's score is in centi-seeds") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}
