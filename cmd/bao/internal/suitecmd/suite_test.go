package suitecmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/clitest"
)

// runCLI runs "bao ARGS" in-process, with "bao suite" as its one command.
func runCLI(args ...string) (code int, stdout, stderr string) {
	return clitest.Run(nil, map[string]cli.Command{"suite": Command()}, strings.NewReader(""), args...)
}

func TestSuiteCLI(t *testing.T) {
	code, out, errs := runCLI("suite", "--depth", "1", "--variant", "kujifunza")
	if code != 0 || !strings.Contains(out, "kujifunza") || !strings.Contains(out, "depth 1") {
		t.Fatalf("suite: exit %d\n%s%s", code, out, errs)
	}
	// A suite file of one position: its one winning move is found at depth 3.
	dir := t.TempDir()
	file := filepath.Join(dir, "one.txt")
	line := "0,0,4,1,3,1,2,5/8,3,0,5,2,1,1,1/0,0,0,1,0,3,6,1/0,4,1,0,1,2,1,7 0,0 S - - 14 | kujifunza | A7L | A6L A6R A7R\n"
	if err := os.WriteFile(file, []byte("# test\n"+line), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runCLI("suite", "--file", file, "--variant", "kujifunza", "--nodes", "20000")
	if code != 0 || !strings.Contains(out, "100.0%") {
		t.Fatalf("suite --file: exit %d\n%s%s", code, out, errs)
	}
	// The same with the embedded net as the evaluation.
	code, out, errs = runCLI("suite", "--file", file, "--variant", "kujifunza", "--nodes", "20000", "--eval", "net")
	if code != 0 || !strings.Contains(out, "100.0%") {
		t.Fatalf("suite --eval net: exit %d\n%s%s", code, out, errs)
	}
	if err := os.WriteFile(file, []byte(strings.Replace(line, "| A6L", "| A6L A6L", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs = runCLI("suite", "--file", file); code != 1 || !strings.Contains(errs, "line 1") {
		t.Fatalf("bad suite file: exit %d %q", code, errs)
	}
}

// TestSuiteDepthZero: --depth 0 is the documented default (no depth
// limit): alone it measures the three default settings, as no --depth
// does; with --nodes it measures the node budget alone. A negative depth
// is refused naming --depth only.
func TestSuiteDepthZero(t *testing.T) {
	code, help, _ := runCLI("suite", "--help")
	if code != 0 || !strings.Contains(help, "--depth 0 with no --nodes") || !strings.Contains(help, "(0: no depth limit; with no --nodes either, the three default settings)") {
		t.Errorf("suite --help does not say what --depth 0 does:\n%s", help)
	}
	_, plain, _ := runCLI("suite", "--variant", "kujifunza")
	code, zero, errs := runCLI("suite", "--variant", "kujifunza", "--depth", "0")
	if code != 0 || zero != plain || !strings.Contains(zero, "depth 1") || !strings.Contains(zero, "300 nodes") {
		t.Errorf("suite --depth 0: exit %d %q %q, want the default settings:\n%s", code, zero, errs, plain)
	}
	code, out, errs := runCLI("suite", "--variant", "kujifunza", "--depth", "0", "--nodes", "50")
	if code != 0 || !strings.Contains(out, "50 nodes") || strings.Contains(out, "depth") {
		t.Errorf("suite --depth 0 --nodes 50: exit %d %q %q", code, out, errs)
	}
	code, _, errs = runCLI("suite", "--depth", "-1")
	if code != 2 || !strings.Contains(errs, "suite: --depth -1: want 0 or more") || strings.Contains(errs, "--hash") {
		t.Errorf("suite --depth -1: exit %d %q", code, errs)
	}
}
