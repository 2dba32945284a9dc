package tune

import (
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
