package search_test

import (
	"reflect"
	"testing"

	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/search"
)

// TestEvaluatorOption checks the evaluator hook: the default hand
// evaluator searches exactly as no evaluator (nil), and a net gives a
// different but deterministic search.
func TestEvaluatorOption(t *testing.T) {
	n, err := eval.DefaultNet()
	if err != nil {
		t.Fatal(err)
	}
	net := eval.NewNetEvaluator(n, "embedded")
	run := func(ev *eval.Evaluator, i int) search.Result {
		o := search.DefaultOptions()
		o.Eval = ev
		s := search.New(o)
		r, p := benchPosition(t, i)
		return s.Search(&r, p, nil, search.Limits{Depth: 6}, nil)
	}
	differ := false
	for _, i := range []int{0, 7, 12, 18, 25} {
		plain := run(nil, i)
		if hand := run(eval.DefaultHandEvaluator(), i); !reflect.DeepEqual(plain, hand) {
			t.Errorf("position %d: nil evaluator %+v, default hand evaluator %+v", i+1, plain, hand)
		}
		a, b := run(net, i), run(net, i)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("position %d: the net search gave %+v, then %+v", i+1, a, b)
		}
		if a.Nodes != plain.Nodes || a.Score != plain.Score {
			differ = true
		}
	}
	if !differ {
		t.Errorf("the net searched exactly as the hand evaluation everywhere: is it used?")
	}
}

// benchmarkSearch searches bench position 1 to depth 10 and reports the
// nanoseconds per node (the evaluation's cost in the search).
func benchmarkSearch(b *testing.B, ev *eval.Evaluator) {
	o := search.DefaultOptions()
	o.Eval = ev
	o.HashMiB = 1 // Clear stays cheap
	s := search.New(o)
	s.Prepare()
	r, p := benchPosition(b, 0)
	var nodes uint64
	for b.Loop() {
		s.Clear()
		nodes += s.Search(&r, p, nil, search.Limits{Depth: 10}, nil).Nodes
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
}

func BenchmarkSearchEvalNil(b *testing.B)  { benchmarkSearch(b, nil) }
func BenchmarkSearchEvalHand(b *testing.B) { benchmarkSearch(b, eval.DefaultHandEvaluator()) }
func BenchmarkSearchEvalNet(b *testing.B) {
	n, err := eval.DefaultNet()
	if err != nil {
		b.Fatal(err)
	}
	benchmarkSearch(b, eval.NewNetEvaluator(n, "embedded"))
}
