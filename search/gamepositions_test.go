package search_test

import (
	"math/rand/v2"

	"github.com/baoengine/bao/engine"
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
