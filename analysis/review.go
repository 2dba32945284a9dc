package analysis

import (
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// SearchFunc searches position p of a game under rules r, with history
// the keys of the positions before it (for repetition). The caller sets
// the limits and stops the search on Ctrl-C.
type SearchFunc func(r *engine.Rules, p engine.Position, history []uint64) search.Result

// Review is a recorded game under review: its positions and the searches
// of those analysed so far, in order from the start.
type Review struct {
	Game      *record.Game
	Rules     engine.Rules
	Positions []engine.Position // the start, then the position after every move
	Results   []search.Result   // Results[i] is the search of Positions[i]
	keys      []uint64          // the keys of Positions
}

// NewReview replays g (its rules come from its tags) for a review; no
// position is searched yet. The error is record.Replay's, which names the
// move or tag at fault; the caller names the game.
func NewReview(g *record.Game) (*Review, error) {
	r, positions, err := record.Replay(g)
	if err != nil {
		return nil, err
	}
	return &Review{Game: g, Rules: r, Positions: positions, keys: engine.HistoryKeys(positions),
		Results: make([]search.Result, 0, len(positions))}, nil
}

// Final returns the position after the game's last move.
func (rv *Review) Final() engine.Position { return rv.Positions[len(rv.Positions)-1] }

// History returns the keys of the positions before position i, for the
// search of position i. The caller may append to it.
func (rv *Review) History(i int) []uint64 { return rv.keys[:i:i] }

// SearchFinal searches the position after the last move with the
// history of the game before it.
func (rv *Review) SearchFinal(fn SearchFunc) search.Result {
	last := len(rv.Positions) - 1
	return fn(&rv.Rules, rv.Positions[last], rv.History(last))
}

// Done reports whether every position has been searched.
func (rv *Review) Done() bool { return len(rv.Results) == len(rv.Positions) }

// SearchNext searches the next position not yet searched and returns its
// index; the review must not be Done.
func (rv *Review) SearchNext(fn SearchFunc) int {
	i := len(rv.Results)
	rv.Results = append(rv.Results, fn(&rv.Rules, rv.Positions[i], rv.History(i)))
	return i
}

// MoveReview is the verdict on one move of the game: the engine's best
// move and score before it, the score after it for the mover, and what
// it cost.
type MoveReview struct {
	Ply         int // 1 for the game's first move
	Mover       engine.Side
	Played      engine.Move
	Best        engine.Move // the engine's choice before the move
	BestScore   score.Score // the score before the move, mover's view
	PlayedScore score.Score // the score after the move, mover's view
	Loss        int         // BestScore - PlayedScore, at least 0; 0 when either is proven
	Depth       int         // the depth of the search before the move
	WinBefore   float64     // the mover's win chance with the best move
	WinAfter    float64     // ... after the move played
	Mark        string      // "=" the best move, else Mark's "??", "?" or ""
}

// Move returns the verdict on move i (0 for the first), which needs the
// searches of the positions before and after it.
func (rv *Review) Move(i int) MoveReview {
	return judgeMove(rv.Rules.Variant, rv.Positions[i].Side, rv.Game.Moves[i].Move, rv.Results[i], rv.Results[i+1], i)
}

// judgeMove compares move i, played by mover, with the search before it
// (before) and the search of the position it led to (next).
func judgeMove(v engine.Variant, mover engine.Side, played engine.Move, before, next search.Result, i int) MoveReview {
	mr := MoveReview{Ply: i + 1, Mover: mover, Played: played, Best: before.Best, BestScore: before.Score,
		PlayedScore: -next.Score, Depth: before.Depth}
	if !mr.BestScore.IsProven() && !mr.PlayedScore.IsProven() {
		mr.Loss = max(int(mr.BestScore-mr.PlayedScore), 0)
	}
	mr.WinBefore, mr.WinAfter = search.WinChance(v, before.Score), 1-search.WinChance(v, next.Score)
	mr.Mark = Mark(mr.WinBefore, mr.WinAfter)
	if played == before.Best {
		mr.Mark = "="
	}
	return mr
}

// Plot returns the evaluation graph of the positions searched so far.
func (rv *Review) Plot() *Plot {
	n := len(rv.Results)
	return NewPlot(rv.Game, rv.Rules.Variant, rv.Positions[:n], rv.Results)
}
