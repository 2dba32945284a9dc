package engine

import (
	"strings"
	"testing"
)

func TestParseMoveForms(t *testing.T) {
	cases := map[string]string{
		"A6L": "A6L", "a5R": "a5R", "A1L+": "A1L+", "A6<": "A6L", "a5>": "a5R",
		"a1l+": "a1L+", "B1r": "B1R", "A6L*": "A6L", "A6L**": "A6L", "A1L+#": "A1L+",
		"b8R!": "b8R", "A2L?": "A2L", "A2L!?": "A2L", " A3R ": "A3R",
	}
	for in, want := range cases {
		m, err := ParseMove(in)
		if err != nil || m.String() != want {
			t.Errorf("ParseMove(%q) = %v, %v; want %s", in, m, err, want)
		}
	}
	bad := map[string]string{
		"": "empty", "A": "too short", "C3L": "row letter", "A9L": "hole", "A0L": "hole",
		"A3": "direction missing", "A3X": "direction", "A3LL": "direction", "A3L-": "direction",
	}
	for in, want := range bad {
		if _, err := ParseMove(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseMove(%q): error %v, want it to mention %q", in, err, want)
		}
	}
	if NoMove.String() != "0000" {
		t.Error("NoMove text")
	}
}

func TestRulesParseMove(t *testing.T) {
	r := DefaultRules(Kiswahili)
	p := StartPosition(Kiswahili)
	errs := map[string]string{
		"A5L":  "not legal",
		"a6L":  "North",
		"A6":   "ambiguous",
		"A6L+": "not legal",
		"A1":   "no legal move starts at A1",
	}
	for tok, want := range errs {
		if _, err := r.ParseMove(&p, tok); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", tok, err, want)
		}
	}
	// A kimbi capture may be written without its forced letter.
	q := mustPos(t, Kiswahili, "0 0 0 0 0 0 0 58 | 0 1 0 0 0 0 0 1 | 0 1 0 2 0 0 0 1 | 0 0 0 0 0 0 0 0", "0,0 S - -")
	if m, err := r.ParseMove(&q, "A4"); err != nil || m.String() != "A4L" {
		t.Errorf("A4 alone: %v %v", m, err)
	}
	// The safari choice must be written: the bare capture is the stop.
	s := mustPos(t, Kiswahili, "0 0 0 0 0 0 0 43 | 5 0 2 0 0 0 0 0 | 1 0 2 2 7 0 0 0 | 0 0 0 0 0 0 0 0", "1,1 S S -")
	if _, err := r.ParseMove(&s, "A3L+"); err == nil {
		t.Error("A3L+ accepted though A3L reaches no nyumba")
	}
	finished := mustPos(t, Kiswahili, "0 0 0 0 0 0 0 58 | 0 0 0 0 0 0 0 0 | 0 1 0 2 0 0 0 3 | 0 0 0 0 0 0 0 0", "0,0 N - -")
	if _, err := r.ParseMove(&finished, "a1L"); err == nil || !strings.Contains(err.Error(), "over") {
		t.Errorf("move in a finished game: %v", err)
	}
}

func TestParsePositionErrors(t *testing.T) {
	start := "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0"
	cases := []struct {
		bfen, want string
		v          Variant
	}{
		{"", "0 fields", Kiswahili},
		{start, "1 fields", Kiswahili},
		{start + " 22,22 S SN - 0 extra", "7 fields", Kiswahili},
		{"0,0/0 22,22 S SN -", "rows: 2 rows", Kiswahili},
		{strings.Replace(start, "0,2,2,6", "0,2,2", 1) + " 22,22 S SN -", "North front row (a8..a1): 7 counts", Kiswahili},
		{strings.Replace(start, "0,2,2,6", "0,2,2,06", 1) + " 22,22 S SN -", "hole a5: \"06\": leading zero", Kiswahili},
		{strings.Replace(start, "0,2,2,6", "0,2,2,x", 1) + " 22,22 S SN -", "hole a5: \"x\": not a count", Kiswahili},
		{strings.Replace(start, "0,2,2,6", "0,2,2,65", 1) + " 22,22 S SN -", "more than 64", Kiswahili},
		{start + " 22,21 S SN -", "make 63, want 64", Kiswahili},
		{start + " 23,21 S SN -", "hands: South: \"23\": more than 22", Kiswahili},
		{start + " 22 S SN -", "hands", Kiswahili},
		{start + " 22,22 X SN -", "side: \"X\"", Kiswahili},
		{start + " 22,22 S NS -", "houses: \"NS\"", Kiswahili},
		{start + " 22,22 S SN B3", "takasia: \"B3\": the takasia hole must be a front-row hole", Kiswahili},
		{start + " 22,22 S SN Z3", "takasia: hole", Kiswahili},
		{start + " 22,22 S SN - -1", "ply", Kiswahili},
		{start + " 22,22 S SN - 70000", "ply", Kiswahili},
		{"2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0 S SN -", "no nyumba", Kujifunza},
		{"2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,0 0,2 S - -", "no seeds in hand", Kujifunza},
		{"0,0,0,0,0,0,0,0/0,2,2,0,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,6 22,22 S SN -", "North owns its nyumba but it is empty", Kiswahili},
	}
	for _, c := range cases {
		_, err := ParsePosition(c.bfen, c.v)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParsePosition(%q): %v\nwant an error containing %q", c.bfen, err, c.want)
		}
	}
	// Extra blanks between fields are accepted; the ply is optional.
	p, err := ParsePosition("  "+start+"   22,22\tS SN -  ", Kiswahili)
	if err != nil || p != StartPosition(Kiswahili) {
		t.Fatalf("spaces: %v", err)
	}
}

func TestFlipIsTheSameGame(t *testing.T) {
	for _, v := range Variants {
		r := DefaultRules(v)
		randomPlayouts(&r, 5000, 3, func(p *Position, ch *Children) {
			f := p.Flip()
			if err := f.Verify(); err != nil {
				t.Fatal(err)
			}
			if back := f.Flip(); back != *p {
				t.Fatalf("flip twice: %s -> %s", p, &back)
			}
			var fc Children
			r.Generate(&f, &fc)
			if fc.N != ch.N {
				t.Fatalf("%s: %d moves, flipped %d", p, ch.N, fc.N)
			}
			for i := 0; i < ch.N; i++ {
				if fm := fc.List[i].Move; fm.Hole() != ch.List[i].Move.Hole()^16 || fm.Right() != ch.List[i].Move.Right() {
					t.Fatalf("%s: move %v flips to %v", p, ch.List[i].Move, fm)
				}
				if want := ch.List[i].Pos.Flip(); fc.List[i].Pos != want {
					t.Fatalf("%s %v: child %s, flipped child %s", p, ch.List[i].Move, &want, &fc.List[i].Pos)
				}
			}
		})
	}
}

func TestPositionSize(t *testing.T) {
	var p Position
	if s := unsafeSizeof(p); s != 48 {
		t.Fatalf("Position is %d bytes, want 48", s)
	}
}
