package score

import (
	"strconv"
)

// Seeds writes an evaluation as signed seeds with two decimals: "+1.25",
// "-0.40", "+0.00". It ignores whether s is proven.
func (s Score) Seeds() string {
	v := int(s)
	sign := byte('+')
	if v < 0 {
		sign, v = '-', -v
	}
	frac := v % 100
	b := make([]byte, 0, 12)
	b = append(b, sign)
	b = strconv.AppendInt(b, int64(v/100), 10)
	b = append(b, '.', byte('0'+frac/10), byte('0'+frac%10))
	return string(b)
}

// Protocol writes the score of an info line: "cp 12", or "mate N" with N
// in moves of the side to move (plies false, the uci dialect) or in plies
// (plies true, the ugi dialect); negative when the side to move loses,
// "mate 0" when the game is over.
func (s Score) Protocol(plies bool) string {
	if !s.IsProven() {
		return "cp " + strconv.Itoa(int(s))
	}
	n := s.Plies()
	if !plies {
		n = PliesToMoves(n)
	}
	return "mate " + strconv.Itoa(n)
}

// Text is the human form used by every command's output: seeds for an
// evaluation ("+1.25"), "win in N moves"/"loss in N moves" for a proven
// result (moves of the side to move), "won"/"lost" when the game is over.
func (s Score) Text() string {
	if !s.IsProven() {
		return s.Seeds()
	}
	n := s.Moves()
	switch {
	case n == 1:
		return "win in 1 move"
	case n > 1:
		return "win in " + strconv.Itoa(n) + " moves"
	case n == -1:
		return "loss in 1 move"
	case n < -1:
		return "loss in " + strconv.Itoa(-n) + " moves"
	case s > 0:
		return "won"
	}
	return "lost"
}

// Comment is the score's form in a game record's move comment: seeds
// ("+0.12") or a proven result in moves of the mover ("+M3", "-M2",
// "+M0"/"-M0" when the game is over), read back by ParseComment.
func (s Score) Comment() string {
	if !s.IsProven() {
		return s.Seeds()
	}
	n := s.Moves()
	if n > 0 || n == 0 && s > 0 {
		return "+M" + strconv.Itoa(n)
	}
	return "-M" + strconv.Itoa(-n)
}
