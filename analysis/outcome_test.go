package analysis

import (
	"testing"

	"github.com/baoengine/bao/engine"
)

func TestOutcomeText(t *testing.T) {
	for _, c := range []struct {
		res      engine.Result
		why, out string
	}{
		{engine.SouthWins, "North's front row is empty", "South wins: North's front row is empty"},
		{engine.NorthWins, "", "North wins"},
		{engine.Draw, "repetition", "draw: repetition"},
		{engine.NoResult, "x", "the game is not over"},
	} {
		if got := outcomeText(c.res, c.why); got != c.out {
			t.Errorf("outcomeText(%v, %q) = %q, want %q", c.res, c.why, got, c.out)
		}
	}
}
