package docs

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/level"
)

// TestLevelsTable keeps docs/levels.md's table of levels, and the Elo list
// of tools/scripts/levels-ladder.sh, equal to the program's (level.All).
func TestLevelsTable(t *testing.T) {
	src, err := os.ReadFile("levels.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(src), "<!-- bao-levels -->")
	if !ok {
		t.Fatal("levels.md has no <!-- bao-levels --> table")
	}
	var rows [][]string
	for _, line := range strings.Split(strings.TrimSpace(table), "\n") {
		if !strings.HasPrefix(line, "|") {
			break
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		if _, err := strconv.Atoi(cells[0]); err == nil {
			rows = append(rows, cells)
		}
	}
	all := level.All()
	if len(rows) != len(all) {
		t.Fatalf("levels.md lists %d levels, the program has %d", len(rows), len(all))
	}
	var elos []string
	for i, l := range all {
		depth := strconv.Itoa(l.Depth)
		if l.Depth == 0 {
			depth = "none"
		}
		want := []string{strconv.Itoa(l.Number), l.Name, depth, strconv.Itoa(l.Lines), strconv.Itoa(l.Spread), strconv.Itoa(l.Elo)}
		if strings.Join(rows[i], "|") != strings.Join(want, "|") {
			t.Errorf("levels.md row %d is %q, the program's level is %q", i+1, rows[i], want)
		}
		elos = append(elos, strconv.Itoa(l.Elo))
	}
	script, err := os.ReadFile("../tools/scripts/levels-ladder.sh")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^elos=\(([0-9 ]*)\)$`).FindStringSubmatch(string(script))
	if m == nil || m[1] != strings.Join(elos, " ") {
		t.Errorf("tools/scripts/levels-ladder.sh's elos=(...) is %q, want %q", m, strings.Join(elos, " "))
	}
}

// TestLevelsPageDefault keeps the level levels.md names as the page's
// first level equal to level.PageDefault, which /api/options gives the page.
func TestLevelsPageDefault(t *testing.T) {
	src, err := os.ReadFile("levels.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`\*\*The page's first level is level (\d+), (\w+)\*\*`).FindStringSubmatch(string(src))
	if m == nil {
		t.Fatal("levels.md does not say which level the page offers first")
	}
	l, err := level.Parse(m[1])
	if err != nil || l.Number != level.PageDefault || l.Name != m[2] {
		t.Errorf("levels.md names level %s, %s as the page's first; level.PageDefault is %d", m[1], m[2], level.PageDefault)
	}
}
