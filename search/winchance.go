package search

import (
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/score"
)

// WinChance returns the side to move's chance, between 0 and 1, to win a
// position whose search score is s in variant v: 1 or 0 for a proven
// win or loss (score.Score.IsProven), eval.WinProbability for any other
// score. It lives here, not in eval, because eval knows nothing of proven
// scores.
func WinChance(v engine.Variant, s score.Score) float64 {
	if s.IsProven() {
		if s > 0 {
			return 1
		}
		return 0
	}
	return eval.WinProbability(v, int(s))
}
