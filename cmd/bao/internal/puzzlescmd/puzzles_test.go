package puzzlescmd

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/clitest"
	"github.com/baoengine/bao/puzzles"
)

// runCLI runs "bao ARGS" with puzzles as its one command.
func runCLI(args ...string) (code int, stdout, stderr string) {
	return clitest.Run(nil, map[string]cli.Command{"puzzles": Command()}, strings.NewReader(""), args...)
}

// TestPuzzlesCommand: usage errors exit 2, a damaged file exits 1 naming
// its line and field, the shipped file checks (its rules on all puzzles,
// the first re-proven), one puzzle alone breaks the file's rules, and the
// build refuses a folder as its output before any work, naming --out; the
// library's errors about its settings are said with the flags.
func TestPuzzlesCommand(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"puzzles"}, "puzzles: want"},
		{[]string{"puzzles", "nonsense"}, "puzzles: want"},
		{[]string{"puzzles", "build"}, "puzzles build: --out FILE is required"},
		{[]string{"puzzles", "build", "--out", "x", "y"}, `puzzles build: unexpected argument "y"`},
		{[]string{"puzzles", "check"}, "puzzles check: want one FILE and no --out"},
		{[]string{"puzzles", "build", "--out", "x", "--count", "0"}, "puzzles build: --count 0: want at least 1"},
		{[]string{"puzzles", "build", "--out", "x", "--threads", "300"}, "puzzles build: --threads 300: want 1..256"},
		{[]string{"puzzles", "build", "--out", "x", "--solve-nodes", "0"}, "puzzles build: --solve-nodes 0: want at least 1"},
		{[]string{"puzzles", "check", "--every", "-1", "f"}, "puzzles check: --every -1: want 1 or more"},
		{[]string{"puzzles", "check", "--threads", "-1", "f"}, "puzzles check: --threads -1: want 1..256"},
	} {
		if code, _, errs := runCLI(c.args...); code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d %q, want 2 and %q", c.args, code, errs, c.want)
		}
	}
	if code, out, _ := runCLI("puzzles", "--help"); code != 0 || !strings.Contains(out, "--solve-nodes") || !strings.Contains(out, "bao puzzles check web/app/puzzles.jsonl") {
		t.Errorf("puzzles --help: exit %d %q", code, out)
	}
	const shipped = "../../../../web/app/puzzles.jsonl"
	src, err := os.ReadFile(shipped)
	if err != nil {
		t.Fatal(err)
	}
	n := strings.Count(string(src), "\n")
	if code, out, errs := runCLI("puzzles", "check", "--progress", "0", "--every", strconv.Itoa(n), shipped); code != 0 || !strings.Contains(out, fmt.Sprintf("%d puzzles, 1 re-proven, 0 faults", n)) {
		t.Errorf("check of the shipped file: exit %d %q %q", code, out, errs)
	}
	first, _, _ := strings.Cut(string(src), "\n")
	dir := t.TempDir()
	one := filepath.Join(dir, "one.jsonl")
	os.WriteFile(one, []byte(first+"\n"), 0o644)
	if code, _, errs := runCLI("puzzles", "check", "--progress", "0", one); code != 1 || !strings.Contains(errs, "rule count: 1 puzzles: want at least 1000") {
		t.Errorf("check of one puzzle: exit %d %q", code, errs)
	}
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte(first+"\n"+strings.Replace(first, `"id":1,`, `"id":2,`, 1)+"\n"+strings.Replace(strings.Replace(first, `"id":1,`, `"id":3,`, 1), `"bfen":"`, `"bfen":"9/`, 1)+"\n"), 0o644)
	if code, _, errs := runCLI("puzzles", "check", bad); code != 1 || !strings.Contains(errs, "bad.jsonl: line 3 (puzzle 3): field bfen") {
		t.Errorf("check of a damaged file: exit %d %q", code, errs)
	}
	if code, _, errs := runCLI("puzzles", "build", "--count", "5", "--out", dir); code != 1 || !strings.Contains(errs, "--out "+dir+" is a folder") {
		t.Errorf("build to a folder: exit %d %q", code, errs)
	}
}

// TestPuzzlesCheckLongLine: a line longer than the bound of a puzzle's
// line is refused naming the line and the bound (a tester saw
// "bufio.Scanner: token too long"), and so is an output of the build that
// holds one: it is not a puzzles file.
func TestPuzzlesCheckLongLine(t *testing.T) {
	dir := t.TempDir()
	long := filepath.Join(dir, "long.jsonl")
	if err := os.WriteFile(long, []byte(`{"id":1,"variant":"`+strings.Repeat("x", 1<<20)+`"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("long.jsonl: line 1: longer than %d bytes", puzzles.MaxLineBytes)
	if code, _, errs := runCLI("puzzles", "check", "--progress", "0", long); code != 1 || !strings.Contains(errs, want) || strings.Contains(errs, "token too long") {
		t.Errorf("check of a file with a line of 1 MiB: exit %d %q, want 1 and %q", code, errs, want)
	}
	if code, _, errs := runCLI("puzzles", "build", "--count", "5", "--progress", "0", "--out", long); code != 1 || !strings.Contains(errs, "--out "+long+": not a puzzles file") || strings.Contains(errs, "token too long") {
		t.Errorf("build to a file with a line of 1 MiB: exit %d %q", code, errs)
	}
}

// TestPuzzlesCheckRefusesBrokenCopies: bao puzzles check refuses copies of
// the shipped file broken in three of the ways the rules forbid (the
// others, which need the board's symmetries and the solver, are package
// puzzles' tests of Check): a puzzle without the opponent's last move, a
// theme its traces do not show, and more than a fifth of the puzzles
// solved by the greediest move. Each exits 1 naming the line and the
// field, or the rule.
func TestPuzzlesCheckRefusesBrokenCopies(t *testing.T) {
	ps, err := puzzles.ReadFile("../../../../web/app/puzzles.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	lines := func(ps []puzzles.Puzzle) []string {
		var b strings.Builder
		if err := puzzles.Write(&b, ps); err != nil {
			t.Fatal(err)
		}
		return strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	}
	dir := t.TempDir()
	check := func(name string, ls []string, want string) {
		t.Helper()
		f := filepath.Join(dir, name+".jsonl")
		if err := os.WriteFile(f, []byte(strings.Join(ls, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if code, _, errs := runCLI("puzzles", "check", "--progress", "0", "--every", strconv.Itoa(len(ls)), f); code != 1 || !strings.Contains(errs, want) {
			t.Errorf("%s: exit %d %q, want 1 and %q", name, code, errs, want)
		}
	}
	good := lines(ps)
	p := ps[1]
	noLast := slices.Clone(good)
	noLast[1] = strings.Replace(noLast[1], `"last":"`+p.Last+`",`, "", 1)
	check("nolast", noLast, "line 2: field last: missing")

	var other string // a theme the puzzle has not, and that ends no line
	for _, th := range puzzles.Themes {
		if !slices.Contains(p.Themes, th) && th != puzzles.ThemeNoMove && th != puzzles.ThemeFrontEmptied {
			other = th
			break
		}
	}
	theme := slices.Clone(good)
	theme[1] = strings.Replace(theme[1], `"themes":[`, `"themes":["`+other+`",`, 1)
	check("theme", theme, "line 2 (puzzle 2): field themes: "+other)

	nGreedy := 0
	for _, q := range ps {
		if q.Greedy {
			nGreedy++
		}
	}
	var greedy []puzzles.Puzzle // every greedy puzzle, and twice as many others
	others := 0
	for _, q := range ps {
		if q.Greedy || others < 2*nGreedy {
			if !q.Greedy {
				others++
			}
			q.ID = len(greedy) + 1
			greedy = append(greedy, q)
		}
	}
	check("greedy", lines(greedy), "rule greedy: ")
}
