package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
)

// TestUCIHelpExampleShowsItsSearch: the piped example of "bao uci --help"
// prints what it asks for. Its go depth 8 reaches depth 8: the end of the
// input lets a search with an end of its own run to it, where a quit
// after it would stop it at depth 1.
func TestUCIHelpExampleShowsItsSearch(t *testing.T) {
	var help, errb strings.Builder
	if code := cli.Run(&cli.Env{Args: []string{"uci", "--help"}, Stdin: strings.NewReader(""), Stdout: &help, Stderr: &errb}, dispatch); code != 0 {
		t.Fatalf("bao uci --help: exit %d: %s", code, errb.String())
	}
	m := regexp.MustCompile(`printf '([^']*)' \| bao uci`).FindStringSubmatch(help.String())
	if m == nil {
		t.Fatalf("no printf example in:\n%s", help.String())
	}
	script := strings.ReplaceAll(m[1], `\n`, "\n")
	if !strings.Contains(script, "go depth 8\n") {
		t.Fatalf("the example %q does not search to depth 8", m[1])
	}
	var out strings.Builder
	if code := cli.Run(&cli.Env{Args: []string{"uci"}, Stdin: strings.NewReader(script), Stdout: &out, Stderr: &errb}, dispatch); code != 0 {
		t.Fatalf("the example: exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "\ninfo depth 8 ") || !strings.Contains(out.String(), "\nbestmove ") {
		t.Errorf("the example %q printed no depth-8 search:\n%s", m[1], out.String())
	}
}
