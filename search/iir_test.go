package search_test

import (
	"testing"

	"github.com/baoengine/bao/search"
)

// TestInternalIterativeReduction checks IIRDepth on positions of random
// games of each variant, searched to depth 9: with the switch at 4 it
// fires (fewer nodes than without it in some positions) and passes
// checkDepthSwitch (legal, depth 9 completed, repeatable; at 10, above
// the search's depth, the search without it node for node).
func TestInternalIterativeReduction(t *testing.T) {
	off := search.DefaultOptions()
	off.IIRDepth = 0
	on := off
	on.IIRDepth = 4
	above := off
	above.IIRDepth = 10
	positions := randomGamePositions(9)
	fewer := checkDepthSwitch(t, positions, 9, off, on, above, func(off, on search.Result) bool { return on.Nodes < off.Nodes })
	if len(positions) < 12 || fewer == 0 {
		t.Errorf("%d positions searched, %d with fewer nodes under internal iterative reduction: it never fired", len(positions), fewer)
	}
}
