package main

import (
	"errors"
	"math"
)

// wdlSample is one scored move of a finished game: the engine's score in
// centi-seeds from the mover's view, whether the mover won the game, and
// the game it belongs to (for the clustered standard error).
type wdlSample struct {
	score float64
	won   bool
	game  int
}

// wdlFit is the maximum-likelihood fit of P(mover wins) =
// 1 / (1 + exp(-score / scale)) to a set of samples.
type wdlFit struct {
	scale float64 // centi-seeds
	se    float64 // standard error of scale, clustered by game
	iters int     // Newton steps taken
}

// logistic returns 1 / (1 + exp(-x)).
func logistic(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// logLoss returns the mean negative log-likelihood (natural log) of the
// samples under scale: 0.693 is a coin, lower is better.
func logLoss(samples []wdlSample, scale float64) float64 {
	if len(samples) == 0 {
		return math.NaN()
	}
	sum := 0.0
	for _, s := range samples {
		p := logistic(s.score / scale)
		p = min(max(p, 1e-12), 1-1e-12)
		if s.won {
			sum -= math.Log(p)
		} else {
			sum -= math.Log(1 - p)
		}
	}
	return sum / float64(len(samples))
}

// errNoFit is returned when the samples cannot fix a scale.
var errNoFit = errors.New("no finite scale fits")

// fitWinScale fits the logistic's scale by maximum likelihood. The
// log-likelihood is concave in k = 1/scale, so Newton's method on k
// (with step halving) finds the maximum. The standard error is the
// sandwich estimate with the score contributions summed per game, since
// the moves of one game share its result and are not independent.
func fitWinScale(samples []wdlSample) (wdlFit, error) {
	wins, scored := 0, 0
	for _, s := range samples {
		if s.won {
			wins++
		}
		if s.score != 0 {
			scored++
		}
	}
	if scored < 2 || wins == 0 || wins == len(samples) {
		return wdlFit{}, errNoFit
	}
	loglik := func(k float64) float64 {
		ll := 0.0
		for _, s := range samples {
			x := k * s.score
			if !s.won {
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
			p := logistic(k * s.score)
			y := 0.0
			if s.won {
				y = 1
			}
			g += (y - p) * s.score
			h -= p * (1 - p) * s.score * s.score
		}
		return g, h
	}
	const kMax = 1.0 // a scale of one centi-seed: the results are separated
	k := 1.0 / 400
	ll := loglik(k)
	fit := wdlFit{}
	for fit.iters = 1; fit.iters <= 100; fit.iters++ {
		g, h := derivs(k)
		if h >= 0 {
			return wdlFit{}, errNoFit
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
			return wdlFit{}, errNoFit
		}
		if math.Abs(step) < 1e-12*k {
			break
		}
	}
	if k <= 0 {
		return wdlFit{}, errNoFit
	}
	// Sandwich variance of k: sum over games of the squared score
	// contributions, over the squared Fisher information.
	_, h := derivs(k)
	perGame := map[int]float64{}
	for _, s := range samples {
		y := 0.0
		if s.won {
			y = 1
		}
		perGame[s.game] += (y - logistic(k*s.score)) * s.score
	}
	meat := 0.0
	for _, u := range perGame {
		meat += u * u
	}
	seK := math.Sqrt(meat) / -h
	fit.scale = 1 / k
	fit.se = seK / (k * k)
	return fit, nil
}

// wdlBucket is one row of the calibration table: the moves whose score
// lies in [lo, hi).
type wdlBucket struct {
	lo, hi    float64
	n         int
	meanScore float64
	observed  float64 // the movers' win rate
	predicted float64 // the mean predicted win chance under the fitted scale
	current   float64 // ... under the scale in use before the fit
}

// wdlBucketEdges returns the score bounds of the calibration table in
// centi-seeds (one seed is 100).
func wdlBucketEdges() []float64 {
	return []float64{math.Inf(-1), -1500, -1000, -600, -400, -250, -150, -75, -25,
		25, 75, 150, 250, 400, 600, 1000, 1500, math.Inf(1)}
}

// calibrationTable groups samples by score and compares the observed win
// rate with the predictions of the fitted and the current scale. Empty
// buckets are left out.
func calibrationTable(samples []wdlSample, fitted, current float64) []wdlBucket {
	edges := wdlBucketEdges()
	rows := make([]wdlBucket, len(edges)-1)
	for i := range rows {
		rows[i].lo, rows[i].hi = edges[i], edges[i+1]
	}
	for _, s := range samples {
		i := 0
		for i < len(rows)-1 && s.score >= rows[i].hi {
			i++
		}
		r := &rows[i]
		r.n++
		r.meanScore += s.score
		if s.won {
			r.observed++
		}
		r.predicted += logistic(s.score / fitted)
		r.current += logistic(s.score / current)
	}
	out := rows[:0]
	for _, r := range rows {
		if r.n == 0 {
			continue
		}
		n := float64(r.n)
		r.meanScore /= n
		r.observed /= n
		r.predicted /= n
		r.current /= n
		out = append(out, r)
	}
	return out
}
