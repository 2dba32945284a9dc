package docs

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// appWordIdeas are the ideas the web app shows for which glossary.md's
// table "Words the app uses" must give an English and a Kiswahili word:
// the translators of the app's string tables follow that table.
var appWordIdeas = []string{
	"seeds", "hole", "front row", "back row", "capture", "sow", "seeds in hand",
	"house", "stage", "South", "North", "hint", "take back", "new game", "level",
	"win", "lose", "your turn", "move", "left, right", "clockwise, anticlockwise",
	"chance to win", "position", "engine", "program", "nodes", "line of play", "line of a record", "tag (of a record)", "comment (in a record)", "lap",
	"direction", "move without capture", "blocked hole", "nyumba lost", "lesson",
	"puzzle", "rating", "export", "level names",
}

// TestAppWordsTable checks that glossary.md's table of the words the app
// uses has the columns | idea | English | Kiswahili | source |, a row for
// every idea of appWordIdeas, no idea twice, and no empty cell.
func TestAppWordsTable(t *testing.T) {
	swWords := appKiswahili(t)
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
			// The app's Kiswahili uses the table's word (the cell's
			// first word or words, before a bracket or a comma).
			word := strings.ToLower(strings.TrimSpace(strings.FieldsFunc(r[2], func(c rune) bool { return c == '(' || c == ',' })[0]))
			if !strings.Contains(swWords, word) {
				t.Errorf("%s: the app's Kiswahili (web/app/strings.json) never uses %q for %q", where, word, r[0])
			}
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

// TestAppAvoidedWords checks glossary.md's table of the words the app no
// longer uses, | avoid | use | why |: no cell empty, and no word of the
// avoid column in the app's Kiswahili (a whole word or phrase, in any
// case), so that a translator's old habit does not come back.
func TestAppAvoidedWords(t *testing.T) {
	swWords := appKiswahili(t)
	var found bool
	for _, f := range markdownFiles(t) {
		rows, line, ok := f.table("<!-- bao-app-avoid -->")
		if !ok {
			continue
		}
		found = true
		want := []string{"avoid", "use", "why"}
		if len(rows) < 2 || strings.Join(rows[0], "|") != strings.Join(want, "|") {
			t.Fatalf("%s:%d: want a table | avoid | use | why | with rows", f.path, line)
		}
		for i, r := range rows[1:] {
			where := f.path + ":" + itoa(line+2+i)
			if len(r) != len(want) || slices.Contains(r, "") {
				t.Errorf("%s: want %d cells, none empty: %q", where, len(want), r)
				continue
			}
			avoid := regexp.MustCompile(`(^|[^\p{L}])` + regexp.QuoteMeta(strings.ToLower(r[0])) + `($|[^\p{L}])`)
			for _, s := range strings.Split(swWords, "\n") {
				if avoid.MatchString(s) {
					t.Errorf("%s: the app's Kiswahili uses %q (the glossary says %q): %q", where, r[0], r[1], s)
				}
			}
		}
	}
	if !found {
		t.Fatal("no table marked <!-- bao-app-avoid --> in README.md or docs/*.md")
	}
}

// appKiswahili is every Kiswahili string of the web app (its strings
// table and its lessons), lower-cased, one a line.
func appKiswahili(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "web", "app", "strings.json"))
	if err != nil {
		t.Fatal(err)
	}
	var tables map[string]map[string]string
	if err := json.Unmarshal(data, &tables); err != nil {
		t.Fatalf("web/app/strings.json: %v", err)
	}
	var b strings.Builder
	for _, v := range tables["sw"] {
		b.WriteString(strings.ToLower(v))
		b.WriteByte('\n')
	}
	// The lessons' texts, each a {"sw": ..., "en": ...} pair.
	lessons, err := os.ReadFile(filepath.Join("..", "web", "app", "lessons.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(lessons, &doc); err != nil {
		t.Fatalf("web/app/lessons.json: %v", err)
	}
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			if sw, ok := x["sw"].(string); ok {
				b.WriteString(strings.ToLower(sw))
				b.WriteByte('\n')
			}
			for _, y := range x {
				walk(y)
			}
		case []any:
			for _, y := range x {
				walk(y)
			}
		}
	}
	walk(doc)
	return b.String()
}
