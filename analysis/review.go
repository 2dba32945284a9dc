package analysis

import (
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// SearchFunc searches position p of a game under rules r, with history
// the keys of the positions before it (for repetition), restricted to
// moves (nil: every legal move). The caller sets the limits and stops
// the search on Ctrl-C.
type SearchFunc func(r *engine.Rules, p engine.Position, history []uint64, moves []engine.Move) search.Result

// Review is a recorded game under review: its positions and the searches
// of those analysed so far, in order from the start. Each move is judged
// as the review's plan judges it (ReviewPlan.Judge): the search of the
// position before it against the search of the move played alone from
// that position, with the same limits.
type Review struct {
	Game      *record.Game
	Rules     engine.Rules
	Plan      ReviewPlan        // its Decided bound says which games were decided
	Positions []engine.Position // the start, then the position after every move
	Results   []search.Result   // Results[i] is the search of Positions[i]
	// Alone[i] is the search of move i alone from Positions[i], made
	// when the move is not Results[i].Best.
	Alone []search.Result
	keys  []uint64 // the keys of Positions
}

// NewReview replays g (its rules come from its tags) for a review; no
// position is searched yet. The error is record.Replay's, which names the
// move or tag at fault; the caller names the game.
func NewReview(g *record.Game) (*Review, error) {
	r, positions, err := record.Replay(g)
	if err != nil {
		return nil, err
	}
	return &Review{Game: g, Rules: r, Plan: DefaultReviewPlan(), Positions: positions, keys: engine.HistoryKeys(positions),
		Results: make([]search.Result, 0, len(positions)), Alone: make([]search.Result, 0, len(g.Moves))}, nil
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
	return fn(&rv.Rules, rv.Positions[last], rv.History(last), nil)
}

// Done reports whether every position has been searched.
func (rv *Review) Done() bool { return len(rv.Results) == len(rv.Positions) }

// SearchNext searches the next position not yet searched and, when a
// move was played there other than the search's best, that move alone;
// it returns the position's index. The review must not be Done.
func (rv *Review) SearchNext(fn SearchFunc) int {
	i := len(rv.Results)
	res := fn(&rv.Rules, rv.Positions[i], rv.History(i), nil)
	rv.Results = append(rv.Results, res)
	if i < len(rv.Game.Moves) {
		var alone search.Result
		if m := rv.Game.Moves[i].Move; m != res.Best {
			alone = fn(&rv.Rules, rv.Positions[i], rv.History(i), []engine.Move{m})
		}
		rv.Alone = append(rv.Alone, alone)
	}
	return i
}

// MoveReview is the verdict on one move of the game: the engine's best
// move and score before it, the score of the move played from the same
// position, and what it cost.
type MoveReview struct {
	Ply         int // 1 for the game's first move
	Mover       engine.Side
	Played      engine.Move
	Best        engine.Move // the engine's choice before the move
	BestScore   score.Score // the score of the best move, mover's view
	PlayedScore score.Score // the score of the move played, mover's view
	Loss        int         // BestScore - PlayedScore, at least 0; 0 when either is proven
	Depth       int         // the depth of the search before the move
	WinBefore   float64     // the mover's win chance with the best move
	WinAfter    float64     // ... with the move played
	Drop        float64     // WinBefore - WinAfter, at least 0: the move's cost
	Mark        string      // "=" the best move, else Mark's "??", "?" or ""
	Decided     Decided     // whether the game was decided before the move (the plan's bound)
}

// Move returns the verdict on move i (0 for the first), which needs the
// searches of the position before it (SearchNext).
func (rv *Review) Move(i int) MoveReview {
	before, alone := rv.Results[i], rv.Alone[i]
	played := rv.Game.Moves[i].Move
	vd := rv.verdict(i)
	mr := MoveReview{Ply: i + 1, Mover: rv.Positions[i].Side, Played: played, Best: before.Best, BestScore: before.Score,
		PlayedScore: alone.Score, Depth: before.Depth, WinBefore: vd.Before, WinAfter: vd.After, Drop: vd.Drop,
		Mark: vd.Mark, Decided: vd.Decided}
	if played == before.Best {
		mr.PlayedScore = before.Score
	}
	if !mr.BestScore.IsProven() && !mr.PlayedScore.IsProven() {
		mr.Loss = max(int(mr.BestScore-mr.PlayedScore), 0)
	}
	return mr
}

// verdict is the plan's verdict on move i from the searches of the
// position before it.
func (rv *Review) verdict(i int) Verdict {
	return rv.Plan.Judge(rv.Rules.Variant, rv.Game.Moves[i].Move, rv.Results[i], rv.Alone[i])
}

// Plot returns the evaluation graph of the positions searched so far,
// each move marked by its verdict.
func (rv *Review) Plot() *Plot {
	n := len(rv.Results)
	verdicts := make([]Verdict, 0, n)
	for i := 0; i < n && i < len(rv.Alone); i++ {
		verdicts = append(verdicts, rv.verdict(i))
	}
	return NewPlot(rv.Game, rv.Rules.Variant, rv.Positions[:n], rv.Results, verdicts)
}
