package tune

import (
	"errors"
	"math"

	"github.com/baoengine/bao/engine"
)

// Sigmoid is the logistic function 1/(1+e^-x).
func Sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// The range FitK searches, in centi-seeds per unit of logit.
const (
	minK = 10
	maxK = 20000
)

// FitK returns the logistic scale K (centi-seeds per unit of logit) of
// the samples of variant v that minimises the mean squared error of
// sigmoid(score/K) against the game results, with that error; ok is false
// when the variant has no sample. The error is unimodal in K in practice,
// so a golden-section search on log K finds the minimum.
func FitK(samples []Sample, idx []int, v engine.Variant) (k, loss float64, ok bool) {
	var scores, results []float64
	for _, i := range idx {
		s := &samples[i]
		if s.Variant == v {
			scores = append(scores, float64(s.Score))
			results = append(results, s.Result01())
		}
	}
	if len(scores) == 0 {
		return 0, 0, false
	}
	f := func(logK float64) float64 {
		k := math.Exp(logK)
		sum := 0.0
		for i, sc := range scores {
			d := Sigmoid(sc/k) - results[i]
			sum += d * d
		}
		return sum / float64(len(scores))
	}
	lo, hi := math.Log(minK), math.Log(maxK)
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := f(a), f(b)
	for hi-lo > 1e-4 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = f(a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = f(b)
		}
	}
	x := (lo + hi) / 2
	return math.Exp(x), f(x), true
}

// Target is the training target of a sample: lambda*result + (1-lambda)*
// sigmoid(score/K), with the result as 1, 0.5 or 0.
func Target(s *Sample, lambda, k float64) float64 {
	return lambda*s.Result01() + (1-lambda)*Sigmoid(float64(s.Score)/k)
}

// WinSample is one scored move of a finished game, for FitWinScale: the
// search score in centi-seeds from the mover's view, whether the mover
// won the game, and a number naming the game (for the clustered standard
// error).
type WinSample struct {
	Score float64
	Won   bool
	Game  int
}

// WinScaleFit is the maximum-likelihood fit of P(mover wins) =
// Sigmoid(score / Scale) to a set of samples.
type WinScaleFit struct {
	Scale float64 // centi-seeds
	SE    float64 // standard error of Scale, clustered by game
	Iters int     // Newton steps taken
}

// ErrNoFit is returned by FitWinScale when the samples cannot fix a
// finite scale: one result only, or scores that separate wins from
// losses.
var ErrNoFit = errors.New("no finite scale fits")

// LogLoss returns the mean negative log-likelihood (natural log) of the
// samples under scale: 0.693 is a coin, lower is better.
func LogLoss(samples []WinSample, scale float64) float64 {
	if len(samples) == 0 {
		return math.NaN()
	}
	sum := 0.0
	for _, s := range samples {
		p := Sigmoid(s.Score / scale)
		p = min(max(p, 1e-12), 1-1e-12)
		if s.Won {
			sum -= math.Log(p)
		} else {
			sum -= math.Log(1 - p)
		}
	}
	return sum / float64(len(samples))
}

// FitWinScale fits the scale of Sigmoid(score/scale) to the samples by
// maximum likelihood. The log-likelihood is concave in k = 1/scale, so
// Newton's method on k (with step halving) finds the maximum. The
// standard error is the sandwich estimate with the score contributions
// summed per game, since the moves of one game share its result and are
// not independent.
//
// It and FitK fit the same curve to different ends, so their losses
// differ: see the package documentation.
func FitWinScale(samples []WinSample) (WinScaleFit, error) {
	wins, scored := 0, 0
	for _, s := range samples {
		if s.Won {
			wins++
		}
		if s.Score != 0 {
			scored++
		}
	}
	if scored < 2 || wins == 0 || wins == len(samples) {
		return WinScaleFit{}, ErrNoFit
	}
	loglik := func(k float64) float64 {
		ll := 0.0
		for _, s := range samples {
			x := k * s.Score
			if !s.Won {
				x = -x
			}
			// log(sigma(x)) computed without overflow.
			if x > 0 {
				ll -= math.Log1p(math.Exp(-x))
			} else {
				ll += x - math.Log1p(math.Exp(x))
			}
		}
		return ll
	}
	derivs := func(k float64) (g, h float64) {
		for _, s := range samples {
			p := Sigmoid(k * s.Score)
			g += (won01(s) - p) * s.Score
			h -= p * (1 - p) * s.Score * s.Score
		}
		return g, h
	}
	const kMax = 1.0 // a scale of one centi-seed: the results are separated
	k := 1.0 / 400
	ll := loglik(k)
	fit := WinScaleFit{}
	for fit.Iters = 1; fit.Iters <= 100; fit.Iters++ {
		g, h := derivs(k)
		if h >= 0 {
			return WinScaleFit{}, ErrNoFit
		}
		step := -g / h
		next := k + step
		for next <= 0 {
			step /= 2
			next = k + step
		}
		nll := loglik(next)
		for n := 0; nll < ll && n < 60; n++ {
			step /= 2
			next = k + step
			nll = loglik(next)
		}
		k, ll = next, nll
		if k > kMax {
			return WinScaleFit{}, ErrNoFit
		}
		if math.Abs(step) < 1e-12*k {
			break
		}
	}
	if k <= 0 {
		return WinScaleFit{}, ErrNoFit
	}
	// Sandwich variance of k: sum over games of the squared score
	// contributions, over the squared Fisher information.
	_, h := derivs(k)
	perGame := map[int]float64{}
	for _, s := range samples {
		perGame[s.Game] += (won01(s) - Sigmoid(k*s.Score)) * s.Score
	}
	meat := 0.0
	for _, u := range perGame {
		meat += u * u
	}
	seK := math.Sqrt(meat) / -h
	fit.Scale = 1 / k
	fit.SE = seK / (k * k)
	return fit, nil
}

// won01 is a sample's result as 1 (won) or 0 (lost).
func won01(s WinSample) float64 {
	if s.Won {
		return 1
	}
	return 0
}
