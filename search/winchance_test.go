package search

import (
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/score"
)

func TestWinChance(t *testing.T) {
	for _, v := range engine.Variants {
		if got := WinChance(v, score.WinIn(3)); got != 1 {
			t.Errorf("%v: a win in 3: %v, want 1", v, got)
		}
		if got := WinChance(v, score.LossIn(4)); got != 0 {
			t.Errorf("%v: a loss in 4: %v, want 0", v, got)
		}
		if got := WinChance(v, 0); got != 0.5 {
			t.Errorf("%v: score 0: %v, want 0.5", v, got)
		}
		if got, want := WinChance(v, 150), eval.WinProbability(v, 150); got != want || got <= 0.5 {
			t.Errorf("%v: score 150: %v, want eval.WinProbability's %v", v, got, want)
		}
	}
}
