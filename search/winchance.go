package search

import (
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

// WinChance returns the side to move's chance, between 0 and 1, to win a
// position whose search score is score in variant v: 1 or 0 for a proven
// win or loss (IsWin), eval.WinProbability for any other score. It lives
// here, not in eval, because only search knows which scores are proven.
func WinChance(v engine.Variant, score int) float64 {
	if IsWin(score) {
		if score > 0 {
			return 1
		}
		return 0
	}
	return eval.WinProbability(v, score)
}
