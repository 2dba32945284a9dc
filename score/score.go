package score

// Score is an evaluation in centi-seeds (100 = one seed) from the side to
// move's view, or a proven result: Win - n for a win n plies away and
// -(Win - n) for a loss n plies away.
type Score int

// Win is the score of a won position, the game already over in the side
// to move's favour (0 plies away).
const Win Score = 30000

// MaxPly bounds the distance of a proven result that a score can carry:
// a score within MaxPly of ±Win is proven, any other is an evaluation.
const MaxPly = 120

// WinIn returns the score of a win n plies away (n >= 0).
func WinIn(plies int) Score { return Win - Score(plies) }

// LossIn returns the score of a loss n plies away (n >= 0).
func LossIn(plies int) Score { return -(Win - Score(plies)) }

// IsProven reports whether s is a proven win or loss (either sign).
func (s Score) IsProven() bool {
	return s >= Win-MaxPly || s <= -(Win-MaxPly)
}

// Plies returns the plies to the end of a proven game: positive when the
// side to move wins, negative when it loses, 0 when the game is already
// over or s is not proven.
func (s Score) Plies() int {
	switch {
	case s >= Win-MaxPly:
		return int(Win - s)
	case s <= -(Win - MaxPly):
		return -int(Win + s)
	}
	return 0
}

// Moves returns the distance of a proven result in moves of the side to
// move (its own turns, as chess counts "mate in n"): positive for a win,
// negative for a loss, 0 when the game is over or s is not proven. A win
// in 1, 2, 3 plies is a win in 1, 1, 2 moves; a loss in 2 plies is a loss
// in 1 move (the side to move makes one more move).
func (s Score) Moves() int {
	return PliesToMoves(s.Plies())
}

// PliesToMoves converts a signed distance in plies to the side to move's
// moves, as Moves does.
func PliesToMoves(plies int) int {
	if plies >= 0 {
		return (plies + 1) / 2
	}
	return -((-plies + 1) / 2)
}

// MovesToPlies is the shortest distance in plies that PliesToMoves maps
// to moves: a win in n moves is 2n-1 plies away, a loss in n moves 2n.
func MovesToPlies(moves int) int {
	switch {
	case moves > 0:
		return 2*moves - 1
	case moves < 0:
		return 2 * moves
	}
	return 0
}
