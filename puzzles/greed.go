package puzzles

import (
	"fmt"

	"github.com/baoengine/bao/engine"
)

// Greed and triviality: what a puzzle must not be solved by (doc.go, "Not
// greed").

// captured returns the seeds move m captures from pos: the sum of the
// counts of the capture events of its sowing trace (engine.Rules.Trace;
// rules.md 2.2: each capture empties one hole of the opponent's front row,
// and the event counts its seeds).
func captured(r *engine.Rules, pos *engine.Position, m engine.Move) (int, error) {
	_, tr, err := r.Trace(pos, m)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range tr.Events {
		if e.Kind == engine.EventCapture {
			n += int(e.Count)
		}
	}
	return n, nil
}

// greedy reports whether win is a move that captures the most seeds of
// pos: it captures at least one seed and no legal move captures more (a
// tie with another move counts as greedy).
func greedy(r *engine.Rules, pos *engine.Position, ch *engine.Children, win engine.Move) (bool, error) {
	most, mine := 0, -1
	for i := 0; i < ch.N; i++ {
		n, err := captured(r, pos, ch.List[i].Move)
		if err != nil {
			return false, fmt.Errorf("%v: %w", ch.List[i].Move, err)
		}
		most = max(most, n)
		if ch.List[i].Move == win {
			mine = n
		}
	}
	return mine > 0 && mine == most, nil
}

// losesAtOnce reports whether the opponent, to move at c, has a move that
// ends the game won by him (rules.md 2.9).
func losesAtOnce(r *engine.Rules, c *engine.Position) bool {
	var ch, gch engine.Children
	r.Generate(c, &ch)
	for i := 0; i < ch.N; i++ {
		g := &ch.List[i].Pos
		r.Generate(g, &gch)
		if gch.N == 0 {
			if res, _ := r.Outcome(g); res == engine.Winner(c.Side) {
				return true
			}
		}
	}
	return false
}

// trivial says why a position whose one winning move is ch.List[win] is
// too plain to ask, or "" when it is not: the winning move ends the game
// at once, or every other move loses at once (the opponent then wins
// with his next move), so that the win is the only move that does not.
func trivial(r *engine.Rules, ch *engine.Children, win int) string {
	var gch engine.Children
	r.Generate(&ch.List[win].Pos, &gch)
	if gch.N == 0 {
		return "the winning move ends the game at once"
	}
	for i := 0; i < ch.N; i++ {
		if i != win && !losesAtOnce(r, &ch.List[i].Pos) {
			return ""
		}
	}
	return "every other move loses at once"
}
