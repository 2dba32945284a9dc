package search_test

import (
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// compareExtension is the check of an extension's tests: root move m of p,
// searched alone with options on (the extension on) to depth, must score
// as with options off (the extension off) to depth+1, since the extended
// line has the leaves of one ply more. It reports whether the scores were
// comparable (neither a proven win, whose distance the extension may
// change) and whether off to depth scores differently, which shows the
// extension did something.
func compareExtension(t *testing.T, name string, r *engine.Rules, p engine.Position, m engine.Move, depth int, on, off search.Options) (compared, differs bool) {
	t.Helper()
	scoreAt := func(o search.Options, depth int) score.Score {
		return search.New(o).Search(r, p, nil, search.Limits{Depth: depth, SearchMoves: []engine.Move{m}}, nil).Score
	}
	extended, deeper := scoreAt(on, depth), scoreAt(off, depth+1)
	if extended.IsProven() || deeper.IsProven() {
		return false, false
	}
	if extended != deeper {
		t.Errorf("%v, move %v: depth %d with %s scores %d, depth %d without %d", &p, m, depth, name, extended, depth+1, deeper)
	}
	return true, scoreAt(off, depth) != extended
}

// extensionCases walks random games (the variants in turn, at most games
// games of at most plies plies, the moves chosen by rng) and offers each
// position's root moves to check in order, until check compares one
// (compareExtension's first result); it stops once want moves are
// compared and returns how many were, and how many of those differed.
func extensionCases(rng *rand.Rand, games, plies, want int, check func(r *engine.Rules, p engine.Position, c *engine.Child) (compared, differs bool)) (found, differ int) {
	var ch engine.Children
	for game := 0; game < games && found < want; game++ {
		v := engine.Variants[game%len(engine.Variants)]
		r := engine.DefaultRules(v)
		p := engine.StartPosition(v)
		for ply := 0; ply < plies && found < want; ply++ {
			r.Generate(&p, &ch)
			if ch.N == 0 {
				break
			}
			for i := 0; i < ch.N; i++ {
				compared, differs := check(&r, p, &ch.List[i])
				if !compared {
					continue
				}
				found++
				if differs {
					differ++
				}
				break
			}
			p = ch.List[rng.IntN(ch.N)].Pos
		}
	}
	return found, differ
}
