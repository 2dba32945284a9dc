package search_test

import (
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// TestSingularExtension checks the singular extension (SingularDepth)
// on positions of random games of each variant, searched to depth 8: with
// the switch at 4 it fires (more nodes than without it in some positions,
// every best move legal, the same nodes when searched again); at 9, above
// the search's depth, no node qualifies and the search is the one without
// it, node for node.
func TestSingularExtension(t *testing.T) {
	off := search.DefaultOptions()
	off.SingularDepth = 0
	on := off
	on.SingularDepth = 4
	above := off
	above.SingularDepth = 9
	rng := rand.New(rand.NewPCG(8, 1))
	var ch engine.Children
	positions, grew := 0, 0
	for game := 0; game < 6; game++ {
		v := engine.Variants[game%len(engine.Variants)]
		r := engine.DefaultRules(v)
		p := engine.StartPosition(v)
		for ply := 0; ply < 30; ply++ {
			r.Generate(&p, &ch)
			if ch.N == 0 {
				break
			}
			if ply%10 == 5 {
				positions++
				lim := search.Limits{Depth: 8}
				base := search.New(off).Search(&r, p, nil, lim, nil)
				ext := search.New(on).Search(&r, p, nil, lim, nil)
				again := search.New(on).Search(&r, p, nil, lim, nil)
				same := search.New(above).Search(&r, p, nil, lim, nil)
				if !r.IsLegal(&p, ext.Best) {
					t.Errorf("%v: the singular search's best move %v is not legal", &p, ext.Best)
				}
				if again.Nodes != ext.Nodes || again.Best != ext.Best || again.Score != ext.Score {
					t.Errorf("%v: searched twice: %d nodes %v %d, then %d nodes %v %d", &p, ext.Nodes, ext.Best, ext.Score, again.Nodes, again.Best, again.Score)
				}
				if same.Nodes != base.Nodes || same.Best != base.Best || same.Score != base.Score {
					t.Errorf("%v: SingularDepth 9 at depth 8 searched %d nodes (%v %d), without it %d (%v %d)", &p, same.Nodes, same.Best, same.Score, base.Nodes, base.Best, base.Score)
				}
				if ext.Nodes > base.Nodes {
					grew++
				}
			}
			p = ch.List[rng.IntN(ch.N)].Pos
		}
	}
	if positions < 12 || grew == 0 {
		t.Errorf("%d positions searched, %d with more nodes under the singular extension: it never fired", positions, grew)
	}
}
