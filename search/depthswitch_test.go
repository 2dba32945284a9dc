package search_test

import (
	"testing"

	"github.com/baoengine/bao/search"
)

// TestDepthSwitches checks each switch that changes a node's depth from a
// number of plies left on, on positions of random games of each variant:
// set below the search's depth it fires (the nodes change in the
// expected direction in some positions) and passes checkDepthSwitch
// (legal, the depth completed, repeatable; set above the search's depth,
// the search without it node for node); DepthAsGiven turns it off.
func TestDepthSwitches(t *testing.T) {
	fewer := func(off, on search.Result) bool { return on.Nodes < off.Nodes }
	more := func(off, on search.Result) bool { return on.Nodes > off.Nodes }
	for _, c := range []struct {
		name  string
		field func(*search.Options) *int
		depth int // the search's depth
		on    int // the switch's value below it
		fired func(off, on search.Result) bool
		what  string // what firing looks like
		seed  uint64 // the random games' seed
	}{
		{"SingularDepth", func(o *search.Options) *int { return &o.SingularDepth }, 8, 4, more, "more nodes under the singular extension", 8},
		{"IIRDepth", func(o *search.Options) *int { return &o.IIRDepth }, 9, 4, fewer, "fewer nodes under internal iterative reduction", 9},
		{"ProbCutDepth", func(o *search.Options) *int { return &o.ProbCutDepth }, 9, 5, fewer, "fewer nodes under ProbCut", 10},
	} {
		t.Run(c.name, func(t *testing.T) {
			off := search.DefaultOptions()
			off.DepthAsGiven() // every depth switch off: each is tested alone
			on, above := off, off
			*c.field(&on) = c.on
			*c.field(&above) = c.depth + 1
			positions := randomGamePositions(c.seed)
			fired := checkDepthSwitch(t, positions, c.depth, off, on, above, c.fired)
			if len(positions) < 12 || fired == 0 {
				t.Errorf("%d positions searched, %d with %s: it never fired", len(positions), fired, c.what)
			}
			given := on
			given.DepthAsGiven()
			if v := *c.field(&given); v != 0 {
				t.Errorf("DepthAsGiven left %s at %d", c.name, v)
			}
		})
	}
}
