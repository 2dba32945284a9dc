package record

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

// appendTestRecords returns the text of four whole records and of a
// fifth one with comments and a decisive result, to be cut.
func appendTestRecords(t *testing.T) (whole, fifth string) {
	t.Helper()
	rng := rand.New(rand.NewPCG(5, 5))
	var b bytes.Buffer
	for range 4 {
		if err := Write(&b, randomGame(rng, 40)); err != nil {
			t.Fatal(err)
		}
	}
	g := randomGame(rng, 20)
	for i := range g.Moves {
		g.Moves[i].Comment = "+0.12/3 0.01s"
	}
	g.Result, g.Termination = engine.SouthWins, TermTimeForfeit
	var f bytes.Buffer
	if err := Write(&f, g); err != nil {
		t.Fatal(err)
	}
	return b.String(), f.String()
}

// TestOpenAppendTrimsCutRecord: a record file whose last record was cut
// off anywhere (a program killed while writing) has that record moved to
// a file beside it, with a warning, before new records are appended, so
// that every record of the file reads again and no byte is lost; a whole
// file is left as it was, and a missing one is created.
func TestOpenAppendTrimsCutRecord(t *testing.T) {
	whole, fifth := appendTestRecords(t)
	res := strings.LastIndex(fifth, "1-0")
	cuts := map[string]int{
		"in the first tag":  3,
		"after a tag line":  strings.Index(fifth, "\n") + 1,
		"in the moves":      strings.Index(fifth, "\n\n") + 10,
		"in a comment":      strings.Index(fifth, "{") + 3,
		"before the result": res,
		"in the result":     res + 2,
	}
	for what, at := range cuts {
		dir := t.TempDir()
		file := filepath.Join(dir, "games.pgn")
		before := whole + fifth[:at]
		if err := os.WriteFile(file, []byte(before), 0o644); err != nil {
			t.Fatal(err)
		}
		var warn bytes.Buffer
		f, err := OpenAppend(file, &warn)
		if err != nil {
			t.Fatalf("cut %s: %v", what, err)
		}
		kept, _ := os.ReadFile(file)
		if _, err := f.WriteString(fifth); err != nil {
			t.Fatal(err)
		}
		f.Close()
		data, _ := os.ReadFile(file)
		games, err := Read(bytes.NewReader(data))
		if err != nil || len(games) != 5 {
			t.Errorf("cut %s: %d games, %v; want the 4 whole ones and the new one", what, len(games), err)
		}
		asides, _ := filepath.Glob(filepath.Join(dir, "games.pgn.cut-*"))
		if len(asides) != 1 {
			t.Fatalf("cut %s: %d files of the cut record, want 1", what, len(asides))
		}
		aside, _ := os.ReadFile(asides[0])
		if string(kept)+string(aside) != before || !strings.Contains(string(aside), fifth[:at]) {
			t.Errorf("cut %s: the file kept %d bytes and the cut record's file %d, want the %d bytes of before between them", what, len(kept), len(aside), len(before))
		}
		if !strings.Contains(warn.String(), "games.pgn: its last record (game 5, from line ") || !strings.Contains(warn.String(), "moved to "+asides[0]) {
			t.Errorf("cut %s: warning %q", what, warn.String())
		}
	}
	dir := t.TempDir()
	for what, text := range map[string]string{"whole": whole, "empty": ""} {
		file := filepath.Join(dir, what+".pgn")
		os.WriteFile(file, []byte(text), 0o644)
		var warn bytes.Buffer
		f, err := OpenAppend(file, &warn)
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		if data, _ := os.ReadFile(file); string(data) != text || warn.Len() != 0 {
			t.Errorf("%s file: changed to %d bytes (was %d), warning %q", what, len(data), len(text), warn.String())
		}
	}
	f, err := OpenAppend(filepath.Join(dir, "new.pgn"), &bytes.Buffer{})
	if err != nil {
		t.Fatalf("a new file: %v", err)
	}
	f.Close()
}

// TestAppendKeepsRecords: Append adds a record after those of the file,
// never replacing them.
func TestAppendKeepsRecords(t *testing.T) {
	whole, fifth := appendTestRecords(t)
	file := filepath.Join(t.TempDir(), "keep.pgn")
	os.WriteFile(file, []byte(whole), 0o644)
	g, err := Read(strings.NewReader(fifth))
	if err != nil {
		t.Fatal(err)
	}
	if err := Append(file, g[0], &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(file)
	if games, err := Read(bytes.NewReader(data)); err != nil || len(games) != 5 || !strings.HasPrefix(string(data), whole) {
		t.Errorf("%d games, %v; want the 4 old ones and the new one", len(games), err)
	}
}

// TestOpenAppendRefusesOtherFiles: a file whose end is neither a whole
// record nor the start of one (notes, a program's output) is not a cut
// record file: OpenAppend refuses it, says why, and leaves it and its
// folder as they were.
func TestOpenAppendRefusesOtherFiles(t *testing.T) {
	whole, _ := appendTestRecords(t)
	for what, text := range map[string]string{
		"notes":                "hello, these are my notes\nabout Bao\n",
		"records, then a note": whole + "\nnotes after the games\n",
		"a match's output":     "Score of a vs b: 3 - 1 - 0\nElo difference: +190\n",
		"JSON Lines":           `{"tags": {"Variant": "kiswahili"}}` + "\n" + `{"tags": {}}` + "\n",
		// Text whose last paragraph begins with "[" is no cut record.
		"a plan":               "Plan for the match\n\n[1] run 200 games\n[2] merge shards\nremember to back up\n",
		"notes with a score":   "Results so far\n\nround 1: 1-0\n",
		"markdown":             "# Bao\n\nSee [the rules](docs/rules.md).\n\n[rules]: docs/rules.md\n",
		"an INI file":          "[engine]\npath = ./bao\n",
		"records, then text":   whole + "[1] run 200 games\n",
		"records, then a link": whole + "[rules]: docs/rules.md\n",
		"text, then a record":  "my notes\n\n" + whole,
		"a record without a result, then records": strings.Replace(whole, " 1-0\n", "\n", 1) + whole,
		"binary":    "\x7fELF\x02\x01\x01\x00\x00[Event \"x\"]\n",
		"not UTF-8": "[Event \"\xff\xfe\"]\n\n1-0\n",
	} {
		dir := t.TempDir()
		file := filepath.Join(dir, "notes.txt")
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		var warn bytes.Buffer
		f, err := OpenAppend(file, &warn)
		if err == nil {
			f.Close()
			t.Errorf("%s: appended to, want refused", what)
		} else if !strings.Contains(err.Error(), "notes.txt: not a file of game records") && !strings.Contains(err.Error(), "notes.txt: a JSON Lines file") {
			t.Errorf("%s: error %q", what, err)
		}
		if data, _ := os.ReadFile(file); string(data) != text {
			t.Errorf("%s: the file changed to %q", what, data)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 {
			t.Errorf("%s: %d files in the folder, want only the file given", what, len(entries))
		}
	}
}

// TestOpenAppendEndsTheLastLine: a record file whose last line has no
// line break (cut after its result token, or edited by hand) gets one
// before the new record, so that both games read.
func TestOpenAppendEndsTheLastLine(t *testing.T) {
	whole, fifth := appendTestRecords(t)
	for _, text := range []string{strings.TrimRight(whole, "\n"), strings.TrimRight(whole, "\n") + "  "} {
		file := filepath.Join(t.TempDir(), "games.pgn")
		os.WriteFile(file, []byte(text), 0o644)
		var warn bytes.Buffer
		f, err := OpenAppend(file, &warn)
		if err != nil {
			t.Fatal(err)
		}
		f.WriteString(fifth)
		f.Close()
		data, _ := os.ReadFile(file)
		if games, err := Read(bytes.NewReader(data)); err != nil || len(games) != 5 || !strings.HasPrefix(string(data), text) {
			t.Errorf("%d games, %v; want the 4 old ones, kept as they were, and the new one", len(games), err)
		}
		if warn.Len() != 0 {
			t.Errorf("warning %q for a whole file", warn.String())
		}
	}
}

// TestCheckAppend: CheckAppend accepts what OpenAppend appends to (a new
// file, a record file, one whose last record is cut) and refuses what it
// would refuse or could not open, changing nothing in either case.
func TestCheckAppend(t *testing.T) {
	whole, fifth := appendTestRecords(t)
	dir := t.TempDir()
	files := map[string]string{
		"whole.pgn": whole,
		"cut.pgn":   whole + fifth[:40],
		"notes.txt": "my notes\n",
	}
	for name, text := range files {
		os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644)
	}
	for _, c := range []struct {
		name string
		want string // "" = accepted
	}{
		{"whole.pgn", ""},
		{"cut.pgn", ""},
		{"new.pgn", ""},
		{"notes.txt", "notes.txt: not a file of game records"},
		{filepath.Join("missing", "new.pgn"), "cannot create it"},
		{".", "is a directory"},
	} {
		err := CheckAppend(filepath.Join(dir, c.name))
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	for name, text := range files {
		if data, _ := os.ReadFile(filepath.Join(dir, name)); string(data) != text {
			t.Errorf("%s changed", name)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != len(files) {
		t.Errorf("%d files in the folder, want the %d given", len(entries), len(files))
	}
}
