package recordcmd

import (
	"io"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/clitest"
	"github.com/baoengine/bao/cmd/bao/internal/matchcmd"
	"github.com/baoengine/bao/cmd/bao/internal/playcmd"
)

// runCLIInput runs "bao ARGS" in-process with input as its standard
// input, with "bao record" as its command, and "bao match" and "bao
// play", which write the records its tests read.
func runCLIInput(input string, args ...string) (int, string, string) {
	cmds := map[string]cli.Command{"record": Command(), "match": matchcmd.Command(), "play": playcmd.Command()}
	return clitest.Run(nil, cmds, strings.NewReader(input), args...)
}

// runCLICancelledInput is runCLIInput with stdin as the standard input
// and a context cancelled already, as after Ctrl-C.
func runCLICancelledInput(stdin io.Reader, args ...string) (int, string, string) {
	cmds := map[string]cli.Command{"record": Command()}
	return clitest.Run(clitest.Cancelled(), cmds, stdin, args...)
}

// runCLICancelled is runCLICancelledInput with an empty standard input.
func runCLICancelled(args ...string) (int, string, string) {
	return runCLICancelledInput(strings.NewReader(""), args...)
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
