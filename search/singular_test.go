package search_test

import (
	"testing"

	"github.com/baoengine/bao/search"
)

// TestSingularMultiCutAndNegative checks the two uses of a singular
// search that finds the table's move not singular at a non-PV node
// (SingularMultiCut, SingularNegative), on positions of random games of
// each variant searched to depth 8 with the singular extension from 4
// plies: each switch changes the nodes of some search (it fires), every
// best move is legal, and a search repeated gives the same nodes.
func TestSingularMultiCutAndNegative(t *testing.T) {
	base := search.DefaultOptions()
	base.SingularDepth = 4
	base.SingularMultiCut, base.SingularNegative = false, false
	cut, neg := base, base
	cut.SingularMultiCut = true
	neg.SingularNegative = true
	positions := randomGamePositions(10)
	cutFired, negFired := 0, 0
	for _, gp := range positions {
		r, p := gp.r, gp.p
		lim := search.Limits{Depth: 8}
		plain := search.New(base).Search(&r, p, nil, lim, nil)
		for _, c := range []struct {
			name  string
			o     search.Options
			fired *int
		}{{"SingularMultiCut", cut, &cutFired}, {"SingularNegative", neg, &negFired}} {
			got := search.New(c.o).Search(&r, p, nil, lim, nil)
			again := search.New(c.o).Search(&r, p, nil, lim, nil)
			if !r.IsLegal(&p, got.Best) {
				t.Errorf("%v: with %s the best move %v is not legal", &p, c.name, got.Best)
			}
			if again.Nodes != got.Nodes || again.Best != got.Best || again.Score != got.Score {
				t.Errorf("%v: with %s searched twice: %d nodes %v %d, then %d nodes %v %d", &p, c.name, got.Nodes, got.Best, got.Score, again.Nodes, again.Best, again.Score)
			}
			if got.Nodes != plain.Nodes {
				*c.fired++
			}
		}
	}
	if len(positions) < 12 || cutFired == 0 || negFired == 0 {
		t.Errorf("%d positions searched; the multi-cut changed %d searches, the negative extension %d: one never fired", len(positions), cutFired, negFired)
	}
}
