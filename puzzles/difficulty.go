package puzzles

import (
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// MaxDepth is the deepest iteration Difficulty searches; a puzzle whose
// winning move no iteration up to it picks has difficulty MaxDepth+1.
const MaxDepth = 10

// difficultyNodes bounds the difficulty search (deterministic: one
// thread counts its nodes); iterations it cannot complete count as not
// finding the move.
const difficultyNodes = 1_000_000

// Difficulty returns the smallest depth of iterative deepening at which
// a plain search (DifficultyOptions) first picks one of wins in pos: the
// search s (its table cleared) runs to MaxDepth under r, and each
// completed iteration's best move is compared with wins. It is MaxDepth+1
// when no iteration picks a winning move. The search has no game history,
// so the figure depends on the position and the search alone.
func Difficulty(s *search.Searcher, r *engine.Rules, pos engine.Position, wins []engine.Move) int {
	s.Clear()
	found := MaxDepth + 1
	s.Search(r, pos, nil, search.Limits{Depth: MaxDepth, Nodes: difficultyNodes}, func(in search.Info) {
		if in.Bound != search.Exact || in.MultiPV != 1 || len(in.PV) == 0 || in.Depth >= found {
			return
		}
		for _, w := range wins {
			if in.PV[0] == w {
				found = in.Depth
			}
		}
	})
	return found
}

// DifficultyOptions are the searcher's options for Difficulty: a plain
// search of a fixed number of plies, as a person counts them, with the
// hand-feature evaluation (seeds and their places, no trained net whose
// knowledge reaches beyond the depth) and no extension beyond the depth
// (no capture extension, no extension of forced moves); one thread and a
// 16 MiB table.
func DifficultyOptions() search.Options {
	o := search.DefaultOptions()
	o.Threads, o.HashMiB, o.MultiPV = 1, 16, 1
	o.Eval = nil
	o.QDepth, o.TwoReplies, o.SingleReply = 0, false, false
	return o
}
