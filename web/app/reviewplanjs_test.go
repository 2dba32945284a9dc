package app

import (
	"encoding/json"
	"math"
	"slices"
	"testing"

	"github.com/baoengine/bao/analysis"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
	"github.com/baoengine/bao/web/rulesapi"
)

// reviewPlanRunner reads {table, cases} from standard input and writes,
// for each case, the page's verdict (reviewplan.js's judge, with the
// plan and the marks of the rules' table) and whether each of the
// plan's checks judges the move again (rejudges).
const reviewPlanRunner = `const { judge, rejudges } = await import('./reviewplan.js');
let input = '';
process.stdin.on('data', (d) => { input += d; });
process.stdin.on('end', () => {
  const { table, cases } = JSON.parse(input);
  const wdl = (c) => [1000 * c, 0, 1000 - 1000 * c];
  process.stdout.write(JSON.stringify(cases.map((c) => {
    const vd = judge(table.review, table.marks, c.played, { pv: [c.best, 'x'], wdl: wdl(c.before) },
      c.best === c.played ? null : { pv: [c.played, 'r'], wdl: wdl(c.after) }, 8);
    return { mark: vd.mark, drop: vd.drop, decided: vd.decided, near: table.review.checks.map((k) => rejudges(k, table.marks, vd, c.first)) };
  })));
});
`

// TestPageReviewPlan runs the page's judgement (reviewplan.js) with Node
// on pairs of scores over the whole range, the plan and the marks as the
// rules' table gives them (rulesapi.Options), and compares each verdict
// with analysis.ReviewPlan.Judge and Check.Rejudges on the same searches: the
// mark, the drop, whether the game was decided, and the checks that
// judge the move again. The page gets the chances from the engine's WDL,
// which the runner makes from the chances of the scores.
func TestPageReviewPlan(t *testing.T) {
	table := rulesapi.Options("test")
	// The plan's checks, and an unsure one if it has none.
	if !slices.ContainsFunc(table.Review.Checks, func(c analysis.Check) bool { return c.Unsure }) {
		table.Review.Checks = append(slices.Clone(table.Review.Checks), analysis.Check{Depth: 18, Unsure: true})
	}
	plan := table.Review
	v := engine.Kiswahili
	scores := []score.Score{score.LossIn(3), score.WinIn(5), 0}
	for s := -3000; s <= 3000; s += 53 {
		scores = append(scores, score.Score(s))
	}
	type jsCase struct {
		Played string  `json:"played"`
		Best   string  `json:"best"`
		First  string  `json:"first"` // the first pass's best
		Before float64 `json:"before"`
		After  float64 `json:"after"`
	}
	type jsVerdict struct {
		Mark    string  `json:"mark"`
		Drop    float64 `json:"drop"`
		Decided string  `json:"decided"`
		Near    []bool  `json:"near"`
	}
	played, err := engine.ParseMove("A6L")
	if err != nil {
		t.Fatal(err)
	}
	other, err := engine.ParseMove("A5R")
	if err != nil {
		t.Fatal(err)
	}
	third, err := engine.ParseMove("A4L")
	if err != nil {
		t.Fatal(err)
	}
	var cases []jsCase
	var want []analysis.Verdict
	var firsts []engine.Move
	for k, b := range scores {
		for _, a := range scores {
			best := other
			if a == b && b == 0 {
				best = played // the search's own move: "="
			}
			whole := search.Result{Best: best, Score: b}
			alone := search.Result{Best: played, Score: a}
			first := best // the first pass agrees with the check in every other case
			if k%2 == 1 {
				first = third
			}
			want = append(want, plan.Judge(v, played, whole, alone))
			firsts = append(firsts, first)
			cases = append(cases, jsCase{Played: played.String(), Best: best.String(), First: first.String(),
				Before: search.WinChance(v, b), After: search.WinChance(v, a)})
		}
	}
	in, err := json.Marshal(map[string]any{"table": table, "cases": cases})
	if err != nil {
		t.Fatal(err)
	}
	out := runPageScript(t, reviewPlanRunner, nil, in, "reviewplan.js")
	var got []jsVerdict
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("the runner's answer: %v\n%s", err, out)
	}
	if len(got) != len(want) {
		t.Fatalf("%d verdicts from the page, want %d", len(got), len(want))
	}
	marked, decided, near, own := 0, 0, 0, 0
	for i, w := range want {
		g := got[i]
		if g.Mark != w.Mark || math.Abs(g.Drop-w.Drop) > 1e-9 || g.Decided != string(w.Decided) || len(g.Near) != len(plan.Checks) {
			t.Errorf("case %+v: the page judges %+v, analysis %q drop %.4f decided %q", cases[i], g, w.Mark, w.Drop, w.Decided)
			continue
		}
		for k, c := range plan.Checks {
			if g.Near[k] != c.Rejudges(w, firsts[i]) {
				t.Errorf("case %+v: check %d judges it again on the page: %v, in analysis: %v", cases[i], k+1, g.Near[k], c.Rejudges(w, firsts[i]))
			}
			if g.Near[k] {
				near++
			}
		}
		if w.Marked() {
			marked++
		}
		if w.Decided != analysis.Open {
			decided++
		}
		if w.Mark == "=" {
			own++
		}
	}
	// The cases cover every outcome: marked and not, decided and not,
	// judged again and not, and the search's own move.
	if marked == 0 || marked == len(want) || decided == 0 || decided == len(want) || near == 0 || near == len(want) || own == 0 {
		t.Errorf("the cases do not cover the outcomes: %d marked, %d decided, %d judged again, %d the search's own of %d", marked, decided, near, own, len(want))
	}
}
