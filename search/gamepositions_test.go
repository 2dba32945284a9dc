package search_test

import (
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// gamePosition is a position of a random game and its variant's rules.
type gamePosition struct {
	r engine.Rules
	p engine.Position
}

// randomGamePositions plays six random games from the start, two of each
// variant in turn, with moves drawn from seed, and returns the
// positions at plies 5, 15 and 25 of each (fewer when a game ends
// sooner): the positions the tests of the search's depth changes search.
func randomGamePositions(seed uint64) []gamePosition {
	rng := rand.New(rand.NewPCG(seed, 1))
	var ch engine.Children
	var out []gamePosition
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
				out = append(out, gamePosition{r, p})
			}
			p = ch.List[rng.IntN(ch.N)].Pos
		}
	}
	return out
}

// checkDepthSwitch searches positions to depth with off (a depth switch
// turned off), on (the switch set below depth) and above (the switch set
// above depth) and checks what every such switch owes: on's best move is
// legal, its iteration of depth completed unless a result is proven, and
// a second search with it gives the same nodes, move and score; above is
// off node for node, since no node qualifies. It returns in how many
// positions fired reports a change from off's result to on's.
func checkDepthSwitch(t *testing.T, positions []gamePosition, depth int, off, on, above search.Options, fired func(off, on search.Result) bool) int {
	t.Helper()
	n := 0
	lim := search.Limits{Depth: depth}
	for _, gp := range positions {
		r, p := gp.r, gp.p
		base := search.New(off).Search(&r, p, nil, lim, nil)
		got := search.New(on).Search(&r, p, nil, lim, nil)
		again := search.New(on).Search(&r, p, nil, lim, nil)
		same := search.New(above).Search(&r, p, nil, lim, nil)
		if !r.IsLegal(&p, got.Best) {
			t.Errorf("%v: the best move %v is not legal", &p, got.Best)
		}
		if got.Depth != depth && !got.Score.IsProven() {
			t.Errorf("%v: the search completed depth %d and proved nothing, want depth %d", &p, got.Depth, depth)
		}
		if again.Nodes != got.Nodes || again.Best != got.Best || again.Score != got.Score {
			t.Errorf("%v: searched twice: %d nodes %v %d, then %d nodes %v %d", &p, got.Nodes, got.Best, got.Score, again.Nodes, again.Best, again.Score)
		}
		if same.Nodes != base.Nodes || same.Best != base.Best || same.Score != base.Score {
			t.Errorf("%v: the switch above depth %d searched %d nodes (%v %d), without it %d (%v %d)", &p, depth, same.Nodes, same.Best, same.Score, base.Nodes, base.Best, base.Score)
		}
		if fired(base, got) {
			n++
		}
	}
	return n
}
