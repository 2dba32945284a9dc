package docs

import (
	"strings"
	"testing"
)

// appWordIdeas are the ideas the web app shows for which glossary.md's
// table "Words the app uses" must give an English and a Kiswahili word:
// the translators of the app's string tables follow that table.
var appWordIdeas = []string{
	"seeds", "hole", "front row", "back row", "capture", "sow", "seeds in hand",
	"house", "stage", "South", "North", "hint", "take back", "new game", "level",
	"win", "lose", "your turn",
}

// TestAppWordsTable checks that glossary.md's table of the words the app
// uses has the columns | idea | English | Kiswahili | source |, a row for
// every idea of appWordIdeas, no idea twice, and no empty cell.
func TestAppWordsTable(t *testing.T) {
	var found bool
	for _, f := range markdownFiles(t) {
		rows, line, ok := f.table("<!-- bao-app-words -->")
		if !ok {
			continue
		}
		found = true
		want := []string{"idea", "English", "Kiswahili", "source"}
		if len(rows) == 0 || strings.Join(rows[0], "|") != strings.Join(want, "|") {
			t.Fatalf("%s:%d: want a table | idea | English | Kiswahili | source |", f.path, line)
		}
		seen := map[string]bool{}
		for i, r := range rows[1:] {
			where := f.path + ":" + itoa(line+2+i)
			if len(r) != len(want) {
				t.Errorf("%s: row has %d cells, want %d", where, len(r), len(want))
				continue
			}
			for j, c := range r {
				if c == "" {
					t.Errorf("%s: the %s cell is empty", where, want[j])
				}
			}
			if seen[r[0]] {
				t.Errorf("%s: idea %q listed twice", where, r[0])
			}
			seen[r[0]] = true
		}
		for _, idea := range appWordIdeas {
			if !seen[idea] {
				t.Errorf("%s:%d: no row for the idea %q", f.path, line, idea)
			}
		}
	}
	if !found {
		t.Fatal("no table marked <!-- bao-app-words --> in README.md or docs/*.md")
	}
}
