package record

import (
	"math"
	"strconv"
	"strings"
)

// Score is the engine's score of a move as a record comment gives it
// ("{+0.12/14 0.51s}": the score from the mover's view, the depth, the
// time), read by ParseScore.
type Score struct {
	// CentiSeeds is the score in centi-seeds (100 = one seed) from the
	// mover's view, when Mate is 0.
	CentiSeeds int
	// Mate is non-zero for a proven result: positive when the mover wins,
	// negative when it loses, in the unit of the comment ("+M3" from
	// bao match counts moves, "#7" from bao play counts plies).
	Mate int
	// Depth is the search depth after the "/", 0 when the comment has none.
	Depth int
}

// ParseScore reads the score at the start of a move comment. It accepts
// the forms bao match and bao play write: "+0.12/14 0.51s", "-1.05",
// "+M3/15 0.02s", "-M2", "#7/12 1.20s", "#-6". A comment that does not
// start with a score ("book", "0.51s", free text) gives false: a time
// alone ends in "s" and is not a score.
func ParseScore(comment string) (Score, bool) {
	f := strings.Fields(comment)
	if len(f) == 0 {
		return Score{}, false
	}
	word, depthText, hasDepth := strings.Cut(f[0], "/")
	var sc Score
	if hasDepth {
		d, err := strconv.Atoi(depthText)
		if err != nil || d < 0 {
			return Score{}, false
		}
		sc.Depth = d
	}
	switch {
	case strings.HasPrefix(word, "#"):
		n, err := strconv.Atoi(word[1:])
		if err != nil || n == 0 {
			return Score{}, false
		}
		sc.Mate = n
		return sc, true
	case strings.HasPrefix(word, "+M"), strings.HasPrefix(word, "-M"), strings.HasPrefix(word, "M"):
		sign := 1
		if word[0] == '-' {
			sign = -1
		}
		n, err := strconv.Atoi(strings.TrimLeft(word, "+-M"))
		if err != nil || n <= 0 {
			return Score{}, false
		}
		sc.Mate = sign * n
		return sc, true
	}
	if word == "" || !strings.ContainsAny(word[:1], "+-0123456789") || strings.HasSuffix(word, "s") {
		return Score{}, false
	}
	x, err := strconv.ParseFloat(word, 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) > 1e6 {
		return Score{}, false
	}
	sc.CentiSeeds = int(math.Round(x * 100))
	return sc, true
}
