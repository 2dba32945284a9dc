package suite

import (
	"context"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// Score is how a player did on a suite.
type Score struct {
	Positions int // positions played
	Hits      int // winning moves played
	// Random is the expected number of hits of a player choosing a legal
	// move uniformly at random: the suite's baseline.
	Random float64
	// Claimed counts positions where the player's score was a proven win
	// (score.Score.IsProven, positive); FalseClaims those of them where the move
	// played loses, and LossClaims positions scored as proven losses. Both
	// must be 0: every suite position is won, and each label is proven.
	Claimed, FalseClaims, LossClaims int
}

// Rate returns the share of positions where a winning move was played.
func (s Score) Rate() float64 { return float64(s.Hits) / float64(max(s.Positions, 1)) }

// RandomRate returns the baseline rate of a uniformly random player.
func (s Score) RandomRate() float64 { return s.Random / float64(max(s.Positions, 1)) }

// Chooser picks a move for a suite position and returns its score (in
// search units; 0 when it has none).
type Chooser func(e *Entry) (engine.Move, score.Score)

// Measure plays choose on every entry and counts the winning moves.
func Measure(entries []Entry, choose Chooser) Score {
	s, _ := MeasureContext(context.Background(), entries, choose)
	return s
}

// MeasureContext is Measure that ends early once ctx is done: it looks at
// ctx before each entry and returns the score of the entries played and
// ctx's error.
func MeasureContext(ctx context.Context, entries []Entry, choose Chooser) (Score, error) {
	var s Score
	for i := range entries {
		if err := ctx.Err(); err != nil {
			return s, err
		}
		e := &entries[i]
		m, v := choose(e)
		s.Positions++
		s.Random += float64(len(e.Win)) / float64(len(e.Win)+len(e.Lose))
		win := e.Wins(m)
		if win {
			s.Hits++
		}
		switch pl := v.Plies(); {
		case pl > 0:
			s.Claimed++
			if !win {
				s.FalseClaims++
			}
		case pl < 0:
			s.LossClaims++
		}
	}
	return s, nil
}

// SearchChooser returns a Chooser that searches each position within lim
// with a one-thread searcher of options opts (its table cleared before
// every position, so each result depends on the position alone).
func SearchChooser(opts search.Options, lim search.Limits) Chooser {
	return SearchChooserContext(context.Background(), opts, lim)
}

// SearchChooserContext is SearchChooser whose searches stop early once
// ctx is done (search.SearchContext), so that a deep setting does not
// hold up a cancellation; the move of a search cut short means nothing.
func SearchChooserContext(ctx context.Context, opts search.Options, lim search.Limits) Chooser {
	opts.Threads, opts.MultiPV = 1, 1
	s := search.New(opts)
	return func(e *Entry) (engine.Move, score.Score) {
		r := engine.DefaultRules(e.Variant)
		s.Clear()
		res := s.SearchContext(ctx, &r, e.Pos, nil, lim, nil)
		return res.Best, res.Score
	}
}
