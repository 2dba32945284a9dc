package rulesapi

import (
	"slices"
	"strings"
	"testing"
)

// explainCase is a mistake and the reason Explain must give for it. The
// games were found by playing random games with the rules engine and
// keeping, for each code, an early position that shows it; the test
// checks each answer against the positions as /api/legal describes them.
type explainCase struct {
	name  string
	req   ExplainRequest
	want  ExplainResponse
	check func(t *testing.T, c explainCase)
}

func game(variant string, moves ...string) Game { return Game{Variant: variant, Moves: moves} }

// stateAfter is the position after the game's moves plus more.
func stateAfter(t *testing.T, g Game, more ...string) *State {
	t.Helper()
	g.Moves = append(slices.Clone(g.Moves), more...)
	res, err := Legal(LegalRequest{Game: g})
	if err != nil {
		t.Fatalf("legal %v: %v", g.Moves, err)
	}
	return res.State
}

// seedsIn sums the counts of holes in st.
func seedsIn(st *State, holes []string) int {
	n := 0
	for _, row := range st.Rows {
		for _, h := range row {
			if slices.Contains(holes, h.Name) {
				n += h.Count
			}
		}
	}
	return n
}

// capturedFrom checks that the seeds counted are those the holes held
// before the capturing move, and that the holes are the other side's.
func capturedFrom(t *testing.T, before *State, out ExplainResponse, victim string) {
	t.Helper()
	if got := seedsIn(before, out.Holes); got != out.Count {
		t.Errorf("%s captures %d seeds from %v, which held %d", out.Move, out.Count, out.Holes, got)
	}
	for _, h := range out.Holes {
		if (h[0] == 'A') != (victim == "S") {
			t.Errorf("%s captures from %s, not a hole of %s", out.Move, h, victim)
		}
	}
}

func TestExplainMistakes(t *testing.T) {
	lostKiswahili := game("kiswahili", "A7L", "a5R", "A6L", "a7R", "A4L", "a6L", "A2L", "a1L", "A7R", "a8R", "A5L", "a8R", "A7R", "a6L")
	houseGivenKete := game("kete", "A7R", "a6R", "A8L", "a5L", "A3R", "a5R", "A7R", "a1L", "A5L", "a3L", "A1R", "a6L", "A2L", "a6R", "A4L", "a6L", "A1L+")
	cases := []explainCase{
		{
			name: "reply captures",
			req:  ExplainRequest{Game: game("kiswahili", "A6L"), Reply: []string{"a5L"}, Better: []string{"A6R", "a6L"}},
			want: ExplainResponse{Code: ExplainCaptured, Side: "S", Move: "a5L", Count: 1, Holes: []string{"A4"}},
			check: func(t *testing.T, c explainCase) {
				capturedFrom(t, stateAfter(t, c.req.Game), c.want, "S")
			},
		},
		{
			name: "capture missed",
			req:  ExplainRequest{Game: game("kete", "A7R", "a6R", "A8L", "a5L", "A3R", "a5R", "A7R", "a1L", "A5L", "a3L", "A1R", "a6L", "A2L", "a6R", "A4L"), Reply: []string{"a2L"}, Better: []string{"A1L", "a2L"}},
			want: ExplainResponse{Code: ExplainMissed, Side: "S", Move: "A1L", Count: 9, Holes: []string{"a8", "a5"}},
			check: func(t *testing.T, c explainCase) {
				g := c.req.Game
				g.Moves = g.Moves[:len(g.Moves)-1]
				capturedFrom(t, stateAfter(t, g), c.want, "N")
				before := stateAfter(t, g)
				for _, m := range before.Legal {
					if got := seedsIn(before, m.Captures); m.Move == "A4L" && got >= c.want.Count {
						t.Errorf("A4L captures %d seeds, as many as the better move", got)
					}
				}
			},
		},
		{
			name: "nyumba taken by the reply",
			req:  ExplainRequest{Game: game("kiswahili", "A7L", "a5R", "A6L", "a6L"), Reply: []string{"A4L"}, Better: []string{"a5L", "A2L"}},
			want: ExplainResponse{Code: ExplainHouseTaken, Side: "N", Move: "A4L", Holes: []string{"a5"}},
			check: func(t *testing.T, c explainCase) {
				if h := stateAfter(t, c.req.Game).Houses["N"]; !h.Owned || h.Hole != "a5" {
					t.Errorf("before the reply North's nyumba is %+v, want a5 owned", h)
				}
				if h := stateAfter(t, c.req.Game, c.req.Reply...).Houses["N"]; h.Owned {
					t.Errorf("after the reply North still owns the nyumba")
				}
				if h := stateAfter(t, game("kiswahili", "A7L", "a5R", "A6L"), c.req.Better...).Houses["N"]; !h.Owned {
					t.Errorf("after the better line North has lost the nyumba too")
				}
			},
		},
		{
			name: "nyumba given up by the move (Bao la Kete)",
			req:  ExplainRequest{Game: houseGivenKete, Reply: []string{"a1L"}, Better: []string{"A1L", "a1L"}},
			want: ExplainResponse{Code: ExplainHouseGiven, Side: "S", Holes: []string{"A5"}},
			check: func(t *testing.T, c explainCase) {
				g := c.req.Game
				if h := stateAfter(t, g).Houses["S"]; h.Owned {
					t.Errorf("after A1L+ (the safari) South still owns the nyumba")
				}
				g.Moves = g.Moves[:len(g.Moves)-1]
				if h := stateAfter(t, g, "A1L").Houses["S"]; !h.Owned || h.Hole != "A5" {
					t.Errorf("after A1L (the stop) South's nyumba is %+v, want A5 owned", h)
				}
			},
		},
		{
			name: "the game lost at the reply",
			req:  ExplainRequest{Game: lostKiswahili, Reply: []string{"A2L+"}, Better: []string{"a6R", "A1L"}},
			want: ExplainResponse{Code: ExplainLost, Side: "N", Move: "A2L+", Moves: 1, Ending: "frontEmpty"},
			check: func(t *testing.T, c explainCase) {
				st := stateAfter(t, c.req.Game, c.req.Reply...)
				if !st.GameOver || st.ReasonCode != "frontEmpty" || st.ReasonSide != "N" {
					t.Errorf("after the reply: game over %v, %s of %s; want North's front row empty", st.GameOver, st.ReasonCode, st.ReasonSide)
				}
			},
		},
		{
			name: "the better line loses as soon: no reason",
			req:  ExplainRequest{Game: lostKiswahili, Reply: []string{"A2L+"}, Better: []string{"a6L", "A2L+"}},
			want: ExplainResponse{Side: "N"},
		},
		{
			name: "the better reply captures as much: no reason",
			req:  ExplainRequest{Game: game("kiswahili", "A6L"), Reply: []string{"a5L"}, Better: []string{"A6L", "a5L"}},
			want: ExplainResponse{Side: "S"},
		},
		{
			name: "no lines: no reason",
			req:  ExplainRequest{Game: game("kujifunza", "A3R")},
			want: ExplainResponse{Side: "S"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Explain(c.req)
			if err != nil {
				t.Fatalf("Explain: %v", err)
			}
			if got.Code != c.want.Code || got.Side != c.want.Side || got.Move != c.want.Move || got.Count != c.want.Count ||
				!slices.Equal(got.Holes, c.want.Holes) || got.Moves != c.want.Moves || got.Ending != c.want.Ending {
				t.Fatalf("Explain = %+v, want %+v", got, c.want)
			}
			if c.check != nil {
				c.check(t, c)
			}
		})
	}
}

// TestExplainLongerLines: a loss further along the reply line counts the
// opponent's moves to it; a line that the mover wins is no reason against
// the move; the request's game is not changed.
func TestExplainLongerLines(t *testing.T) {
	moves := []string{"A7L", "a5R", "A6L", "a7R", "A4L", "a6L", "A2L", "a1L", "A7R", "a8R", "A5L", "a8R", "A7R", "a6L", "A2L+"}
	req := ExplainRequest{Game: game("kiswahili", moves[:12]...), Reply: moves[12:]}
	kept := slices.Clone(req.Game.Moves)
	got, err := Explain(req)
	if err != nil {
		t.Fatal(err)
	}
	want := ExplainResponse{Code: ExplainLost, Side: "N", Move: "A7R", Moves: 2, Ending: "frontEmpty"}
	if got.Code != want.Code || got.Side != want.Side || got.Move != want.Move || got.Moves != want.Moves || got.Ending != want.Ending {
		t.Errorf("a loss at the reply line's third move: %+v, want %+v", got, want)
	}
	if !slices.Equal(req.Game.Moves, kept) {
		t.Errorf("Explain changed the request's moves")
	}
	// South's A7R, then North's a6L and South's winning A2L+: the line is
	// won by the mover, South.
	got, err = Explain(ExplainRequest{Game: game("kiswahili", moves[:13]...), Reply: moves[13:], Better: []string{"A5L"}})
	if err != nil {
		t.Fatal(err)
	}
	if got.Code == ExplainLost || got.Side != "S" {
		t.Errorf("a line that the mover wins is given as the game lost: %+v", got)
	}
}

func TestExplainErrorsNameTheField(t *testing.T) {
	long := make([]string, maxExplainLine+1)
	for i := range long {
		long[i] = "A6L"
	}
	lost := game("kiswahili", "A7L", "a5R", "A6L", "a7R", "A4L", "a6L", "A2L", "a1L", "A7R", "a8R", "A5L", "a8R", "A7R", "a6L")
	for _, c := range []struct {
		req  ExplainRequest
		want string
	}{
		{ExplainRequest{Game: game("kiswahili")}, "game: moves: empty"},
		{ExplainRequest{Game: game("kiswahili", "A6L", "Z9")}, "game: move 2"},
		{ExplainRequest{Game: game("kiswahili", "A6L"), Reply: []string{"A6L"}}, "reply: move 1"},
		{ExplainRequest{Game: game("kiswahili", "A6L"), Better: []string{"A6L", "a5L", "b1"}}, "better: move 3"},
		{ExplainRequest{Game: game("kiswahili", "A6L"), Reply: long}, "reply: 129 moves: at most 128"},
		{ExplainRequest{Game: lost, Reply: []string{"A2L+", "a1L"}}, "reply: move 2 (\"a1L\"): the game is over before it"},
	} {
		_, err := Explain(c.req)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Explain(%v, reply %v, better %v) = %v, want an error with %q", c.req.Game.Moves, len(c.req.Reply), c.req.Better, err, c.want)
		}
	}
	// Through the answerer: the status and the message.
	status, v := answer(t, "/api/explain", `{"game":{"moves":["A6L"]},"reply":["x"],"better":[]}`)
	if status != statusUnprocessable || !strings.Contains(v["error"].(string), "reply: move 1") {
		t.Errorf("/api/explain with a bad reply: %d %v", status, v)
	}
	status, v = answer(t, "/api/explain", `{"game":{"moves":["A6L"]},"reply":["a5L"],"better":["A6R","a6L"]}`)
	if status != 200 || v["code"] != ExplainCaptured || v["move"] != "a5L" {
		t.Errorf("/api/explain: %d %v", status, v)
	}
}
