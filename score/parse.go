package score

import (
	"math"
	"strconv"
	"strings"
)

// ParseComment reads the score at the start of a record's move comment,
// as Comment writes it and as bao match writes it with a depth and a time
// after it: "+0.12/14 0.51s", "-1.05", "+M3/15 0.02s", "-M2". It also
// reads the "#7", "#-6" form (plies) of older records. depth is the
// number after "/" (0 when there is none). A comment that does not start
// with a score ("book", "0.51s", free text) gives ok false: a time alone
// ends in "s" and is not a score.
func ParseComment(comment string) (s Score, depth int, ok bool) {
	f := strings.Fields(comment)
	if len(f) == 0 {
		return 0, 0, false
	}
	word, depthText, hasDepth := strings.Cut(f[0], "/")
	if hasDepth {
		d, err := strconv.Atoi(depthText)
		if err != nil || d < 0 {
			return 0, 0, false
		}
		depth = d
	}
	switch {
	case strings.HasPrefix(word, "#"):
		n, err := strconv.Atoi(word[1:])
		if err != nil || n == 0 || n > MaxPly || n < -MaxPly {
			return 0, 0, false
		}
		if n > 0 {
			return WinIn(n), depth, true
		}
		return LossIn(-n), depth, true
	case strings.HasPrefix(word, "+M"), strings.HasPrefix(word, "-M"), strings.HasPrefix(word, "M"):
		loss := word[0] == '-'
		digits := word[strings.IndexByte(word, 'M')+1:]
		n, err := strconv.Atoi(digits)
		if err != nil || n < 0 || digits == "" || digits[0] < '0' || digits[0] > '9' {
			return 0, 0, false
		}
		if loss {
			if 2*n > MaxPly {
				return 0, 0, false
			}
			return LossIn(2 * n), depth, true
		}
		if p := MovesToPlies(n); p <= MaxPly {
			return WinIn(p), depth, true
		}
		return 0, 0, false
	}
	if word == "" || !strings.ContainsAny(word[:1], "+-0123456789") || strings.HasSuffix(word, "s") {
		return 0, 0, false
	}
	x, err := strconv.ParseFloat(word, 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) > 1e6 {
		return 0, 0, false
	}
	v := Score(math.Round(x * 100))
	if v.IsProven() {
		return 0, 0, false // an evaluation this large is no evaluation
	}
	return v, depth, true
}

// FromMate is the score of a protocol "mate n", as Protocol writes it: n
// in moves of the side to move (plies false, the uci dialect) or in plies
// (plies true, the ugi dialect), negative when the side to move loses. A
// distance beyond MaxPly is cut to MaxPly, so that the score stays proven;
// "mate 0" (the game is over) is a loss, since in Bao the game ends when
// the side to move cannot play.
func FromMate(n int, plies bool) Score {
	if !plies {
		n = MovesToPlies(n)
	}
	switch {
	case n > 0:
		return WinIn(min(n, MaxPly))
	case n < 0:
		return LossIn(min(-n, MaxPly))
	}
	return -Win
}
