package bench

import (
	"context"
	"fmt"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/judge/match"
	"github.com/baoengine/bao/openings"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// The searcher plays matches in-process through judge/match's runner (the
// same referee, schedule, openings and statistics as bao match), as
// match.Mover functions.

// searchPlayer returns a player backed by its own Searcher with opts,
// searching each move for moveTime (or to depth when moveTime is 0). The
// table is kept between moves, as in real play.
func searchPlayer(opts search.Options, moveTime time.Duration, depth int) func() match.Mover {
	return func() match.Mover {
		s := search.New(opts)
		return func(r *engine.Rules, p *engine.Position, history []uint64) engine.Move {
			lim := search.Limits{MoveTime: moveTime, Depth: depth}
			return s.Search(r, *p, history, lim, nil).Best
		}
	}
}

// minimaxPlayer returns a player that searches to a fixed depth with plain
// minimax and eval.Evaluate (computed by alpha-beta, which returns the
// same value; the first best move in generator order is played, so the
// choice is exactly minimax's). A node with no move is lost, as in search.
func minimaxPlayer(depth int) func() match.Mover {
	return func() match.Mover {
		stack := make([]engine.Children, depth+1)
		var ab func(r *engine.Rules, p *engine.Position, alpha, beta, d, ply int) int
		ab = func(r *engine.Rules, p *engine.Position, alpha, beta, d, ply int) int {
			ch := &stack[ply]
			if d == 0 {
				switch {
				case p.FrontEmpty(p.Side):
					return -(int(score.Win) - ply)
				case p.FrontEmpty(p.Side.Other()):
					return int(score.Win) - ply
				}
				return eval.Evaluate(r, p)
			}
			r.Generate(p, ch)
			if ch.N == 0 {
				if res, _ := r.Outcome(p); res == engine.Winner(p.Side) {
					return int(score.Win) - ply
				}
				return -(int(score.Win) - ply)
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
		return func(r *engine.Rules, p *engine.Position, _ []uint64) engine.Move {
			ch := &stack[0]
			r.Generate(p, ch)
			best, bestV := engine.NoMove, -int(score.Win)-1
			for i := 0; i < ch.N; i++ {
				v := -ab(r, &ch.List[i].Pos, -int(score.Win)-1, -bestV, depth-1, 1)
				if v > bestV {
					best, bestV = ch.List[i].Move, v
				}
			}
			return best
		}
	}
}

// playMatch plays a against b on the built-in openings of every variant
// (pairs per variant, each opening with both colours, two games at once,
// a draw adjudicated at maxPlies) and returns A's score and the pair
// counts over all the games, with a summary line.
func playMatch(a, b match.EngineSpec, pairs, maxPlies int) (match.Score, match.Penta, string, error) {
	var sc match.Score
	var pe match.Penta
	for _, v := range engine.Variants {
		r := engine.DefaultRules(v)
		ops, err := match.LoadOpenings(openings.Spec{}, &r)
		if err != nil {
			return sc, pe, "", fmt.Errorf("play match: %v: %w", v, err)
		}
		c := &match.Config{Engines: []match.EngineSpec{a, b}, Rules: r, Openings: ops, Games: 2 * pairs, Rounds: 1,
			Concurrency: 2, MaxPlies: maxPlies, Seed: 1}
		t, err := match.Run(context.Background(), c)
		if err != nil {
			return sc, pe, "", fmt.Errorf("play match: %v: %w", v, err)
		}
		p := t.Main()
		sc.W, sc.L, sc.D = sc.W+p.Score.W, sc.L+p.Score.L, sc.D+p.Score.D
		for i := range pe {
			pe[i] += p.Penta[i]
		}
	}
	elo, margin := match.Elo(sc.W, sc.L, sc.D)
	pelo, pmargin := pe.Elo()
	return sc, pe, fmt.Sprintf("+%d -%d =%d (%d games), score %.1f%%, Elo %+.0f +- %.0f, pairs %v, Elo (pairs) %+.0f +- %.0f",
		sc.W, sc.L, sc.D, sc.Games(), 100*sc.Points(), elo, margin, [5]int(pe), pelo, pmargin), nil
}
