package search_test

import (
	"testing"

	"github.com/baoengine/bao/search"
)

// TestReverseFutility checks reverse futility pruning (RFPMargin,
// RFPDepth; off by default, here 60 and 2, the setting measured in
// games) on positions of random games of each variant:
// it cuts nodes in some of them, and it passes checkDepthSwitch (legal,
// the depth completed, repeatable; with RFPDepth 0 no node qualifies, since
// a node with no ply left is in the capture extension, so the search is
// the one without it node for node). DepthAsGiven turns it off.
func TestReverseFutility(t *testing.T) {
	on := search.DefaultOptions()
	on.RFPMargin, on.RFPDepth = 60, 2
	off, none := on, on
	off.RFPMargin = 0
	none.RFPDepth = 0
	positions := randomGamePositions(11)
	fired := checkDepthSwitch(t, positions, 7, off, on, none, func(off, on search.Result) bool { return on.Nodes < off.Nodes })
	if len(positions) < 12 || fired == 0 {
		t.Errorf("%d positions searched, %d with fewer nodes under reverse futility: it never fired", len(positions), fired)
	}
	given := on
	given.DepthAsGiven()
	if given.RFPMargin != 0 {
		t.Errorf("DepthAsGiven left RFPMargin at %d", given.RFPMargin)
	}
}
