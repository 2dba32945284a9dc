package engine

import (
	"strings"
	"testing"
)

// The worked examples of rules.md section 6, with the exact legal-move
// lists and resulting positions.

func TestExample61StartPosition(t *testing.T) {
	for _, v := range []Variant{Kiswahili, Kete} {
		r := DefaultRules(v)
		p := StartPosition(v)
		if got, want := p.String(), "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 S SN - 0"; got != want {
			t.Fatalf("%v start: %s, want %s", v, got, want)
		}
		if got := legalText(&r, &p); got != "A6L A6R A7L A7R" {
			t.Fatalf("%v start legal: %s", v, got)
		}
		results := map[string]string{
			"A6L": "0 0 0 0 0 0 0 0 | 0 2 2 6 0 0 0 0 | 0 0 1 1 7 0 2 0 | 0 0 0 0 0 0 0 0",
			"A6R": "0 0 0 0 0 0 0 0 | 0 2 2 6 0 0 0 0 | 0 0 0 0 6 0 3 1 | 0 0 0 0 0 0 0 1",
			"A7L": "0 0 0 0 0 0 0 0 | 0 2 2 6 0 0 0 0 | 0 0 0 1 7 3 0 0 | 0 0 0 0 0 0 0 0",
			"A7R": "0 0 0 0 0 0 0 0 | 0 2 2 6 0 0 0 0 | 0 0 0 0 6 2 0 1 | 0 0 0 0 0 0 1 1",
		}
		for tok, want := range results {
			q := play(t, &r, p, tok)
			if got := bookRows(&q); got != want {
				t.Errorf("%v %s: %s, want %s", v, tok, got, want)
			}
			if q.Store != [2]uint8{21, 22} || q.Side != North {
				t.Errorf("%v %s: hands %v side %v", v, tok, q.Store, q.Side)
			}
		}
	}
}

func TestExample62GameOpening(t *testing.T) {
	r := DefaultRules(Kiswahili)
	p := play(t, &r, StartPosition(Kiswahili), "A7L")
	if got := legalText(&r, &p); got != "a5L a5R" {
		t.Fatalf("after A7L: %s, want a5L a5R", got)
	}
	q := play(t, &r, p, "a5R")
	if got, want := bookRows(&q), "0 0 0 0 0 0 0 0 | 1 2 2 7 0 0 0 0 | 0 0 0 0 7 3 0 0 | 0 0 0 0 0 0 0 0"; got != want {
		t.Fatalf("A7L a5R: %s, want %s", got, want)
	}
	if q.Store != [2]uint8{21, 21} || q.Side != South || !q.Owns(South) || !q.Owns(North) {
		t.Fatalf("A7L a5R: %s", q.String())
	}
	alt := play(t, &r, p, "a5L")
	if got, want := strings.Split(bookRows(&alt), " | ")[1], "0 2 2 7 0 0 0 1"; got != want {
		t.Fatalf("A7L a5L: North front %s, want %s", got, want)
	}
}

func TestExample63Safari(t *testing.T) {
	r := DefaultRules(Kiswahili)
	p := mustPos(t, Kiswahili, "0 0 0 0 0 0 0 43 | 5 0 2 0 0 0 0 0 | 1 0 2 2 7 0 0 0 | 0 0 0 0 0 0 0 0", "1,1 S S -")
	if got := legalText(&r, &p); got != "A1L A1L+ A3L A3R" {
		t.Fatalf("legal: %s", got)
	}
	cases := []struct{ tok, south, houses string }{
		{"A1L", "3 1 3 3 8 0 0 0 | 0 0 0 0 0 0 0 0", "S"},
		{"A1L+", "3 1 3 3 0 1 1 1 | 0 0 0 1 1 1 1 1", "-"},
		{"A3L", "2 1 3 2 7 0 0 0 | 0 0 0 0 0 0 0 0", "S"},
		{"A3R", "1 0 3 2 7 0 1 1 | 0 0 0 0 0 0 0 0", "S"},
	}
	for _, c := range cases {
		q := play(t, &r, p, c.tok)
		rows := strings.Split(bookRows(&q), " | ")
		if got := rows[2] + " | " + rows[3]; got != c.south {
			t.Errorf("%s: South %s, want %s", c.tok, got, c.south)
		}
		if got := strings.Fields(q.String())[3]; got != c.houses {
			t.Errorf("%s: houses %s, want %s", c.tok, got, c.houses)
		}
		if q.Store != [2]uint8{0, 1} {
			t.Errorf("%s: hands %v", c.tok, q.Store)
		}
	}
}

func TestExample64SixteenSeedTakata(t *testing.T) {
	r := DefaultRules(Kiswahili)
	p := mustPos(t, Kiswahili, "0 0 0 0 0 0 0 46 | 1 0 0 0 0 0 0 0 | 1 0 0 16 0 0 0 0 | 0 0 0 0 0 0 0 0", "0,0 S - -")
	if got := legalText(&r, &p); got != "A4L A4R" {
		t.Fatalf("legal: %s", got)
	}
	for _, tok := range []string{"A4L", "A4R"} {
		q := play(t, &r, p, tok)
		rows := strings.Split(bookRows(&q), " | ")
		if rows[2] != "2 1 1 1 1 1 1 1" || rows[3] != "1 1 1 1 1 1 1 1" {
			t.Errorf("%s: South %s | %s", tok, rows[2], rows[3])
		}
	}
}

func TestExample65KimbiReversal(t *testing.T) {
	r := DefaultRules(Kiswahili)
	p := mustPos(t, Kiswahili, "0 0 0 0 0 0 0 58 | 0 1 0 0 0 0 0 1 | 0 1 0 2 0 0 0 1 | 0 0 0 0 0 0 0 0", "0,0 S - -")
	if got := legalText(&r, &p); got != "A4L" {
		t.Fatalf("legal: %s", got)
	}
	q := play(t, &r, p, "A4L")
	rows := strings.Split(bookRows(&q), " | ")
	if rows[2] != "1 2 1 0 0 0 0 1" || rows[1] != "0 0 0 0 0 0 0 1" {
		t.Fatalf("A4L: %s", bookRows(&q))
	}
	_, tr, err := r.Trace(&p, mustMove(t, "A4L"))
	if err != nil {
		t.Fatal(err)
	}
	// The captured seed enters A1 and the move runs clockwise from there.
	want := "lift A4 2\nsow A3 1\nsow A2 2\ncapture a7 1\nsow A1 1\nend A1 1\n"
	if got := tr.String(); got != want {
		t.Fatalf("trace:\n%swant:\n%s", got, want)
	}
}

func mustMove(t testing.TB, s string) Move {
	t.Helper()
	m, err := ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestExample66Takasia(t *testing.T) {
	r := DefaultRules(Kiswahili)
	pred := mustPos(t, Kiswahili, "0 1 2 1 4 8 2 2 | 10 0 0 10 2 1 0 1 | 0 2 0 0 0 0 2 0 | 0 0 2 2 0 2 6 4", "0,0 S - -")
	if got := legalText(&r, &pred); got != "A2L A2R A7L A7R" {
		t.Fatalf("predecessor legal: %s", got)
	}
	p := play(t, &r, pred, "A7L")
	if got, want := bookRows(&p), "0 1 2 1 4 8 2 2 | 10 0 0 10 2 1 0 1 | 0 2 0 0 1 1 0 0 | 0 0 2 2 0 2 6 4"; got != want {
		t.Fatalf("after A7L: %s", got)
	}
	if p.Blocked.String() != "a4" {
		t.Fatalf("takasia hole %v, want a4", p.Blocked)
	}
	if got := legalText(&r, &p); got != "a5L a5R a8L a8R" {
		t.Fatalf("North legal: %s, want a5L a5R a8L a8R", got)
	}
	for tok, a4 := range map[string]uint8{"a8R": 2, "a8L": 5, "a5R": 2, "a5L": 6} {
		q := play(t, &r, p, tok)
		if got := q.Pits[MakePit(North, 3)]; got != a4 {
			t.Errorf("%s: a4 = %d, want %d", tok, got, a4)
		}
	}
	// a8L stops in a4 because of the takasia: without it the lap relays on.
	_, tr, _ := r.Trace(&p, mustMove(t, "a8L"))
	if last := tr.Events[len(tr.Events)-1]; last.Kind != EventStopTakasia || last.Hole.String() != "a4" {
		t.Fatalf("a8L ends with %v, want stop-takasia a4", last)
	}
	off := r
	off.Takasia = false
	q, _ := off.Play(&pred, mustMove(t, "A7L"))
	if q.Blocked != NoPit {
		t.Fatalf("takasia off: hole %v", q.Blocked)
	}
}

func TestExample66TakasiaExemption(t *testing.T) {
	// KIBA's partial example: all of South's captures target a4, North's
	// only front hole with more than one seed, so there is no takasia. The
	// 8 seeds are added in b1, where they can capture nothing (both
	// directions end in the empty a8), so the position holds 64 seeds.
	r := DefaultRules(Kiswahili)
	pre := mustPos(t, Kiswahili, "7 4 2 4 1 3 2 8 | 0 1 0 0 10 0 0 0 | 0 0 1 0 1 1 1 3 | 0 4 2 0 2 2 5 0", "0,0 N - -")
	q := pre
	q.Side = North
	if got := q.CaptureTargets(South); got != 1<<3 {
		t.Fatalf("South's first-lap targets %08b, want only a4", got)
	}
	if got := q.CaptureTargets(North); got != 0 {
		t.Fatalf("North has captures %08b", got)
	}
	parent := q
	parent.Side = South
	if b := r.takasiaAfter(&parent, &q); b != NoPit {
		t.Fatalf("takasia %v, want none (a4 is North's only hole with > 1 seed)", b)
	}
	_ = seedTotal(t, &q)
}

func seedTotal(t testing.TB, p *Position) int {
	t.Helper()
	n := int(p.Store[0]) + int(p.Store[1]) + p.Seeds(South) + p.Seeds(North)
	if n != TotalSeeds {
		t.Fatalf("%d seeds", n)
	}
	return n
}

func TestExample67NeverEndingMove(t *testing.T) {
	r := DefaultRules(Kiswahili)
	p := mustPos(t, Kiswahili, "0 0 0 0 0 0 0 0 | 0 0 0 0 9 0 0 1 | 1 6 3 1 0 5 4 0 | 2 1 0 5 0 3 0 1", "11,11 S - -")
	if got := legalText(&r, &p); got != "A2L A2R A3R A6L A6R A7L A7R" {
		t.Fatalf("legal: %s (A3L never ends and must be missing)", got)
	}
	// A3L is found by the cycle test, long before the lap limit.
	q := p
	res := r.playMove(&p, &q, mustMove(t, "A3L"), false)
	if !res.infinite {
		t.Fatal("A3L ends")
	}
	low := r
	low.InfiniteMoveLapLimit = 1000
	if got := legalText(&low, &p); got != "A2L A2R A3R A6L A6R A7L A7R" {
		t.Fatalf("lap limit 1000: %s", got)
	}
	// Under infiniteMove=loses, A3L is legal and loses at once.
	loses := r
	loses.InfiniteMove = InfiniteLoses
	if got := legalText(&loses, &p); got != "A2L A2R A3L A3R A6L A6R A7L A7R" {
		t.Fatalf("loses: %s", got)
	}
	after := play(t, &loses, p, "A3L")
	if res, why := loses.Outcome(&after); res != NorthWins {
		t.Fatalf("after A3L under loses: %v %s", res, why)
	}
}

func TestExample68TaxAndKuuFloor(t *testing.T) {
	board := "0 0 0 0 0 0 0 32 | 0 0 0 6 0 0 0 0 | 0 0 0 0 6 0 0 0 | 0 0 0 0 0 0 0 0"
	cases := []struct {
		v          Variant
		tok, south string
		owns       bool
	}{
		{Kiswahili, "A5L", "0 0 1 1 5 0 0 0 | 0 0 0 0 0 0 0 0", true},
		{Kiswahili, "A5R", "0 0 0 0 5 1 1 0 | 0 0 0 0 0 0 0 0", true},
		{Kete, "A5L", "1 1 1 1 0 0 0 0 | 1 1 1 0 0 0 0 0", false},
		{Kete, "A5R", "0 0 0 0 0 1 1 1 | 0 0 0 0 1 1 1 1", false},
	}
	for _, c := range cases {
		r := DefaultRules(c.v)
		p := mustPos(t, c.v, board, "10,10 S SN -")
		if got := legalText(&r, &p); got != "A5L A5R" {
			t.Fatalf("%v legal: %s", c.v, got)
		}
		q := play(t, &r, p, c.tok)
		rows := strings.Split(bookRows(&q), " | ")
		if got := rows[2] + " | " + rows[3]; got != c.south {
			t.Errorf("%v %s: %s, want %s", c.v, c.tok, got, c.south)
		}
		if q.Owns(South) != c.owns {
			t.Errorf("%v %s: owns %v", c.v, c.tok, q.Owns(South))
		}
	}
	// With 8 in the nyumba both variants tax: 2 sown, 7 remain.
	for _, v := range []Variant{Kiswahili, Kete} {
		r := DefaultRules(v)
		p := mustPos(t, v, "0 0 0 0 0 0 0 30 | 0 0 0 6 0 0 0 0 | 0 0 0 0 8 0 0 0 | 0 0 0 0 0 0 0 0", "10,10 S SN -")
		q := play(t, &r, p, "A5L")
		if q.Pits[MakePit(South, 4)] != 7 || !q.Owns(South) {
			t.Errorf("%v: A5 = %d after the tax, want 7", v, q.Pits[MakePit(South, 4)])
		}
	}
}

func TestExample69KujifunzaOpening(t *testing.T) {
	r := DefaultRules(Kujifunza)
	p := StartPosition(Kujifunza)
	want := "A1R A2R A3L A3R A4L A4R A5L A5R A6L A6R A7L A8L B1L B2L B7R B8R"
	if got := legalText(&r, &p); got != want {
		t.Fatalf("legal: %s\nwant:  %s", got, want)
	}
	q := play(t, &r, p, "A2R")
	if got, w := bookRows(&q), "2 2 2 2 2 2 2 2 | 2 2 2 0 2 2 2 2 | 3 1 3 3 2 2 2 2 | 2 2 2 2 2 2 2 2"; got != w {
		t.Errorf("A2R: %s\nwant %s", got, w)
	}
	q = play(t, &r, p, "B1L")
	if got, w := bookRows(&q), "2 2 2 2 2 2 2 2 | 2 0 2 2 2 0 2 2 | 5 1 3 3 3 3 2 2 | 0 2 2 2 2 2 2 2"; got != w {
		t.Errorf("B1L: %s\nwant %s", got, w)
	}
}

func TestExample611HugePeriod(t *testing.T) {
	r := DefaultRules(Kujifunza)
	p := StartPosition(Kujifunza)
	for _, tok := range strings.Fields("A2R a1R A4R b1L B2L a4L B5R a7L B1R") {
		p = play(t, &r, p, tok)
	}
	if got, want := bookRows(&p), "6 0 6 0 6 2 1 2 | 3 0 5 0 5 2 11 1 | 1 0 0 0 0 0 0 0 | 0 1 3 0 1 4 1 3"; got != want {
		t.Fatalf("position: %s\nwant %s", got, want)
	}
	var ml MoveList
	r.Legal(&p, &ml)
	if ml.Contains(mustMove(t, "a3L")) {
		t.Fatal("a3L is legal, want never-ending")
	}
	if got := legalText(&r, &p); got != "a2L a2R a3R a4L a4R a6L a6R a8L a8R" {
		t.Fatalf("legal: %s", got)
	}
}

// TestLoneKichwaSowsTowardsTheCentre: a lone kichwa must be sown towards
// the centre (rules.md 2.3.2 step 2, 2.7 takata step 2): A1 rightwards, A8
// leftwards, in namua and in mtaji, for both sides.
func TestLoneKichwaSowsTowardsTheCentre(t *testing.T) {
	r := DefaultRules(Kiswahili)
	cases := []struct{ board, rest, want string }{
		// The position met after A6L a6L A4L a6L A2L+ a2L.
		{"0 0 0 0 0 0 0 0 | 0 1 6 3 0 5 2 1 | 2 0 0 0 0 0 0 0 | 0 0 1 1 1 1 1 1", "19,19 S - -", "A1R"},
		{"0 0 0 0 0 0 0 0 | 0 1 6 3 0 5 3 0 | 0 0 0 0 0 0 0 2 | 0 0 1 1 1 1 1 1", "19,19 S - -", "A8L"},
		{"0 0 0 0 7 0 0 0 | 0 0 0 0 0 0 0 3 | 2 0 0 0 0 0 0 0 | 0 0 0 12 0 0 0 0", "20,20 N - -", "a1R"},
		{"0 0 0 0 7 0 0 0 | 3 0 0 0 0 0 0 0 | 0 0 0 0 0 0 0 2 | 0 0 0 12 0 0 0 0", "20,20 N - -", "a8L"},
		// Mtaji: the lone kichwa is the only front candidate.
		{"0 0 0 0 0 0 0 40 | 0 0 0 0 0 0 1 0 | 3 0 0 0 0 0 0 0 | 0 0 0 0 0 0 20 0", "0,0 S - -", "A1R"},
		{"0 0 0 0 0 0 0 40 | 0 0 0 0 0 0 1 0 | 0 0 0 0 0 0 0 3 | 0 0 0 0 0 0 20 0", "0,0 S - -", "A8L"},
	}
	for _, c := range cases {
		p := mustPos(t, Kiswahili, c.board, c.rest)
		if got := legalText(&r, &p); got != c.want {
			t.Errorf("%s: legal %s, want %s", &p, got, c.want)
		}
	}
}

// TestOwnFrontNeverEmptiedMidMove replays the trace of every move met in
// random play and checks that the mover's front row is never empty after
// any seed is dropped (rules.md 2.9: with the lone-kichwa rule it cannot
// happen). Before the fix of the lone-kichwa direction this failed.
func TestOwnFrontNeverEmptiedMidMove(t *testing.T) {
	for ci, r := range playoutConfigs() {
		r := r
		randomPlayouts(&r, 4000, uint64(300+ci), func(p *Position, ch *Children) {
			for i := 0; i < ch.N; i++ {
				_, tr, err := r.Trace(p, ch.List[i].Move)
				if err != nil {
					t.Fatal(err)
				}
				pits := p.Pits
				for _, e := range tr.Events {
					switch e.Kind {
					case EventHand, EventSow:
						pits[e.Hole] = e.Count
					case EventLift:
						pits[e.Hole] -= e.Count
					case EventRelay, EventCapture:
						pits[e.Hole] = 0
					}
					if e.Kind == EventLift || e.Kind == EventRelay {
						// The lifted seeds are in the hand and about to be
						// sown; the row is judged after the next drop.
						continue
					}
					empty := true
					for l := 0; l < 8; l++ {
						empty = empty && pits[MakePit(p.Side, l)] == 0
					}
					if empty {
						t.Fatalf("%s %v: own front row empty after %v", p, ch.List[i].Move, e)
					}
				}
				if pits != ch.List[i].Pos.Pits && ch.List[i].Pos.Flags&flagWon == 0 {
					t.Fatalf("%s %v: the trace does not account for every seed", p, ch.List[i].Move)
				}
			}
		})
	}
}
