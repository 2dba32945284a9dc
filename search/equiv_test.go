package search_test

import (
	"fmt"
	"testing"

	"github.com/baoengine/bao/bench"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// noPruning returns options with every heuristic that could change a
// fixed-depth score turned off: pruning, reductions and extensions
// (table cutoffs use deeper results, so they go too; DepthAsGiven takes
// the table-guided depth changes and reverse futility); ordering
// heuristics stay on.
func noPruning(alg string) search.Options {
	o := search.DefaultOptions()
	o.Algorithm = alg
	o.TTCutoffs = false
	o.NullMove = false
	o.LMR = false
	o.SingleReply = false
	o.TwoReplies = false
	o.QDepth = 0
	o.DepthAsGiven()
	return o
}

// equivPosition is a position of the equivalence tests and its rules.
type equivPosition struct {
	name  string
	rules engine.Rules
	bfen  string
}

// shortLaps are rules under which a move of more than three laps counts
// as never-ending and loses at once (infiniteMove=loses, lap limit 3):
// their trees hold positions won by the player to move because the
// opponent's move never ended (the won flag).
func shortLaps(v engine.Variant) engine.Rules {
	r := engine.DefaultRules(v)
	r.InfiniteMove = engine.InfiniteLoses
	r.InfiniteMoveLapLimit = 3
	return r
}

// equivPositions returns the bench positions, under the default rules
// and under shortLaps, and the forced wins of wins_test.go: their trees
// end games in every way the rules have (front rows emptied, players left
// without a move, never-ending moves), so that the searcher's end-of-game
// rules are checked against the reference's.
func equivPositions() []equivPosition {
	var ps []equivPosition
	for _, bp := range bench.Positions {
		ps = append(ps, equivPosition{bp.Name, engine.DefaultRules(bp.Variant), bp.BFEN})
	}
	for _, bp := range bench.Positions {
		ps = append(ps, equivPosition{bp.Name + " (3 laps lose)", shortLaps(bp.Variant), bp.BFEN})
	}
	for i, w := range wins {
		ps = append(ps, equivPosition{fmt.Sprintf("win %d", i), engine.DefaultRules(w.v), w.bfen})
	}
	return ps
}

// TestEquivalence checks that PVS, MTD(f) and the reference alpha-beta
// agree on the score of every bench and forced-win position at depths
// 1..6 (1..4 with -short).
func TestEquivalence(t *testing.T) {
	maxDepth := 6
	if testing.Short() {
		maxDepth = 4
	}
	pvs := search.New(noPruning("pvs"))
	mtdf := search.New(noPruning("mtdf"))
	for i, ep := range equivPositions() {
		r := ep.rules
		p, err := engine.ParsePosition(ep.bfen, r.Variant)
		if err != nil {
			t.Fatal(err)
		}
		ref := newRef(t, &r)
		for d := 1; d <= maxDepth; d++ {
			want := ref.value(&p, d)
			pvs.Clear()
			a := pvs.Search(&r, p, nil, search.Limits{Depth: d}, nil)
			mtdf.Clear()
			b := mtdf.Search(&r, p, nil, search.Limits{Depth: d}, nil)
			if int(a.Score) != want || int(b.Score) != want {
				t.Errorf("position %d (%s) depth %d: pvs %d, mtdf %d, reference %d", i+1, ep.name, d, a.Score, b.Score, want)
			}
		}
	}
}

// TestDefaultOptionsShallow checks that the default options (table
// cutoffs on) keep the reference score at the depth where the table
// cannot hold a deeper result: a cleared table and depth 1. The capture
// extension, which searches beyond depth 1 by design, is off.
func TestDefaultOptionsShallow(t *testing.T) {
	for _, alg := range []string{"pvs", "mtdf"} {
		o := search.DefaultOptions()
		o.Algorithm = alg
		o.QDepth = 0
		s := search.New(o)
		for i, ep := range equivPositions() {
			r := ep.rules
			p, err := engine.ParsePosition(ep.bfen, r.Variant)
			if err != nil {
				t.Fatal(err)
			}
			ref := newRef(t, &r)
			s.Clear()
			res := s.Search(&r, p, nil, search.Limits{Depth: 1}, nil)
			if want := ref.value(&p, 1); int(res.Score) != want {
				t.Errorf("%s position %d (%s) depth 1: %d, reference %d", alg, i+1, ep.name, res.Score, want)
			}
		}
	}
}
