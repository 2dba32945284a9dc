package bench

import (
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/search"
)

// SearchPlayer returns a Player backed by its own Searcher with opts,
// searching each move for moveTime (or to depth when moveTime is 0). The
// table is kept between moves of a game, as in real play.
func SearchPlayer(opts search.Options, moveTime time.Duration, depth int) Player {
	s := search.New(opts)
	return func(r *engine.Rules, p *engine.Position, history []uint64) engine.Move {
		lim := search.Limits{MoveTime: moveTime, Depth: depth}
		return s.Search(r, *p, history, lim, nil).Best
	}
}

// MinimaxPlayer returns a Player that searches to a fixed depth with plain
// minimax and eval.Evaluate (computed by alpha-beta, which returns the
// same value; the first best move in generator order is played, so the
// choice is exactly minimax's). A node with no move is lost, as in search.
func MinimaxPlayer(depth int) Player {
	stack := make([]engine.Children, depth+1)
	var ab func(r *engine.Rules, p *engine.Position, alpha, beta, d, ply int) int
	ab = func(r *engine.Rules, p *engine.Position, alpha, beta, d, ply int) int {
		ch := &stack[ply]
		if d == 0 {
			switch {
			case p.FrontEmpty(p.Side):
				return -(search.WinScore - ply)
			case p.FrontEmpty(p.Side.Other()):
				return search.WinScore - ply
			}
			return eval.Evaluate(r, p)
		}
		r.Generate(p, ch)
		if ch.N == 0 {
			if res, _ := r.Outcome(p); res == engine.Winner(p.Side) {
				return search.WinScore - ply
			}
			return -(search.WinScore - ply)
		}
		for i := 0; i < ch.N; i++ {
			v := -ab(r, &ch.List[i].Pos, -beta, -alpha, d-1, ply+1)
			if v >= beta {
				return v
			}
			alpha = max(alpha, v)
		}
		return alpha
	}
	return func(r *engine.Rules, p *engine.Position, history []uint64) engine.Move {
		ch := &stack[0]
		r.Generate(p, ch)
		best, bestV := engine.NoMove, -search.WinScore-1
		for i := 0; i < ch.N; i++ {
			v := -ab(r, &ch.List[i].Pos, -search.WinScore-1, -bestV, depth-1, 1)
			if v > bestV {
				best, bestV = ch.List[i].Move, v
			}
		}
		return best
	}
}
