package search_test

import (
	"testing"

	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// TestInternalIterativeReduction checks IIRDepth on positions of random
// games of each variant, searched to depth 9: with the switch at 4 it
// fires (depth 9 completed unless a result is proven, fewer nodes than without it in some positions, every best move
// legal, the same nodes when searched again); at 10, above the search's
// depth, no node qualifies and the search is the one without it, node for
// node.
func TestInternalIterativeReduction(t *testing.T) {
	off := search.DefaultOptions()
	off.IIRDepth = 0
	on := off
	on.IIRDepth = 4
	above := off
	above.IIRDepth = 10
	positions := randomGamePositions(9)
	fewer := 0
	for _, gp := range positions {
		r, p := gp.r, gp.p
		lim := search.Limits{Depth: 9}
		base := search.New(off).Search(&r, p, nil, lim, nil)
		red := search.New(on).Search(&r, p, nil, lim, nil)
		again := search.New(on).Search(&r, p, nil, lim, nil)
		same := search.New(above).Search(&r, p, nil, lim, nil)
		if !r.IsLegal(&p, red.Best) {
			t.Errorf("%v: the reduced search's best move %v is not legal", &p, red.Best)
		}
		if red.Depth != 9 && !score.Score(red.Score).IsProven() {
			t.Errorf("%v: the reduced search completed depth %d and proved nothing, want depth 9", &p, red.Depth)
		}
		if again.Nodes != red.Nodes || again.Best != red.Best || again.Score != red.Score {
			t.Errorf("%v: searched twice: %d nodes %v %d, then %d nodes %v %d", &p, red.Nodes, red.Best, red.Score, again.Nodes, again.Best, again.Score)
		}
		if same.Nodes != base.Nodes || same.Best != base.Best || same.Score != base.Score {
			t.Errorf("%v: IIRDepth 10 at depth 9 searched %d nodes (%v %d), without it %d (%v %d)", &p, same.Nodes, same.Best, same.Score, base.Nodes, base.Best, base.Score)
		}
		if red.Nodes < base.Nodes {
			fewer++
		}
	}
	if len(positions) < 12 || fewer == 0 {
		t.Errorf("%d positions searched, %d with fewer nodes under internal iterative reduction: it never fired", len(positions), fewer)
	}
}
