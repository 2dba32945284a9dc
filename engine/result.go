package engine

// Result is the outcome of a game.
type Result uint8

// The outcomes. Bao has no draw; Draw exists only for adjudicated games
// (a tournament's move limit).
const (
	NoResult Result = iota
	SouthWins
	NorthWins
	Draw
)

// String returns the protocol's words: none, p1win, p2win, draw.
func (r Result) String() string {
	switch r {
	case SouthWins:
		return "p1win"
	case NorthWins:
		return "p2win"
	case Draw:
		return "draw"
	}
	return "none"
}

// Score returns the record's result text: 1-0, 0-1, 1/2-1/2 or *.
func (r Result) Score() string {
	switch r {
	case SouthWins:
		return "1-0"
	case NorthWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// Winner returns the result in which side s wins.
func Winner(s Side) Result { return SouthWins + Result(s) }

// Outcome returns the result of p and, when the game is over, why
// (rules.md 2.9): a front row emptied, a player who cannot move, or a
// never-ending move under infiniteMove=loses.
func (r *Rules) Outcome(p *Position) (Result, string) {
	me := p.Side
	switch {
	case p.Flags&flagWon != 0:
		return Winner(me), sideName(me.Other()) + " played a never-ending move"
	case p.FrontEmpty(me):
		return Winner(me.Other()), sideName(me) + "'s front row is empty"
	case p.FrontEmpty(me.Other()):
		return Winner(me), sideName(me.Other()) + "'s front row is empty"
	}
	var ch Children
	r.Generate(p, &ch)
	if ch.N == 0 {
		return Winner(me.Other()), sideName(me) + " cannot move"
	}
	return NoResult, ""
}

// sideName returns "South" or "North".
func sideName(s Side) string {
	if s == South {
		return "South"
	}
	return "North"
}

// Name returns "South" or "North".
func (s Side) Name() string { return sideName(s) }
