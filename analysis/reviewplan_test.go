package analysis

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// scoreOf is the Kiswahili score whose win chance is p.
func scoreOf(p float64) score.Score {
	return score.Score(math.Round(eval.WinScale(engine.Kiswahili) * math.Log(p/(1-p))))
}

// mv parses a move token.
func mv(t *testing.T, s string) engine.Move {
	t.Helper()
	m, err := engine.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// near reports whether two chances agree to a tenth of a point (a score
// is whole centi-seeds).
func near(a, b float64) bool { return math.Abs(a-b) < 0.001 }

// TestJudge judges moves from constructed searches of their root: the
// drop, the mark, the engine's own move and the decided game.
func TestJudge(t *testing.T) {
	plan := ReviewPlan{Depth: 8, Decided: 0.9}
	a6l, a7l := mv(t, "A6L"), mv(t, "A7L")
	for _, c := range []struct {
		name          string
		played        engine.Move
		before, after float64 // the chances the searches give
		proven        score.Score
		mark          string
		drop          float64
		decided       Decided
	}{
		{"a blunder", a7l, 0.6, 0.35, 0, "??", 0.25, Open},
		{"a mistake", a7l, 0.6, 0.48, 0, "?", 0.12, Open},
		{"just below a mistake", a7l, 0.6, 0.51, 0, "", 0.09, Open},
		{"better than the best", a7l, 0.6, 0.62, 0, "", 0, Open},
		{"the engine's move", a6l, 0.6, 0.6, 0, "=", 0, Open},
		{"a win thrown away", a7l, 0.95, 0, score.LossIn(6), "??", 0.95, Winning},
		{"a won game kept", a7l, 0.97, 0.93, 0, "", 0.04, Winning},
		{"a lost game", a7l, 0.05, 0.01, 0, "", 0.04, Losing},
	} {
		whole := search.Result{Best: a6l, Score: scoreOf(c.before), Depth: 8}
		alone := search.Result{Best: c.played, Score: scoreOf(c.after), Depth: 8}
		if c.proven != 0 {
			alone.Score = c.proven
		}
		vd := plan.Judge(engine.Kiswahili, c.played, whole, alone)
		if vd.Mark != c.mark || !near(vd.Drop, c.drop) || vd.Decided != c.decided || vd.Best != a6l || vd.Depth != 8 ||
			!near(vd.Before, c.before) || (c.mark != "=" && !near(vd.After, c.after)) {
			t.Errorf("%s: %+v, want mark %q, drop %.2f, decided %q", c.name, vd, c.mark, c.drop, c.decided)
		}
		if vd.Marked() != (c.mark == "?" || c.mark == "??") {
			t.Errorf("%s: Marked() = %v with mark %q", c.name, vd.Marked(), vd.Mark)
		}
	}
	// Without a bound no game counts as decided.
	if vd := (ReviewPlan{}).Judge(engine.Kiswahili, a7l, search.Result{Best: a6l, Score: scoreOf(0.99)}, search.Result{Score: scoreOf(0.5)}); vd.Decided != Open || vd.Mark != "??" {
		t.Errorf("no bound: %+v", vd)
	}
}

// TestCheckRejudges checks which verdicts a check judges again.
func TestCheckRejudges(t *testing.T) {
	c := Check{Depth: 14, Below: 0.04, Above: 0.05}
	for _, x := range []struct {
		mark string
		drop float64
		want bool
	}{
		{"", 0.05, false}, {"", 0.06, true}, {"", 0.09, true}, {"?", 0.10, true}, {"?", 0.14, true},
		{"?", 0.15, false}, {"??", 0.5, false}, {"=", 0, false},
	} {
		if got := c.Rejudges(Verdict{Mark: x.mark, Drop: x.drop}, engine.NoMove); got != x.want {
			t.Errorf("Rejudges(%q, drop %.2f) = %v, want %v", x.mark, x.drop, got, x.want)
		}
	}
	if (Check{Below: 0.1, Above: 1}).Rejudges(Verdict{Mark: "="}, engine.NoMove) {
		t.Errorf("a check judges the engine's own move again")
	}
	// An unsure check takes the marked moves whose better move is not the
	// first pass's best, whatever their drop.
	a6l, a7l := mv(t, "A6L"), mv(t, "A7L")
	u := Check{Depth: 18, Unsure: true}
	for _, x := range []struct {
		mark        string
		drop        float64
		best, first engine.Move
		want        bool
	}{
		{"??", 0.8, a6l, a7l, true}, {"?", 0.12, a6l, a7l, true}, {"??", 0.8, a6l, a6l, false},
		{"", 0.09, a6l, a7l, false}, {"=", 0, a6l, a7l, false},
	} {
		if got := u.Rejudges(Verdict{Mark: x.mark, Drop: x.drop, Best: x.best}, x.first); got != x.want {
			t.Errorf("unsure Rejudges(%q, drop %.2f, better %v, first %v) = %v, want %v", x.mark, x.drop, x.best, x.first, got, x.want)
		}
	}
}

// TestReview runs a plan over a game of four moves with a made-up search
// and checks the searches it asks for, in order, and the verdicts.
func TestReviewPlanReview(t *testing.T) {
	a6l, a7l, a5r := mv(t, "A6L"), mv(t, "A7L"), mv(t, "a5R")
	moves := []engine.Move{a7l, a5r, a7l, a6l}
	plan := ReviewPlan{Depth: 8, Checks: []Check{{Depth: 12, Below: 0.05, Above: 1}, {Depth: 16, Below: 0.02, Above: 0.02}}, Decided: 0.9}
	// chances[depth][i] is the mover's chance at position i by the whole
	// search (best A6L) and by the search of the move played alone.
	type pair struct{ whole, alone float64 }
	chances := map[int][]pair{
		// Move 0 drops 0.15 at depth 8, 0.11 at 12, 0.09 at 16: no mark.
		// Move 1 drops 0.03: not judged again. Move 2 drops 0.30 at 8,
		// and at 12 the search prefers the move played. Move 3 is the
		// engine's choice.
		8:  {{0.6, 0.45}, {0.5, 0.47}, {0.7, 0.4}, {0.5, 0.5}},
		12: {{0.6, 0.49}, {}, {0.7, 0.71}, {}},
		16: {{0.6, 0.51}, {}, {}, {}},
	}
	var calls []string
	fn := func(i, depth int, only []engine.Move) search.Result {
		calls = append(calls, fmt.Sprintf("%d@%d%v", i, depth, only))
		c := chances[depth][i]
		best := a6l
		if depth == 12 && i == 2 {
			best = a7l // the deeper search prefers the move played
		}
		if only == nil {
			return search.Result{Best: best, Score: scoreOf(c.whole), Depth: depth}
		}
		return search.Result{Best: only[0], Score: scoreOf(c.alone), Depth: depth}
	}
	wholes, vds := plan.Review(engine.Kiswahili, moves, fn)
	want := []string{"0@8[]", "0@8[A7L]", "1@8[]", "1@8[a5R]", "2@8[]", "2@8[A7L]", "3@8[]",
		"0@12[]", "0@12[A7L]", "2@12[]", "0@16[]", "0@16[A7L]"}
	if !slices.Equal(calls, want) {
		t.Errorf("searches %v\nwant      %v", calls, want)
	}
	if len(wholes) != 4 || wholes[2].Depth != 8 || !near(search.WinChance(engine.Kiswahili, wholes[2].Score), 0.7) {
		t.Errorf("wholes %+v, want the depth-8 searches", wholes)
	}
	for i, w := range []struct {
		mark   string
		depth  int
		checks int
		drop   float64
	}{{"", 16, 2, 0.09}, {"", 8, 0, 0.03}, {"=", 12, 1, 0}, {"=", 8, 0, 0}} {
		if vd := vds[i]; vd.Mark != w.mark || vd.Depth != w.depth || vd.Checks != w.checks || !near(vd.Drop, w.drop) {
			t.Errorf("move %d: %+v, want mark %q at depth %d after %d checks, drop %.2f", i, vd, w.mark, w.depth, w.checks, w.drop)
		}
	}
}

// TestReviewPlanUnsureCheck runs a plan with an unsure check over a game
// of three moves: the check judges again the mark whose better move the
// first pass did not find best, and no other move.
func TestReviewPlanUnsureCheck(t *testing.T) {
	a6l, a7l, a5r, a4l := mv(t, "A6L"), mv(t, "A7L"), mv(t, "a5R"), mv(t, "A4L")
	moves := []engine.Move{a7l, a5r, a7l}
	plan := ReviewPlan{Depth: 8, Checks: []Check{{Depth: 12, Below: 0.05, Above: 1}, {Depth: 16, Unsure: true}}, Decided: 0.9}
	// Move 0 is marked at 8 and at 12, where A4L becomes the better move:
	// unsure, judged again at 16, where A6L is best again and the drop
	// is 0.25. Move 1 is marked at 8 and at 12 with A6L better at both:
	// sure, not judged again. Move 2 drops 0.02: never judged again.
	type pair struct{ whole, alone float64 }
	chances := map[int][]pair{
		8:  {{0.6, 0.4}, {0.5, 0.2}, {0.5, 0.48}},
		12: {{0.7, 0.4}, {0.5, 0.25}, {}},
		16: {{0.65, 0.4}, {}, {}},
	}
	var calls []string
	fn := func(i, depth int, only []engine.Move) search.Result {
		calls = append(calls, fmt.Sprintf("%d@%d%v", i, depth, only))
		c := chances[depth][i]
		if only != nil {
			return search.Result{Best: only[0], Score: scoreOf(c.alone), Depth: depth}
		}
		best := a6l
		if depth == 12 && i == 0 {
			best = a4l
		}
		return search.Result{Best: best, Score: scoreOf(c.whole), Depth: depth}
	}
	_, vds := plan.Review(engine.Kiswahili, moves, fn)
	want := []string{"0@8[]", "0@8[A7L]", "1@8[]", "1@8[a5R]", "2@8[]", "2@8[A7L]",
		"0@12[]", "0@12[A7L]", "1@12[]", "1@12[a5R]", "0@16[]", "0@16[A7L]"}
	if !slices.Equal(calls, want) {
		t.Errorf("searches %v\nwant      %v", calls, want)
	}
	for i, w := range []struct {
		mark   string
		best   engine.Move
		depth  int
		checks int
		drop   float64
	}{{"??", a6l, 16, 2, 0.25}, {"??", a6l, 12, 1, 0.25}, {"", a6l, 8, 0, 0.02}} {
		if vd := vds[i]; vd.Mark != w.mark || vd.Best != w.best || vd.Depth != w.depth || vd.Checks != w.checks || !near(vd.Drop, w.drop) {
			t.Errorf("move %d: %+v, want mark %q better %v at depth %d after %d checks, drop %.2f", i, vd, w.mark, w.best, w.depth, w.checks, w.drop)
		}
	}
}

// TestReviewPlanSwitches: the default plan searches as the engine does
// (it sets no switch); a plan's switches set the options they name (a
// plan that turns off the singular extension, internal iterative
// reduction and reverse futility gives search.Options.DepthAsGiven) and
// leave the rest alone; a switch
// that does not exist or a bad value is an error naming it.
func TestReviewPlanSwitches(t *testing.T) {
	def := search.DefaultOptions()
	if def.SingularDepth == 0 || def.IIRDepth == 0 {
		t.Fatalf("the engine's default has no singular extension or no internal iterative reduction: the test sees nothing")
	}
	o := search.DefaultOptions()
	if err := DefaultReviewPlan().Apply(&o); err != nil {
		t.Fatal(err)
	}
	o.Eval, def.Eval = nil, nil // compared apart: a pointer
	if o != def {
		t.Errorf("after the default plan's switches: %+v, want the engine's default %+v", o, def)
	}
	o = search.DefaultOptions()
	o.RFPMargin, o.RFPDepth = 60, 2 // reverse futility on, as a person may set it
	want := o
	want.DepthAsGiven()
	if err := (ReviewPlan{Switches: map[string]string{"SingularDepth": "0", "IIRDepth": "0", "RFPMargin": "0"}}).Apply(&o); err != nil {
		t.Fatal(err)
	}
	want.Eval, o.Eval = nil, nil
	if o != want {
		t.Errorf("after SingularDepth 0, IIRDepth 0 and RFPMargin 0: %+v, want %+v", o, want)
	}
	for _, bad := range []map[string]string{{"Singular": "0"}, {"SingularDepth": "-1"}, {"SingularDepth": "x"}} {
		o := search.DefaultOptions()
		err := ReviewPlan{Switches: bad}.Apply(&o)
		if err == nil || !strings.Contains(err.Error(), "Singular") {
			t.Errorf("switches %v: error %v, want one naming the switch", bad, err)
		}
	}
}
