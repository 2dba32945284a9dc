package search_test

import (
	"io"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/baoengine/bao/bench"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/search"
)

// randomV2Net returns a net of input set v2 with random weights.
func randomV2Net(t testing.TB) *eval.Evaluator {
	t.Helper()
	np, err := eval.NewNetParamsFor(eval.InputsV2, 32, 16)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for _, l := range [][]float32{np.W1, np.B1, np.W2, np.B2, np.W3} {
		for i := range l {
			l[i] = (rng.Float32()*2 - 1) * 0.5
		}
	}
	np.K = [3]float32{400, 400, 400}
	n, err := eval.NewNet(np)
	if err != nil {
		t.Fatal(err)
	}
	return eval.NewNetEvaluator(n, "random v2")
}

// TestEvaluationPathsSearchAlike checks that the incremental evaluation
// of leaves and the evaluation cache change nothing in a search: the bench
// node count is the same with each on and off, and so is every result.
func TestEvaluationPathsSearchAlike(t *testing.T) {
	def, err := eval.DefaultNet()
	if err != nil {
		t.Fatal(err)
	}
	depth := 8
	if testing.Short() {
		depth = 6
	}
	for _, ev := range []*eval.Evaluator{nil, eval.NewNetEvaluator(def, "embedded"), randomV2Net(t)} {
		var want uint64
		for _, c := range []struct {
			full  bool
			cache int
		}{{true, 0}, {false, 0}, {false, 1}, {true, 1}} {
			o := search.DefaultOptions()
			o.Eval = ev
			o.EvalCache = c.cache
			search.SetFullEval(&o, c.full)
			nodes, _, err := bench.Run(io.Discard, depth, o)
			if err != nil {
				t.Fatal(err)
			}
			if want == 0 {
				want = nodes
			} else if nodes != want {
				t.Errorf("%v, full evaluation %v, cache %d MiB: %d bench nodes, want %d", ev, c.full, c.cache, nodes, want)
			}
		}
	}
	// Results in detail, and a cache that fills up (small and deep).
	for _, i := range []int{0, 9, 17, 28} {
		r, p := benchPosition(t, i)
		run := func(full bool, cache int) search.Result {
			o := search.DefaultOptions()
			o.Eval = randomV2Net(t)
			o.EvalCache = cache
			search.SetFullEval(&o, full)
			return search.New(o).Search(&r, p, nil, search.Limits{Depth: depth + 1}, nil)
		}
		plain := run(true, 0)
		for _, c := range []int{0, 1} {
			if got := run(false, c); !reflect.DeepEqual(got, plain) {
				t.Errorf("position %d, cache %d: incremental %+v, full %+v", i+1, c, got, plain)
			}
		}
	}
}

// TestEvalCacheHits checks the cache's counters and that it allocates
// nothing per node: a search with the cache allocates as often as one
// without.
func TestEvalCacheHits(t *testing.T) {
	r, p := benchPosition(t, 3)
	allocs := map[int]float64{}
	for _, c := range []int{0, 1} {
		o := search.DefaultOptions()
		o.Eval = randomV2Net(t)
		o.EvalCache = c
		s := search.New(o)
		s.Prepare()
		s.Search(&r, p, nil, search.Limits{Depth: 8}, nil)
		probes, hits := s.EvalCacheStats()
		t.Logf("cache %d MiB: %d probes, %d hits", c, probes, hits)
		if c == 0 && probes != 0 || c > 0 && (probes == 0 || hits == 0 || hits >= probes) {
			t.Errorf("cache %d MiB: %d probes, %d hits", c, probes, hits)
		}
		s.Clear()
		if probes, hits := s.EvalCacheStats(); probes != 0 || hits != 0 {
			t.Errorf("after Clear: %d probes, %d hits", probes, hits)
		}
		allocs[c] = testing.AllocsPerRun(3, func() {
			s.Search(&r, p, nil, search.Limits{Depth: 7}, nil)
		})
	}
	if allocs[1] != allocs[0] {
		t.Errorf("a search allocates %v times with the cache, %v without", allocs[1], allocs[0])
	}
}

// TestEvalCacheThreads runs Lazy SMP with per-thread caches (for the race
// detector) and checks that each thread got its cache.
func TestEvalCacheThreads(t *testing.T) {
	r, p := benchPosition(t, 0)
	o := search.DefaultOptions()
	o.Eval = randomV2Net(t)
	o.EvalCache = 1
	o.Threads = 2
	s := search.New(o)
	res := s.Search(&r, p, nil, search.Limits{Depth: 10}, nil)
	if res.Best.String() == "" || res.Nodes == 0 {
		t.Fatalf("no result: %+v", res)
	}
	t.Logf("%d nodes", res.Nodes)
	if probes, _ := s.EvalCacheStats(); probes == 0 {
		t.Fatalf("no cache probes with two threads")
	}
}
