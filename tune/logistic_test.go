package tune

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

// drawWinScore draws a score for a mover who won (or lost) so that
// P(won | score) is the logistic of scale: with a uniform prior on
// [-limit, limit] and equal chances to win or lose, accepting a score
// with probability Sigmoid(+-score/scale) gives exactly that posterior.
func drawWinScore(rng *rand.Rand, won bool, scale float64) float64 {
	const limit = 2500
	for {
		s := math.Round(rng.Float64()*2*limit - limit)
		x := s / scale
		if !won {
			x = -x
		}
		if rng.Float64() < Sigmoid(x) {
			return s
		}
	}
}

func TestFitWinScale(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for _, scale := range []float64{150, 400, 900} {
		var samples []WinSample
		for i := 0; i < 20000; i++ {
			won := i%2 == 0
			samples = append(samples, WinSample{Score: drawWinScore(rng, won, scale), Won: won, Game: i / 40})
		}
		f, err := FitWinScale(samples)
		if err != nil {
			t.Fatalf("scale %v: %v", scale, err)
		}
		if math.Abs(f.Scale-scale) > 3*f.SE || f.SE <= 0 || f.SE > 0.1*scale {
			t.Errorf("fitted %v +- %v, true scale %v", f.Scale, f.SE, scale)
		}
		// The fit is the maximum: the log loss is higher on either side.
		if l := LogLoss(samples, f.Scale); l >= LogLoss(samples, f.Scale*1.05) || l >= LogLoss(samples, f.Scale*0.95) {
			t.Errorf("scale %v: the fit %v is not the minimum of the log loss", scale, f.Scale)
		}
	}
	// Scores that separate wins from losses, or one result only: no fit.
	sep := []WinSample{{-100, false, 0}, {-50, false, 0}, {50, true, 1}, {100, true, 1}}
	if _, err := FitWinScale(sep); !errors.Is(err, ErrNoFit) {
		t.Errorf("separated samples: %v", err)
	}
	if _, err := FitWinScale([]WinSample{{10, true, 0}, {20, true, 0}}); !errors.Is(err, ErrNoFit) {
		t.Errorf("wins only: %v", err)
	}
	if l := LogLoss(nil, 300); !math.IsNaN(l) {
		t.Errorf("log loss of no sample: %v, want NaN", l)
	}
}
