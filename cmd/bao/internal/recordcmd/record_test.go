package recordcmd

import (
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/clitest"
)

// runCLIInput runs "bao ARGS" in-process with input as its standard
// input, with "bao record" as its one command.
func runCLIInput(input string, args ...string) (int, string, string) {
	return clitest.Run(nil, map[string]cli.Command{"record": Command()}, strings.NewReader(input), args...)
}

func TestRecordHelp(t *testing.T) {
	code, out, _ := runCLIInput("", "record", "--help")
	if code != 0 || !strings.Contains(out, "check") || !strings.Contains(out, "calibrate") || !strings.Contains(out, "Examples:") {
		t.Errorf("record --help: exit %d\n%s", code, out)
	}
	for sub, wants := range map[string][]string{
		"check":     {"--all-errors", "FILE:LINE", "Examples:"},
		"show":      {"--game", "--ply", "Examples:"},
		"convert":   {"--to", "--fens", "\"tags\"", "\"moves\"", "\"score\"", "Examples:"},
		"calibrate": {"--write", "--min-moves", "log loss", "Examples:"},
	} {
		code, out, _ := runCLIInput("", "record", sub, "--help")
		for _, w := range wants {
			if code != 0 || !strings.Contains(out, w) {
				t.Errorf("record %s --help: exit %d, lacks %q", sub, code, w)
			}
		}
	}
}
