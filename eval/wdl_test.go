package eval

import (
	"math"
	"testing"

	"github.com/baoengine/bao/engine"
)

func TestWinProbability(t *testing.T) {
	for _, v := range engine.Variants {
		s := WinScale(v)
		if s < 50 || s > 5000 {
			t.Errorf("%v: scale %v centi-seeds is not a plausible fit", v, s)
		}
		if p := WinProbability(v, 0); p != 0.5 {
			t.Errorf("%v: P(0) = %v, want 0.5", v, p)
		}
		if p := WinProbability(v, int(math.Round(s))); math.Abs(p-1/(1+math.Exp(-1))) > 0.01 {
			t.Errorf("%v: P(scale) = %v, want 0.73", v, p)
		}
		prev := 0.0
		for score := -3000; score <= 3000; score += 50 {
			p := WinProbability(v, score)
			if p <= prev || p >= 1 {
				t.Fatalf("%v: P(%d) = %v after %v: not increasing in (0, 1)", v, score, p, prev)
			}
			if q := WinProbability(v, -score); math.Abs(p+q-1) > 1e-12 {
				t.Fatalf("%v: P(%d) + P(%d) = %v, want 1", v, score, -score, p+q)
			}
			prev = p
		}
	}
}
