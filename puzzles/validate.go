package puzzles

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/baoengine/bao/engine"
)

// Validate checks a puzzle against the rules engine alone (it proves
// nothing; Check does): the variant, rules and positions parse; the last
// move is legal before and gives the position; the position is not over
// and its stage is right; there is one winning move and every other legal
// move is refuted by a legal reply, legal counts them and the selection
// rule holds (Selected); the line is legal, has plies moves (odd, at least
// MinPlies), starts with the winning move and ends the game won by the
// side to move; asked is 1 or more within the line and each later asked
// turn's refutations cover its other legal moves with legal replies; the
// win is not trivial (doc.go, "Not greed") and greedy says whether it
// captures the most; the themes are those of the line's traces; the depth
// is in range and the difficulty, the rating and the deviation follow from
// it; the source's ply is the position's.
func (p *Puzzle) Validate() error {
	r, err := p.rules()
	if err != nil {
		return err
	}
	pos, err := engine.ParsePosition(p.BFEN, r.Variant)
	if err != nil {
		return fieldError("bfen", err)
	}
	if err := p.validateLast(&r, &pos); err != nil {
		return err
	}
	var ch engine.Children
	r.Generate(&pos, &ch)
	if ch.N == 0 {
		return fieldError("bfen", errors.New("the game is over in this position"))
	}
	if s := stageOf(&pos); p.Stage != s {
		return fieldError("stage", fmt.Errorf("%q: the side to move plays the %s stage", p.Stage, s))
	}
	if p.Legal != ch.N {
		return fieldError("legal", fmt.Errorf("%d: the position has %d legal moves", p.Legal, ch.N))
	}
	if err := Selected(len(p.Wins), ch.N); err != nil {
		return fieldError("wins", err)
	}
	if _, err := childOf(&r, &pos, &ch, p.Wins[0]); err != nil {
		return fieldError("wins[0]", err)
	}
	if err := refutations(&r, &pos, &ch, p.Wins[0], p.Refute, "refute"); err != nil {
		return err
	}
	if p.Plies < MinPlies || p.Plies > MaxPlies || p.Plies%2 == 0 {
		return fieldError("plies", fmt.Errorf("%d: want an odd number %d..%d (the side to move wins with the last move, and not with the first)", p.Plies, MinPlies, MaxPlies))
	}
	if len(p.Line) != p.Plies {
		return fieldError("line", fmt.Errorf("%d moves: want plies (%d)", len(p.Line), p.Plies))
	}
	if p.Line[0] != p.Wins[0] {
		return fieldError("line", fmt.Errorf("the first move %s is not the winning move %s", p.Line[0], p.Wins[0]))
	}
	if p.Asked < 1 || 2*(p.Asked-1) >= p.Plies {
		return fieldError("asked", fmt.Errorf("%d: want 1..%d, the winner's moves of the line", p.Asked, (p.Plies+1)/2))
	}
	if len(p.Refutes) != p.Asked-1 {
		return fieldError("refutes", fmt.Errorf("%d turns: want asked-1 (%d)", len(p.Refutes), p.Asked-1))
	}
	line := make([]engine.Move, len(p.Line))
	q := pos
	for i, tok := range p.Line {
		var c engine.Children
		r.Generate(&q, &c)
		if i%2 == 0 && i > 0 && i/2 < p.Asked {
			if err := refutations(&r, &q, &c, tok, p.Refutes[i/2-1], fmt.Sprintf("refutes[%d]", i/2-1)); err != nil {
				return err
			}
		}
		next, err := childOf(&r, &q, &c, tok)
		if err != nil {
			return fieldError(fmt.Sprintf("line[%d]", i), err)
		}
		line[i] = mustMove(&r, &q, tok)
		q = next
	}
	r.Generate(&q, &ch)
	if res, _ := r.Outcome(&q); ch.N != 0 || res != engine.Winner(pos.Side) {
		return fieldError("line", errors.New("does not end the game won by the side to move"))
	}
	r.Generate(&pos, &ch)
	win := slices.IndexFunc(ch.List[:ch.N], func(c engine.Child) bool { return c.Move == line[0] })
	if why := trivial(&r, &ch, win); why != "" {
		return fieldError("wins", fmt.Errorf("%s: %s (a puzzle is not trivial)", p.Wins[0], why))
	}
	g, err := greedy(&r, &pos, &ch, line[0])
	if err != nil {
		return fieldError("greedy", err)
	}
	if g != p.Greedy {
		return fieldError("greedy", fmt.Errorf("%v, but the winning move %s %s the most seeds", p.Greedy, p.Wins[0], map[bool]string{true: "captures", false: "does not capture"}[g]))
	}
	themes, err := themesOf(&r, pos, line, p.Asked)
	if err != nil {
		return fieldError("themes", err)
	}
	if !slices.Equal(themes, p.Themes) {
		return fieldError("themes", fmt.Errorf("%s listed, but the traces of the line show %s", listOf(p.Themes), listOf(themes)))
	}
	if p.Depth < 1 || p.Depth > MaxDepth+1 {
		return fieldError("depth", fmt.Errorf("%d: want 1..%d", p.Depth, MaxDepth+1))
	}
	if d := DifficultyOf(p.Depth, p.Asked, p.Legal); p.Difficulty != d {
		return fieldError("difficulty", fmt.Errorf("%d: depth %d, %d asked, %d legal give %d", p.Difficulty, p.Depth, p.Asked, p.Legal, d))
	}
	if p.Rating != RatingOf(p.Difficulty) || p.RD != StartRD {
		return fieldError("rating", fmt.Errorf("%d, deviation %d: difficulty %d starts at %d, deviation %d", p.Rating, p.RD, p.Difficulty, RatingOf(p.Difficulty), StartRD))
	}
	if p.Source.Game < 0 || p.Source.Ply != int(pos.Ply) {
		return fieldError("source", fmt.Errorf("game %d ply %d: want a game of 0 or more and the BFEN's ply (%d)", p.Source.Game, p.Source.Ply, pos.Ply))
	}
	return nil
}

// validateLast checks the opponent's last move: legal in Before, and
// giving the puzzle's position (its BFEN, ply included).
func (p *Puzzle) validateLast(r *engine.Rules, pos *engine.Position) error {
	before, err := engine.ParsePosition(p.Before, r.Variant)
	if err != nil {
		return fieldError("before", err)
	}
	var ch engine.Children
	r.Generate(&before, &ch)
	after, err := childOf(r, &before, &ch, p.Last)
	if err != nil {
		return fieldError("last", err)
	}
	if after.String() != pos.String() {
		return fieldError("last", fmt.Errorf("%s from before gives %s, not the puzzle's position", p.Last, after.String()))
	}
	return nil
}

// refutations checks the refutations of one turn, named field: every
// legal move of pos (children ch) but win is refuted, by a legal reply,
// and nothing else is.
func refutations(r *engine.Rules, pos *engine.Position, ch *engine.Children, win string, refute map[string]string, field string) error {
	for _, tok := range sortedKeys(refute) { // the first fault in a fixed order
		f := field + "." + tok
		if tok == win {
			return fieldError(f, fmt.Errorf("%s is the winning move", tok))
		}
		c, err := childOf(r, pos, ch, tok)
		if err != nil {
			return fieldError(f, err)
		}
		var gch engine.Children
		r.Generate(&c, &gch)
		if _, err := childOf(r, &c, &gch, refute[tok]); err != nil {
			return fieldError(f, fmt.Errorf("the reply: %w", err))
		}
	}
	for i := 0; i < ch.N; i++ {
		if tok := ch.List[i].Move.String(); tok != win && refute[tok] == "" {
			return fieldError(field, fmt.Errorf("the legal move %s is neither the winning move %s nor refuted", tok, win))
		}
	}
	return nil
}

// sortedKeys returns the keys of m in order.
func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// mustMove parses a token Validate has checked.
func mustMove(r *engine.Rules, p *engine.Position, tok string) engine.Move {
	m, _ := r.ParseMove(p, tok)
	return m
}

// listOf writes a list of names for a message: "takata, long", or "none".
func listOf(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}
