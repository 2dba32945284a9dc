package engine

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// inputCase is text refused with an InputError: how it was read, the
// reason and places wanted, and args that must be among the error's.
type inputCase struct {
	name   string
	read   func() error
	code   string
	places []string
	args   map[string]string
}

// bfenCase reads bfen for v.
func bfenCase(v Variant, bfen string) func() error {
	return func() error {
		_, err := ParsePosition(bfen, v)
		return err
	}
}

// setting makes rules of Bao la Kiswahili with one rule option set, for
// a caller with trust.
func setting(trust Trust, name, value string) func() error {
	return func() error {
		_, err := NewRules("kiswahili", []RuleSetting{{Name: name, Value: value}}, trust)
		return err
	}
}

// positionWith returns the first position of seeded random games of v
// that pred accepts (the test fails when none of 200 games has one).
func positionWith(t *testing.T, v Variant, pred func(r *Rules, p *Position) bool) (Rules, Position) {
	t.Helper()
	r := DefaultRules(v)
	rng := rand.New(rand.NewPCG(7, uint64(v)))
	for g := 0; g < 200; g++ {
		p := StartPosition(v)
		for ply := 0; ply < 400; ply++ {
			if pred(&r, &p) {
				return r, p
			}
			var ml MoveList
			r.Legal(&p, &ml)
			if ml.N == 0 {
				break
			}
			p, _ = r.Play(&p, ml.Moves[rng.IntN(ml.N)])
		}
	}
	t.Fatalf("%v: no position found", v)
	return r, Position{}
}

// legalMoves returns p's legal moves.
func legalMoves(r *Rules, p *Position) []Move {
	var ml MoveList
	r.Legal(p, &ml)
	return ml.Moves[:ml.N]
}

// TestInputErrorsCoded: every reason the rules give for a person's text
// carries its code, its places and the values it names, every code and
// place is one that InputCodes and InputPlaces list, and every listed one
// is given by some text (so a page that words the lists words them all).
func TestInputErrorsCoded(t *testing.T) {
	const start = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 S SN - 0"
	kuj := "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0 S - - 0"
	withRows := func(rows string) string { return rows + start[strings.IndexByte(start, ' '):] }
	withField := func(bfen string, i int, value string) string {
		f := strings.Fields(bfen)
		f[i] = value
		return strings.Join(f, " ")
	}
	over, overPos := positionWith(t, Kujifunza, func(r *Rules, p *Position) bool { return len(legalMoves(r, p)) == 0 })
	two, twoPos := positionWith(t, Kujifunza, func(r *Rules, p *Position) bool {
		for _, m := range legalMoves(r, p) {
			if slices.Contains(legalMoves(r, p), m^moveRight) {
				return true
			}
		}
		return false
	})
	var twoWays Move
	for _, m := range legalMoves(&two, &twoPos) {
		if slices.Contains(legalMoves(&two, &twoPos), m^moveRight) {
			twoWays = m
		}
	}
	kisw := DefaultRules(Kiswahili)
	kiswStart := StartPosition(Kiswahili)
	notLegal := NoMove
	for h := Pit(0); h < 32; h++ {
		m := NewMove(h, false, false)
		if h.Side() == South && !slices.Contains(legalMoves(&kisw, &kiswStart), m) && !slices.Contains(legalMoves(&kisw, &kiswStart), m|moveSafari) {
			notLegal = m
			break
		}
	}
	noneFrom := NoMove
	for h := Pit(0); h < 32; h++ {
		if h.Side() != South {
			continue
		}
		if !slices.ContainsFunc(legalMoves(&kisw, &kiswStart), func(m Move) bool { return m.Hole() == h }) {
			noneFrom = NewMove(h, false, false)
			break
		}
	}
	parse := func(r Rules, p Position, tok string) func() error {
		return func() error {
			_, err := r.ParseMove(&p, tok)
			return err
		}
	}
	play := func(r Rules, p Position, m Move) func() error {
		return func() error {
			_, err := r.Play(&p, m)
			return err
		}
	}
	cases := []inputCase{
		{"fields", bfenCase(Kiswahili, "1 2 3"), "bfen.fields", nil, map[string]string{"n": "3"}},
		{"rows", bfenCase(Kiswahili, withRows("0,0/0")), "bfen.rowCount", nil, map[string]string{"n": "2"}},
		{"row of 7", bfenCase(Kiswahili, withRows("0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0")), "bfen.holeCount", []string{"bfen.row.b"}, map[string]string{"n": "7"}},
		{"front row of 7", bfenCase(Kiswahili, withRows("0,0,0,0,0,0,0,0/2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0")), "bfen.holeCount", []string{"bfen.row.a"}, map[string]string{"n": "7"}},
		{"South front row of 9", bfenCase(Kiswahili, withRows("0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0,0/0,0,0,0,0,0,0,0")), "bfen.holeCount", []string{"bfen.row.A"}, map[string]string{"n": "9"}},
		{"row of 9", bfenCase(Kiswahili, withRows("0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0,0")), "bfen.holeCount", []string{"bfen.row.B"}, map[string]string{"n": "9"}},
		{"hole not a count", bfenCase(Kiswahili, withRows("x,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0")), "count.notNumber", []string{"bfen.hole"}, map[string]string{"hole": "b8", "text": "x"}},
		{"hole empty", bfenCase(Kiswahili, withRows("0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,,0/0,0,0,0,0,0,0,0")), "count.empty", []string{"bfen.hole"}, map[string]string{"hole": "A7"}},
		{"hole leading zero", bfenCase(Kiswahili, withRows("0,0,0,0,0,0,0,0/0,2,2,06,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0")), "count.leadingZero", []string{"bfen.hole"}, map[string]string{"hole": "a5", "text": "06"}},
		{"hole too big", bfenCase(Kiswahili, withRows("0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,65")), "count.tooBig", []string{"bfen.hole"}, map[string]string{"hole": "B8", "text": "65", "max": "64"}},
		{"hands", bfenCase(Kiswahili, withField(start, 1, "22")), "bfen.hands", nil, map[string]string{"text": "22"}},
		{"a hand", bfenCase(Kiswahili, withField(start, 1, "22,x")), "count.notNumber", []string{"bfen.hand"}, map[string]string{"side": "N", "text": "x"}},
		{"total", bfenCase(Kiswahili, withField(start, 1, "22,21")), "bfen.seedTotal", nil, map[string]string{"board": "20", "hand": "43", "total": "63", "want": "64"}},
		{"kujifunza hands", bfenCase(Kujifunza, withField(withRows("1,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2")+"", 1, "1,0")), "bfen.kujifunzaHands", nil, map[string]string{"text": "1,0"}},
		{"side", bfenCase(Kiswahili, withField(start, 2, "W")), "bfen.side", nil, map[string]string{"text": "W"}},
		{"houses", bfenCase(Kiswahili, withField(start, 3, "X")), "bfen.houses", nil, map[string]string{"text": "X"}},
		{"kujifunza houses", bfenCase(Kujifunza, withField(kuj, 3, "S")), "bfen.kujifunzaHouses", nil, map[string]string{"text": "S"}},
		{"empty nyumba", bfenCase(Kiswahili, withRows("0,0,0,0,0,0,0,0/0,2,2,0,6,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0")), "bfen.emptyNyumba", nil, map[string]string{"side": "N", "text": "SN"}},
		{"takasia name", bfenCase(Kiswahili, withField(start, 4, "A9")), "hole.name", []string{"bfen.takasia"}, map[string]string{"text": "A9"}},
		{"takasia row", bfenCase(Kiswahili, withField(start, 4, "C3")), "hole.row", []string{"bfen.takasia"}, map[string]string{"text": "C3"}},
		{"takasia back row", bfenCase(Kiswahili, withField(start, 4, "B3")), "bfen.takasiaFront", nil, map[string]string{"text": "B3"}},
		{"ply", bfenCase(Kiswahili, withField(start, 5, "-1")), "count.notNumber", []string{"bfen.ply"}, map[string]string{"text": "-1"}},
		{"hole", func() error { _, err := ParsePit("A0"); return err }, "hole.name", nil, map[string]string{"text": "A0"}},
		{"move empty", func() error { _, err := ParseMove(" "); return err }, "move.empty", []string{"move"}, map[string]string{"move": " "}},
		{"move short", func() error { _, err := ParseMove("A"); return err }, "move.tooShort", []string{"move"}, map[string]string{"move": "A"}},
		{"move hole", func() error { _, err := ParseMove("Z3L"); return err }, "hole.row", []string{"move"}, map[string]string{"move": "Z3L", "text": "Z3"}},
		{"move direction", func() error { _, err := ParseMove("A3X"); return err }, "move.direction", []string{"move"}, map[string]string{"move": "A3X", "text": "X"}},
		{"move bare", func() error { _, err := ParseMove("A3"); return err }, "move.directionMissing", []string{"move"}, map[string]string{"move": "A3"}},
		{"game over", parse(over, overPos, "A1L"), "move.gameOver", []string{"move"}, map[string]string{"move": "A1L"}},
		{"none from", parse(kisw, kiswStart, noneFrom.Hole().String()), "move.noneFrom", []string{"move"}, map[string]string{"hole": noneFrom.Hole().String()}},
		{"ambiguous", parse(two, twoPos, twoWays.Hole().String()), "move.ambiguous", []string{"move"}, nil},
		{"not yours", parse(kisw, kiswStart, "a6L"), "move.notYours", []string{"move"}, map[string]string{"hole": "a6", "owner": "N", "side": "S"}},
		{"not legal", parse(kisw, kiswStart, notLegal.String()), "move.notLegal", []string{"move"}, map[string]string{"move": notLegal.String()}},
		{"play over", play(over, overPos, NewMove(MakePit(overPos.Side, 0), false, false)), "move.gameOver", []string{"move"}, nil},
		{"play illegal", play(kisw, kiswStart, notLegal), "move.notLegal", []string{"move"}, map[string]string{"move": notLegal.String()}},
		{"variant", func() error { _, err := ParseVariant("chess"); return err }, "variant.unknown", nil, map[string]string{"text": "chess"}},
		{"bool option", setting(Trusted, "takasia", "maybe"), "ruleOption.bool", nil, map[string]string{"option": "takasia", "text": "maybe"}},
		{"choice option", setting(Trusted, "infiniteMove", "never"), "ruleOption.choice", nil, map[string]string{"option": "infiniteMove", "text": "never"}},
		{"number option", setting(Trusted, "infiniteMoveLapLimit", "x"), "ruleOption.range", nil, map[string]string{"option": "infiniteMoveLapLimit", "text": "x", "min": "1"}},
		{"untrusted option", setting(Untrusted, "infiniteMoveLapLimit", "100001"), "ruleOption.untrusted", nil, map[string]string{"option": "infiniteMoveLapLimit", "text": "100001", "max": "100000"}},
	}
	codes, places := map[string]bool{}, map[string]bool{}
	for _, c := range cases {
		err := c.read()
		var in *InputError
		if !errors.As(err, &in) {
			t.Errorf("%s: error %v (%T), want an *InputError", c.name, err, err)
			continue
		}
		if in.Code != c.code || !slices.Equal(in.Places, c.places) {
			t.Errorf("%s: code %q places %q, want %q %q (%v)", c.name, in.Code, in.Places, c.code, c.places, err)
		}
		for k, v := range c.args {
			if in.Args[k] != v {
				t.Errorf("%s: arg %s = %q, want %q (args %v)", c.name, k, in.Args[k], v, in.Args)
			}
		}
		if !slices.Contains(InputCodes(), in.Code) {
			t.Errorf("%s: code %q is not in InputCodes", c.name, in.Code)
		}
		for _, p := range in.Places {
			if !slices.Contains(InputPlaces(), p) {
				t.Errorf("%s: place %q is not in InputPlaces", c.name, p)
			}
			places[p] = true
		}
		codes[in.Code] = true
	}
	for _, c := range InputCodes() {
		// A token that names the stop of a move whose safari alone is
		// legal: no position of 3,000 seeded games of Bao la Kiswahili
		// has one (the stop is illegal only when it never ends).
		if !codes[c] && c != "move.nyumbaAmbiguous" {
			t.Errorf("code %q: no case gives it", c)
		}
	}
	for _, p := range InputPlaces() {
		if !places[p] {
			t.Errorf("place %q: no case gives it", p)
		}
	}
}

// TestRefuseAndPlace: a package that reads a person's text with the rules
// (a game record) refuses it in the same terms: Refuse gives its reason,
// Place puts it at a part of the text, outermost first, with the English
// message prefixed; an error that is not a refusal is wrapped as it is.
func TestRefuseAndPlace(t *testing.T) {
	in := Refuse("record.x", []string{"text", "y"}, "%q: bad", "y")
	err := Place(Place(in, "record.inner", []string{"tag", "T"}, "tag %s", "T"), "record.outer", nil, "outer")
	var got *InputError
	if !errors.As(err, &got) || got.Code != "record.x" || !slices.Equal(got.Places, []string{"record.outer", "record.inner"}) ||
		got.Args["text"] != "y" || got.Args["tag"] != "T" || err.Error() != `outer: tag T: "y": bad` {
		t.Errorf("placed refusal: %#v, %q", got, err)
	}
	if in.Places != nil || len(in.Args) != 1 {
		t.Errorf("Place changed the refusal it placed: %#v", in)
	}
	plain := errors.New("plain")
	if err := Place(plain, "record.outer", nil, "outer"); !errors.Is(err, plain) || errors.As(err, &got) || err.Error() != "outer: plain" {
		t.Errorf("placed plain error: %v", err)
	}
}
