package puzzles

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// readmeTable returns the rows of the table that follows the marker
// <!-- name --> in README.md, each row's cells trimmed, the header and
// the separator left out.
func readmeTable(t *testing.T, name string) [][]string {
	t.Helper()
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(b), "<!-- "+name+" -->\n")
	if !ok {
		t.Fatalf("README.md has no table marked <!-- %s -->", name)
	}
	var rows [][]string
	for i, line := range strings.Split(after, "\n") {
		if !strings.HasPrefix(line, "|") {
			break
		}
		if i < 2 {
			continue // the header and the separator
		}
		var cells []string
		for _, c := range strings.Split(strings.Trim(line, "|"), "|") {
			cells = append(cells, strings.TrimSpace(c))
		}
		rows = append(rows, cells)
	}
	if len(rows) == 0 {
		t.Fatalf("README.md: the table marked <!-- %s --> has no rows", name)
	}
	return rows
}

// number reads a count of the README ("1,000"; "–" is 0).
func number(t *testing.T, s string) int {
	t.Helper()
	if s == "–" {
		return 0
	}
	n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
	if err != nil {
		t.Fatalf("README.md: %q is not a count", s)
	}
	return n
}

// TestReadmePuzzles: the README's tables of the shipped file (the count by
// variant and stage, the greedy ones, the difficulties with their
// ratings, the themes) say what the file holds.
func TestReadmePuzzles(t *testing.T) {
	ps := shipped(t)
	names := map[string]string{"kiswahili": "Bao la Kiswahili", "kujifunza": "Bao la Kujifunza", "kete": "Bao la Kete"}
	count := map[string]int{}
	greedy := 0
	levels := map[int]int{}
	themes := map[string]int{}
	for _, p := range ps {
		v := names[p.Variant]
		count[v+" "+p.Stage]++
		count[v]++
		count["all "+p.Stage]++
		count["all"]++
		if p.Greedy {
			greedy++
		}
		levels[p.Difficulty]++
		for _, th := range p.Themes {
			themes[th]++
		}
	}
	for _, row := range readmeTable(t, "puzzles-counts") {
		if len(row) != 5 {
			t.Fatalf("README.md puzzles-counts: row %q: want 5 cells", row)
		}
		for i, what := range []string{StageNamua, StageMtaji, ""} {
			key := strings.TrimSpace(row[0] + " " + what)
			if got := number(t, row[1+i]); got != count[key] {
				t.Errorf("README.md: %s: %d, the file has %d", key, got, count[key])
			}
		}
		if got := number(t, row[4]); got != greedyOf(ps, row[0], names) {
			t.Errorf("README.md: %s greedy: %d, the file has %d", row[0], got, greedyOf(ps, row[0], names))
		}
	}
	rows := readmeTable(t, "puzzles-difficulty")
	if len(rows) != 2 || len(rows[0]) != Levels+1 || len(rows[1]) != Levels+1 {
		t.Fatalf("README.md puzzles-difficulty: %q: want the puzzles and the starting rating of %d levels", rows, Levels)
	}
	for d := 1; d <= Levels; d++ {
		if got := number(t, rows[0][d]); got != levels[d] {
			t.Errorf("README.md: difficulty %d: %d puzzles, the file has %d", d, got, levels[d])
		}
		if got := number(t, rows[1][d]); got != RatingOf(d) {
			t.Errorf("README.md: difficulty %d starts at %d, RatingOf says %d", d, got, RatingOf(d))
		}
	}
	seen := map[string]bool{}
	for _, row := range readmeTable(t, "puzzles-themes") {
		th := strings.Trim(row[0], "`")
		seen[th] = true
		if got := number(t, row[len(row)-1]); got != themes[th] {
			t.Errorf("README.md: theme %s: %d puzzles, the file has %d", th, got, themes[th])
		}
	}
	for _, th := range Themes {
		if !seen[th] {
			t.Errorf("README.md: the theme %s is not in the table", th)
		}
	}
	t.Logf("greedy %d of %d", greedy, len(ps))
}

// greedyOf counts the greedy puzzles of a README row's variant ("all":
// every variant).
func greedyOf(ps []Puzzle, row string, names map[string]string) int {
	n := 0
	for _, p := range ps {
		if p.Greedy && (row == "all" || names[p.Variant] == row) {
			n++
		}
	}
	return n
}
