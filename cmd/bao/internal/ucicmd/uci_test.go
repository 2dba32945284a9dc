package ucicmd

import (
	"regexp"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/clitest"
)

// TestUCIHelpExampleShowsItsSearch: the piped example of "bao uci --help"
// prints what it asks for. Its go depth 8 reaches depth 8: the end of the
// input lets a search with an end of its own run to it, where a quit
// after it would stop it at depth 1.
func TestUCIHelpExampleShowsItsSearch(t *testing.T) {
	cmds := map[string]cli.Command{"uci": Command()}
	code, help, errs := clitest.Run(nil, cmds, strings.NewReader(""), "uci", "--help")
	if code != 0 {
		t.Fatalf("bao uci --help: exit %d: %s", code, errs)
	}
	m := regexp.MustCompile(`printf '([^']*)' \| bao uci`).FindStringSubmatch(help)
	if m == nil {
		t.Fatalf("no printf example in:\n%s", help)
	}
	script := strings.ReplaceAll(m[1], `\n`, "\n")
	if !strings.Contains(script, "go depth 8\n") {
		t.Fatalf("the example %q does not search to depth 8", m[1])
	}
	code, out, errs := clitest.Run(nil, cmds, strings.NewReader(script), "uci")
	if code != 0 {
		t.Fatalf("the example: exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "\ninfo depth 8 ") || !strings.Contains(out, "\nbestmove ") {
		t.Errorf("the example %q printed no depth-8 search:\n%s", m[1], out)
	}
}
