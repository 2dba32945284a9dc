package search_test

import (
	"testing"

	"github.com/baoengine/bao/search"
)

// TestProbCut checks ProbCutDepth on positions of random games of each
// variant, searched to depth 9: with the switch at 5 it fires (fewer
// nodes than without it in some positions) and passes checkDepthSwitch
// (legal, depth 9 completed, repeatable; at 10, above the search's depth,
// the search without it node for node). DepthAsGiven turns it off.
func TestProbCut(t *testing.T) {
	off := search.DefaultOptions()
	off.ProbCutDepth = 0
	on := off
	on.ProbCutDepth = 5
	above := off
	above.ProbCutDepth = 10
	positions := randomGamePositions(9)
	fewer := checkDepthSwitch(t, positions, 9, off, on, above, func(off, on search.Result) bool { return on.Nodes < off.Nodes })
	if len(positions) < 12 || fewer == 0 {
		t.Errorf("%d positions searched, %d with fewer nodes under ProbCut: it never fired", len(positions), fewer)
	}
	given := on
	given.DepthAsGiven()
	if given.ProbCutDepth != 0 {
		t.Errorf("DepthAsGiven left ProbCutDepth at %d", given.ProbCutDepth)
	}
}
