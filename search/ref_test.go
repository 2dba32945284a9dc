package search_test

import (
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// refSearch is a plain full-width fail-hard alpha-beta written only for
// the tests: generator order, no table, no ordering, no window tricks. It
// decides the end of the game on its own (gameOver), from the rules text
// and the engine's move generator, and shares no end-of-game code with
// the searcher: a wrong end-of-game rule in the searcher shows as a
// different score. (Removing the won flag from the searcher's
// terminalScore, or the mtaji rule from its leafOver, fails
// TestEquivalence.) One documented difference remains possible: at a
// leaf the searcher does not see a position whose every move never ends
// under infiniteMove=illegal (leafOver, negamax.go), which the reference
// scores as lost; none occurs in the test positions' trees, and one that
// did would show as a failure to look at.
type refSearch struct {
	t    testing.TB
	r    *engine.Rules
	path []uint64
	ch   []engine.Children
	ev   *eval.Evaluator // the evaluation of the searcher's default options
}

func newRef(t testing.TB, r *engine.Rules) *refSearch {
	return &refSearch{t: t, r: r, ch: make([]engine.Children, 64), ev: search.DefaultOptions().Eval}
}

func (rs *refSearch) value(p *engine.Position, depth int) int {
	rs.path = rs.path[:0]
	return rs.ab(p, -int(score.Win)-1, int(score.Win)+1, depth, 0)
}

// gameOver reports whether the game is over in p and, if so, whether the
// side to move has won, by rules.md 2.9: a player whose front row is
// empty has lost; a player who cannot move (the engine's generator gives
// no legal move) has lost; a player whose opponent played a never-ending
// move under infiniteMove=loses has won (the position's won flag). It
// checks its verdict against the rules engine's referee, Rules.Outcome.
func (rs *refSearch) gameOver(p *engine.Position, ply int) (over, won bool) {
	me := p.Side
	switch {
	case p.Won():
		over, won = true, true
	case p.FrontEmpty(me):
		over, won = true, false
	case p.FrontEmpty(me.Other()):
		over, won = true, true
	default:
		ch := &rs.ch[ply]
		rs.r.Generate(p, ch)
		over, won = ch.N == 0, false
	}
	res, _ := rs.r.Outcome(p)
	if (res != engine.NoResult) != over || over && (res == engine.Winner(me)) != won {
		rs.t.Fatalf("reference: %v: game over %v (won %v), the referee says %v", p, over, won, res)
	}
	return over, won
}

// endScore is the score of a finished game for the side to move at ply.
func endScore(won bool, ply int) int {
	if won {
		return int(score.Win) - ply
	}
	return -(int(score.Win) - ply)
}

func (rs *refSearch) ab(p *engine.Position, alpha, beta, depth, ply int) int {
	if ply > 0 && p.Store[0] == 0 && p.Store[1] == 0 {
		for _, k := range rs.path {
			if k == p.Key {
				return max(alpha, min(beta, 0))
			}
		}
	}
	if over, won := rs.gameOver(p, ply); over {
		return max(alpha, min(beta, endScore(won, ply)))
	}
	if depth == 0 {
		return max(alpha, min(beta, rs.ev.Evaluate(rs.r, p)))
	}
	ch := &rs.ch[ply] // gameOver generated the moves
	rs.path = append(rs.path, p.Key)
	defer func() { rs.path = rs.path[:len(rs.path)-1] }()
	for i := 0; i < ch.N; i++ {
		v := -rs.ab(&ch.List[i].Pos, -beta, -alpha, depth-1, ply+1)
		if v >= beta {
			return beta
		}
		if v > alpha {
			alpha = v
		}
	}
	return alpha
}
