package search_test

import (
	"testing"

	"github.com/baoengine/bao/bench"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// noPruning returns options with every heuristic that could change a
// fixed-depth score turned off (table cutoffs use deeper results, so they
// go too); ordering heuristics stay on.
func noPruning(alg string) search.Options {
	o := search.DefaultOptions()
	o.Algorithm = alg
	o.TTCutoffs = false
	o.NullMove = false
	o.LMR = false
	return o
}

// TestEquivalence checks that PVS, MTD(f) and the reference alpha-beta
// agree on the score of every bench position at depths 1..6 (1..4 with
// -short).
func TestEquivalence(t *testing.T) {
	maxDepth := 6
	if testing.Short() {
		maxDepth = 4
	}
	pvs := search.New(noPruning("pvs"))
	mtdf := search.New(noPruning("mtdf"))
	for i, bp := range bench.Positions {
		r := engine.DefaultRules(bp.Variant)
		p, err := engine.ParsePosition(bp.BFEN, bp.Variant)
		if err != nil {
			t.Fatal(err)
		}
		ref := newRef(&r)
		for d := 1; d <= maxDepth; d++ {
			want := ref.value(&p, d)
			pvs.Clear()
			a := pvs.Search(&r, p, nil, search.Limits{Depth: d}, nil)
			mtdf.Clear()
			b := mtdf.Search(&r, p, nil, search.Limits{Depth: d}, nil)
			if a.Score != want || b.Score != want {
				t.Errorf("position %d (%s) depth %d: pvs %d, mtdf %d, reference %d", i+1, bp.Name, d, a.Score, b.Score, want)
			}
		}
	}
}

// TestDefaultOptionsAgreeWithTable checks that the default options (table
// cutoffs on) keep the reference score at the depths where the table
// cannot hold a deeper result: a cleared table and depth 1..3.
func TestDefaultOptionsShallow(t *testing.T) {
	for _, alg := range []string{"pvs", "mtdf"} {
		o := search.DefaultOptions()
		o.Algorithm = alg
		s := search.New(o)
		for i, bp := range bench.Positions {
			r := engine.DefaultRules(bp.Variant)
			p, _ := engine.ParsePosition(bp.BFEN, bp.Variant)
			ref := newRef(&r)
			s.Clear()
			res := s.Search(&r, p, nil, search.Limits{Depth: 1}, nil)
			if want := ref.value(&p, 1); res.Score != want {
				t.Errorf("%s position %d depth 1: %d, reference %d", alg, i+1, res.Score, want)
			}
		}
	}
}
