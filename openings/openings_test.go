package openings

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

func TestParseSpec(t *testing.T) {
	o, err := ParseSpec("book.txt order=sequential plies=6")
	if err != nil || o != (Spec{"book.txt", "sequential", 6}) {
		t.Errorf("openings %+v %v", o, err)
	}
	for in, want := range map[string]Spec{
		"builtin":                 {"", "random", 0},
		"":                        {"", "random", 0},
		`"my book.txt" plies=2`:   {"my book.txt", "random", 2},
		"file=b.pgn order=random": {"b.pgn", "random", 0},
	} {
		if got, err := ParseSpec(in); err != nil || got != want {
			t.Errorf("%q: %+v %v, want %+v", in, got, err, want)
		}
	}
	for in, want := range map[string]string{"x order=backwards": "order=\"backwards\"", "x plies=-1": "plies", "x y": "want key=value", "x sort=1": "unknown key", `"x`: "unclosed"} {
		if _, err := ParseSpec(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("openings %q: %v, want %q", in, err, want)
		}
	}
}

func TestBuiltin(t *testing.T) {
	for _, v := range engine.Variants {
		r := engine.DefaultRules(v)
		ops, err := Load(Spec{}, &r, nil)
		if err != nil {
			t.Fatalf("%v: %v", v, err)
		}
		if len(ops) < 32 {
			t.Errorf("%v: %d built-in openings", v, len(ops))
		}
		seen := map[uint64]bool{}
		for _, o := range ops {
			p, err := o.Position(&r)
			if err != nil || seen[p.Key] {
				t.Errorf("%v %s: %v (repeated: %v)", v, o.Label, err, seen[p.Key])
			}
			seen[p.Key] = true
		}
	}
}

func TestRead(t *testing.T) {
	r := engine.DefaultRules(engine.Kiswahili)
	good := "# comment\n\nA7L a5R\n0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 S SN - moves A6L\n"
	ops, err := Read(strings.NewReader(good), "book", &r)
	if err != nil || len(ops) != 2 || len(ops[0].Moves) != 2 || ops[1].Label != "book:4" {
		t.Fatalf("openings %+v %v", ops, err)
	}
	for in, want := range map[string]string{
		"A7L a9R\n":           `book: line 1: move 2: move "a9R"`,
		"\n1,2,3/4 22,22 S\n": "book: line 2: bfen:",
		"A7L A7L\n":           "book: line 1: move 2",
	} {
		if _, err := Read(strings.NewReader(in), "book", &r); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
}

// TestLoadFile: a text file is read and cut to the plies; a .pgn file
// goes to the hook, and without one it is an error; an empty file is an
// error.
func TestLoadFile(t *testing.T) {
	r := engine.DefaultRules(engine.Kiswahili)
	dir := t.TempDir()
	book := filepath.Join(dir, "book.txt")
	if err := os.WriteFile(book, []byte("A7L a5R A6R\nA6R\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ops, err := Load(Spec{File: book, Plies: 2}, &r, nil)
	if err != nil || len(ops) != 2 || len(ops[0].Moves) != 2 || len(ops[1].Moves) != 1 || ops[0].Label != book+":1" {
		t.Fatalf("book: %+v %v", ops, err)
	}
	if _, err := Load(Spec{File: "games.PGN"}, &r, nil); err == nil || !strings.Contains(err.Error(), "game records") {
		t.Errorf("a .pgn file without a reader: %v", err)
	}
	var asked string
	hook := func(file string, _ *engine.Rules) ([]Opening, error) {
		asked = file
		return []Opening{{Start: engine.StartPosition(r.Variant), Label: "hook"}}, nil
	}
	if ops, err := Load(Spec{File: "games.pgn"}, &r, hook); err != nil || asked != "games.pgn" || len(ops) != 1 || ops[0].Label != "hook" {
		t.Errorf("a .pgn file with a reader: %+v %v (asked %q)", ops, err, asked)
	}
	empty := filepath.Join(dir, "empty.txt")
	if err := os.WriteFile(empty, []byte("# nothing\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(Spec{File: empty}, &r, nil); err == nil || !strings.Contains(err.Error(), "no openings") {
		t.Errorf("an empty file: %v", err)
	}
	if _, err := Load(Spec{File: filepath.Join(dir, "missing.txt")}, &r, nil); err == nil {
		t.Error("a missing file loaded")
	}
}

func TestOrder(t *testing.T) {
	if got := Order(5, false, 7); !slices.Equal(got, []int{0, 1, 2, 3, 4}) {
		t.Errorf("sequential order %v", got)
	}
	a, b, c := Order(20, true, 7), Order(20, true, 7), Order(20, true, 8)
	if !slices.Equal(a, b) || slices.Equal(a, c) {
		t.Errorf("random order is not a function of the seed: %v %v %v", a, b, c)
	}
	if s := slices.Sorted(slices.Values(a)); !slices.Equal(s, Order(20, false, 0)) {
		t.Errorf("random order %v is not a permutation", a)
	}
}
