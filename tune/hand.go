package tune

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

// HandConfig configures the Texel tuning of the hand-feature weights.
type HandConfig struct {
	Lambda     float64 // weight of the game result in the target (the rest: sigmoid(score/K))
	Epochs     int     // passes over the training samples
	LR         float64 // Adam step size in centi-seeds (decays along a cosine to LR/20)
	Batch      int     // samples per step
	Valid      float64 // fraction of the games kept for validation
	Grain      int     // the weights are rounded to multiples of Grain centi-seeds
	MinSamples int     // variants with fewer training samples keep their start weights
	Seed       uint64  // shuffling seed
	// Start are the weights the descent starts from (and the result for
	// variants not fitted), indexed by engine.Variant.
	Start [len(engine.Variants)]eval.Weights
	Log   io.Writer // one line per epoch
}

// DefaultHandConfig returns the defaults of bao tune hand.
func DefaultHandConfig() HandConfig {
	c := HandConfig{Lambda: 0.5, Epochs: 30, LR: 1, Batch: 4096, Valid: 0.05, Grain: 5,
		MinSamples: 1000, Seed: 1, Log: io.Discard}
	for i, v := range engine.Variants {
		c.Start[i] = eval.DefaultWeights(v)
	}
	return c
}

// HandResult is the outcome of TuneHand, per variant.
type HandResult struct {
	Weights [len(engine.Variants)]eval.Weights
	Fitted  [len(engine.Variants)]bool    // the variant had enough data and was fitted
	K       [len(engine.Variants)]float64 // the fitted logistic scale (0 without data)
	KLoss   [len(engine.Variants)]float64 // the error of sigmoid(score/K) against the results
	// StartLoss and Loss are the validation losses of the start weights
	// and of the final (rounded) weights; TrainLoss is the training loss
	// of the final weights.
	StartLoss, Loss, TrainLoss [len(engine.Variants)]float64
	Samples, ValidSamples      [len(engine.Variants)]int
}

// handSet is the feature matrix and targets of one variant.
type handSet struct {
	f []float64 // NumFeatures per sample
	t []float64
}

func newHandSet(d *Data, idx []int, v engine.Variant, lambda, k float64) *handSet {
	r := engine.DefaultRules(v)
	hs := &handSet{}
	for _, i := range idx {
		s := &d.Samples[i]
		if s.Variant != v {
			continue
		}
		fv := eval.Features(&r, &s.Pos)
		for _, x := range fv {
			hs.f = append(hs.f, float64(x))
		}
		hs.t = append(hs.t, Target(s, lambda, k))
	}
	return hs
}

func (hs *handSet) len() int { return len(hs.t) }

// loss returns the mean squared error of sigmoid(w.f/K) against the
// targets.
func (hs *handSet) loss(w []float64, k float64) float64 {
	if hs.len() == 0 {
		return 0
	}
	sum := 0.0
	for i, t := range hs.t {
		d := Sigmoid(dot(w, hs.f[i*eval.NumFeatures:(i+1)*eval.NumFeatures])/k) - t
		sum += d * d
	}
	return sum / float64(hs.len())
}

func dot(a, b []float64) float64 {
	s := 0.0
	for i, x := range a {
		s += x * b[i]
	}
	return s
}

// TuneHand fits the hand-feature weights of every variant with data
// (Texel's method): K first, by FitK on the training games, then the
// weights by Adam on the mean squared error of sigmoid(eval/K) against
// Target. A cancelled ctx stops after the current epoch and returns the
// weights so far. A loss or a weight that stops being a finite number
// (a step size far too large) is an error, not weights.
func TuneHand(ctx context.Context, d *Data, cfg HandConfig) (*HandResult, error) {
	if cfg.Epochs < 1 || cfg.Batch < 1 || !finitePositive(cfg.LR) || !(cfg.Lambda >= 0 && cfg.Lambda <= 1) ||
		!(cfg.Valid >= 0 && cfg.Valid < 1) {
		return nil, fmt.Errorf("tune hand: epochs %d, batch %d, lr %v, lambda %v, valid %v: want positive epochs and batch, a finite positive lr, lambda in [0,1] and valid in [0,1)",
			cfg.Epochs, cfg.Batch, cfg.LR, cfg.Lambda, cfg.Valid)
	}
	res := &HandResult{Weights: cfg.Start}
	train, valid := d.Split(cfg.Valid)
	for vi, v := range engine.Variants {
		k, kl, ok := FitK(d.Samples, train, v)
		if !ok {
			continue
		}
		res.K[vi], res.KLoss[vi] = k, kl
		tr := newHandSet(d, train, v, cfg.Lambda, k)
		va := newHandSet(d, valid, v, cfg.Lambda, k)
		res.Samples[vi], res.ValidSamples[vi] = tr.len(), va.len()
		start := toFloat(cfg.Start[vi])
		res.StartLoss[vi] = va.loss(start, k)
		if tr.len() < cfg.MinSamples {
			fmt.Fprintf(cfg.Log, "%s: %d training samples, fewer than %d: weights kept\n", v, tr.len(), cfg.MinSamples)
			res.Loss[vi] = res.StartLoss[vi]
			res.TrainLoss[vi] = tr.loss(start, k)
			continue
		}
		fmt.Fprintf(cfg.Log, "%s: K = %.1f (result loss %.5f), %d training and %d validation samples, start: train %.5f valid %s\n",
			v, k, kl, tr.len(), va.len(), tr.loss(start, k), LossText(res.StartLoss[vi], va.len()))
		w, err := descend(ctx, tr, va, start, k, cfg, v)
		if err != nil {
			return nil, fmt.Errorf("tune hand: %s: %w", v, err)
		}
		if res.Weights[vi], err = round(w, cfg.Grain); err != nil {
			return nil, fmt.Errorf("tune hand: %s: %w", v, &lrError{err, cfg.LR})
		}
		rw := toFloat(res.Weights[vi])
		res.TrainLoss[vi], res.Loss[vi] = tr.loss(rw, k), va.loss(rw, k)
		res.Fitted[vi] = true
		fmt.Fprintf(cfg.Log, "%s: rounded to multiples of %d: train %.5f valid %s\n", v, cfg.Grain, res.TrainLoss[vi], LossText(res.Loss[vi], va.len()))
		if ctx.Err() != nil {
			break
		}
	}
	return res, nil
}

// ErrDiverged is returned by TuneHand and TrainNet when a loss or a
// weight stops being a finite number: the step size is too large for the
// data, and the weights are garbage.
var ErrDiverged = errors.New("the training diverged")

// finitePositive reports whether x is a finite number above 0.
func finitePositive(x float64) bool { return x > 0 && !math.IsInf(x, 1) }

// finite reports whether x is neither NaN nor infinite.
func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// descend runs mini-batch Adam on the weights of one variant. A training
// or validation loss that is not finite after an epoch stops it with an
// error wrapping ErrDiverged.
func descend(ctx context.Context, tr, va *handSet, w []float64, k float64, cfg HandConfig, v engine.Variant) ([]float64, error) {
	const b1, b2, eps = 0.9, 0.999, 1e-8
	n := eval.NumFeatures
	m, s, g := make([]float64, n), make([]float64, n), make([]float64, n)
	order := make([]int, tr.len())
	for i := range order {
		order[i] = i
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, uint64(v)))
	steps := 0
	total := cfg.Epochs * ((tr.len() + cfg.Batch - 1) / cfg.Batch)
	for ep := 1; ep <= cfg.Epochs; ep++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		sum := 0.0
		for lo := 0; lo < len(order); lo += cfg.Batch {
			hi := min(lo+cfg.Batch, len(order))
			clear(g)
			for _, i := range order[lo:hi] {
				f := tr.f[i*n : (i+1)*n]
				p := Sigmoid(dot(w, f) / k)
				d := p - tr.t[i]
				sum += d * d
				c := 2 * d * p * (1 - p) / k
				for j, x := range f {
					g[j] += c * x
				}
			}
			steps++
			lr := cosine(cfg.LR, steps, total)
			inv := 1 / float64(hi-lo)
			c1, c2 := 1-math.Pow(b1, float64(steps)), 1-math.Pow(b2, float64(steps))
			for j := range w {
				gj := g[j] * inv
				m[j] = b1*m[j] + (1-b1)*gj
				s[j] = b2*s[j] + (1-b2)*gj*gj
				w[j] -= lr * (m[j] / c1) / (math.Sqrt(s[j]/c2) + eps)
			}
		}
		trainLoss, validLoss := sum/float64(tr.len()), va.loss(w, k)
		fmt.Fprintf(cfg.Log, "%s: epoch %d/%d: train %.5f valid %s\n", v, ep, cfg.Epochs,
			trainLoss, LossText(validLoss, va.len()))
		if !finite(trainLoss) || !finite(validLoss) {
			return nil, &lrError{fmt.Errorf("epoch %d: training loss %v, validation loss %v: %w",
				ep, trainLoss, validLoss, ErrDiverged), cfg.LR}
		}
		if ctx.Err() != nil {
			fmt.Fprintf(cfg.Log, "%s: interrupted after epoch %d\n", v, ep)
			break
		}
	}
	return w, nil
}

// cosine is the learning rate at step of total: lr decaying along half a
// cosine to lr/20.
func cosine(lr float64, step, total int) float64 {
	x := min(float64(step)/float64(max(total, 1)), 1)
	return lr * (0.05 + 0.95*0.5*(1+math.Cos(math.Pi*x)))
}

func toFloat(w eval.Weights) []float64 {
	v := w.Vector()
	f := make([]float64, len(v))
	for i, x := range v {
		f[i] = float64(x)
	}
	return f
}

// maxWeight bounds the fitted weights, in centi-seeds: far beyond any
// sensible weight, far below the integers' range.
const maxWeight = 1 << 30

// round returns the weights rounded to multiples of grain (at least 1),
// or an error wrapping ErrDiverged when one is not a finite number within
// ±maxWeight (which no conversion to int could keep).
func round(w []float64, grain int) (eval.Weights, error) {
	grain = max(grain, 1)
	names := eval.FeatureNames()
	var v [eval.NumFeatures]int
	for i, x := range w {
		if !(math.Abs(x) <= maxWeight) {
			return eval.Weights{}, fmt.Errorf("weight %s = %v, not within ±%d: %w", names[i], x, maxWeight, ErrDiverged)
		}
		v[i] = int(math.Round(x/float64(grain))) * grain
	}
	return eval.WeightsFromVector(v), nil
}
