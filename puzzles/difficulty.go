package puzzles

import (
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// MaxDepth is the deepest iteration FoundAt searches; a move that no
// iteration up to it picks is found at MaxDepth+1.
const MaxDepth = 10

// difficultyNodes bounds the search of one turn (deterministic: one
// thread counts its nodes); iterations it cannot complete count as not
// finding the move.
const difficultyNodes = 1_000_000

// FoundAt returns the smallest depth of iterative deepening at which a
// plain search (DifficultyOptions) first picks win in pos: the search s
// (its table cleared) runs to MaxDepth under r, and each completed
// iteration's best move is compared with win. It is MaxDepth+1 when no
// iteration picks it. The search has no game history, so the figure
// depends on the position and the search alone.
func FoundAt(s *search.Searcher, r *engine.Rules, pos engine.Position, win engine.Move) int {
	s.Clear()
	found := MaxDepth + 1
	s.Search(r, pos, nil, search.Limits{Depth: MaxDepth, Nodes: difficultyNodes}, func(in search.Info) {
		if in.Bound != search.Exact || in.MultiPV != 1 || len(in.PV) == 0 || in.Depth >= found {
			return
		}
		if in.PV[0] == win {
			found = in.Depth
		}
	})
	return found
}

// Depth is a puzzle's depth: the largest FoundAt over its asked turns
// (the person's moves line[0], line[2], ... line[2*(asked-1)]), the
// hardest move of the puzzle to find by reading ahead.
func Depth(s *search.Searcher, r *engine.Rules, pos engine.Position, line []engine.Move, asked int) int {
	d := 0
	q := pos
	for i, m := range line[:2*asked-1] {
		if i%2 == 0 {
			d = max(d, FoundAt(s, r, q, m))
		}
		q, _ = r.Play(&q, m)
	}
	return d
}

// DifficultyOptions are the searcher's options for FoundAt: a plain
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
	o.DepthAsGiven()
	return o
}

// Levels is the number of difficulty levels.
const Levels = 5

// DifficultyOf is the difficulty of a puzzle, 1..Levels (doc.go,
// "Difficulty"): 1, plus one for each ply of reading its hardest move
// needs beyond the first (depth-1), plus one for each turn asked beyond
// the first up to two (a line of unique moves to keep finding), plus one
// when the first move is to be found among ManyMoves legal moves or more;
// at most Levels.
func DifficultyOf(depth, asked, legal int) int {
	s := 1 + (depth - 1) + min(asked-1, 2)
	if legal >= ManyMoves {
		s++
	}
	return min(max(s, 1), Levels)
}

// ManyMoves is the number of legal moves from which the first move of a
// puzzle is one more step harder to find.
const ManyMoves = 7

// StartRD is every puzzle's starting rating deviation (Glicko-2).
const StartRD = 200

// RatingOf is the starting Glicko-2 rating of a puzzle of difficulty d:
// 1100, 1300, 1500, 1700, 1900 for 1..5, centred on 1500, a new
// player's rating in Glicko-2.
func RatingOf(d int) int { return 1100 + 200*(d-1) }
