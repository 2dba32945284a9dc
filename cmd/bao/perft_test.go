package main

import (
	"strings"
	"testing"
)

// TestAnalyzeHelpScoreUnit: --help states the unit of the JSON's score,
// which differs from the seeds of the text output.
func TestAnalyzeHelpScoreUnit(t *testing.T) {
	if code, out, _ := runCLI("analyze", "--help"); code != 0 || !strings.Contains(out, "the JSON's score is in centi-seeds") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}
