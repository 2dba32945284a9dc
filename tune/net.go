package tune

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

// NetConfig configures the training of a net.
type NetConfig struct {
	Inputs  eval.InputSet      // the input layout (InputsV1 or InputsV2)
	H1, H2  int                // hidden layer sizes (H2 = 0: one hidden layer)
	Buckets eval.OutputBuckets // the output bucket scheme
	Epochs  int                // passes over the training samples
	LR      float64            // Adam step size (decays along a cosine to LR/20)
	Batch   int                // samples per step
	Valid   float64            // fraction of the games kept for validation
	Lambda  float64            // weight of the game result in the target
	Workers int                // goroutines computing gradients (1 or 2)
	Seed    uint64             // initialisation and shuffling seed
	// Init, when set, is the net training starts from (its input set,
	// sizes and buckets win over Inputs, H1, H2 and Buckets); nil starts
	// from random weights.
	Init *eval.NetParams
	// Log gets one line per epoch; Progress, when set, gets a progress
	// line every ProgressEvery (the speed and the time left).
	Log, Progress io.Writer
	ProgressEvery time.Duration
}

// DefaultNetConfig returns the defaults of bao tune net.
func DefaultNetConfig() NetConfig {
	return NetConfig{H1: 32, H2: 16, Epochs: 20, LR: 0.001, Batch: 1024, Valid: 0.05, Lambda: 0.5,
		Workers: 2, Seed: 1, Log: io.Discard, ProgressEvery: 10 * time.Second}
}

// EpochStats are the losses after one epoch: the mean squared error of
// sigmoid(output) against the targets.
type EpochStats struct {
	Train, Valid float64
	PerVariant   [len(engine.Variants)]float64 // validation loss per variant (0 without samples)
}

// NetResult is the outcome of TrainNet.
type NetResult struct {
	Best      *eval.NetParams // the net with the lowest validation loss
	BestEpoch int             // its epoch (0: the start)
	Epochs    []EpochStats
	K         [len(engine.Variants)]float64 // fitted per variant (0: no data, K taken from Init or the others)
	// SamplesPerSec is the training speed: samples through forward and
	// backward pass per second of training.
	SamplesPerSec float64
	Interrupted   bool // ctx was cancelled; Best is the best net so far
	// HandLoss is the validation loss of the default hand evaluation
	// (sigmoid(eval/K) against the same targets), for comparison.
	HandLoss float64
}

// handLoss returns the mean loss of the default hand evaluation on set.
func handLoss(rules *[len(engine.Variants)]engine.Rules, set []netSample, k [len(engine.Variants)]float32) float64 {
	if len(set) == 0 {
		return 0
	}
	sum := 0.0
	for i := range set {
		s := &set[i]
		d := Sigmoid(float64(eval.Evaluate(&rules[s.variant], &s.pos))/float64(k[s.variant])) - float64(s.target)
		sum += d * d
	}
	return sum / float64(len(set))
}

// netSample is a training sample reduced to what the net sees.
type netSample struct {
	pos     engine.Position
	variant engine.Variant
	target  float32
}

// ErrNoData is returned when no sample is left to train on.
var ErrNoData = errors.New("no training samples")

// TrainNet trains a net on d: K per variant first (FitK on the training
// games), then mini-batch Adam on the mean squared error of
// sigmoid(output) against Target, with 1 or 2 goroutines computing each
// batch's gradient. After each epoch the validation loss is measured and
// the best net kept. A cancelled ctx stops after the current batch; the
// result then holds the best net so far (the current one counts). A loss
// that stops being a finite number (a step size far too large) stops the
// training with an error wrapping ErrDiverged, and no net.
func TrainNet(ctx context.Context, d *Data, cfg NetConfig) (*NetResult, error) {
	set, h1, h2, buckets := cfg.Inputs, cfg.H1, cfg.H2, cfg.Buckets
	if cfg.Init != nil {
		set, h1, h2, buckets = cfg.Init.Inputs, cfg.Init.H1, cfg.Init.H2, cfg.Init.Buckets
	}
	if err := eval.CheckShape(set, h1, h2, buckets); err != nil {
		return nil, fmt.Errorf("tune net: %w", err)
	}
	if cfg.Epochs < 1 || cfg.Batch < 1 || !finitePositive(cfg.LR) || !(cfg.Lambda >= 0 && cfg.Lambda <= 1) ||
		!(cfg.Valid >= 0 && cfg.Valid < 1) {
		return nil, fmt.Errorf("tune net: epochs %d, batch %d, lr %v, lambda %v, valid %v: want positive epochs and batch, a finite positive lr, lambda in [0,1] and valid in [0,1)",
			cfg.Epochs, cfg.Batch, cfg.LR, cfg.Lambda, cfg.Valid)
	}
	if cfg.Init != nil {
		if err := cfg.Init.Check(); err != nil {
			return nil, fmt.Errorf("tune net: the start net: %w", err)
		}
	}
	workers := min(max(cfg.Workers, 1), 2)
	log := cfg.Log
	if log == nil {
		log = io.Discard
	}
	trainIdx, validIdx := d.Split(cfg.Valid)
	if len(trainIdx) == 0 {
		return nil, fmt.Errorf("tune net: %w", ErrNoData)
	}

	// K per variant, then the targets.
	res := &NetResult{}
	var k32 [len(engine.Variants)]float32
	var kSum float64
	var kN int
	for vi, v := range engine.Variants {
		if k, _, ok := FitK(d.Samples, trainIdx, v); ok {
			res.K[vi] = k
			k32[vi] = float32(k)
			kSum += k
			kN++
		}
	}
	for vi := range k32 {
		switch {
		case k32[vi] > 0:
		case cfg.Init != nil:
			k32[vi] = cfg.Init.K[vi]
		default:
			k32[vi] = float32(kSum / float64(kN))
		}
	}
	fmt.Fprintf(log, "K: kiswahili %.1f, kete %.1f, kujifunza %.1f (0 = no data; the net file keeps %.1f, %.1f, %.1f)\n",
		res.K[0], res.K[1], res.K[2], k32[0], k32[1], k32[2])
	mk := func(idx []int) []netSample {
		out := make([]netSample, len(idx))
		for j, i := range idx {
			s := &d.Samples[i]
			out[j] = netSample{pos: s.Pos, variant: s.Variant,
				target: float32(Target(s, cfg.Lambda, float64(k32[s.Variant])))}
		}
		return out
	}
	train, valid := mk(trainIdx), mk(validIdx)
	var rules [len(engine.Variants)]engine.Rules
	for i, v := range engine.Variants {
		rules[i] = engine.DefaultRules(v)
	}

	// Parameters and Adam state.
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x6e6574))
	p := newSlab(set, h1, h2, buckets)
	if cfg.Init != nil {
		p.load(cfg.Init)
	} else {
		p.initRandom(rng)
	}
	p.clip()
	m, v := make([]float32, len(p.all)), make([]float32, len(p.all))
	ws := make([]*worker, workers)
	for i := range ws {
		ws[i] = newWorker(set, h1, h2, buckets)
	}
	evalSet := func(set []netSample) (float64, [len(engine.Variants)]float64) {
		if len(set) == 0 {
			return 0, [len(engine.Variants)]float64{}
		}
		return ws[0].validLoss(p, &rules, set)
	}

	start, _ := evalSet(valid)
	if len(valid) == 0 {
		start, _ = evalSet(train)
	}
	if !finite(start) {
		return nil, fmt.Errorf("tune net: the start loss is %v: %w", start, ErrDiverged)
	}
	bestLoss := start
	res.Best = p.params(k32)
	res.HandLoss = handLoss(&rules, valid, k32)
	fmt.Fprintf(log, "net %s (inputs %v): %d training and %d validation samples, start loss %.5f (the hand evaluation: %s)\n",
		res.Best.Arch(), set, len(train), len(valid), start, LossText(res.HandLoss, len(valid)))
	var validPer [len(engine.Variants)]int
	for i := range valid {
		validPer[valid[i].variant]++
	}

	order := make([]int, len(train))
	for i := range order {
		order[i] = i
	}
	stepsPerEpoch := (len(train) + cfg.Batch - 1) / cfg.Batch
	total := cfg.Epochs * stepsPerEpoch
	const b1, b2, eps = 0.9, 0.999, 1e-8
	step := 0
	began := time.Now()
	var trainTime time.Duration
	var done int64
	lastShow := time.Now()
	var wg sync.WaitGroup
	for ep := 1; ep <= cfg.Epochs && !res.Interrupted; ep++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		epStart := time.Now()
		sum := 0.0
		seen := 0
		for lo := 0; lo < len(order); lo += cfg.Batch {
			if ctx.Err() != nil {
				res.Interrupted = true
				break
			}
			hi := min(lo+cfg.Batch, len(order))
			batch := order[lo:hi]
			per := (len(batch) + workers - 1) / workers
			for wi, w := range ws {
				part := batch[min(wi*per, len(batch)):min((wi+1)*per, len(batch))]
				wg.Add(1)
				go func() {
					defer wg.Done()
					w.run(p, &rules, train, part)
				}()
			}
			wg.Wait()
			g := ws[0].grad.all
			for _, w := range ws[1:] {
				for i, x := range w.grad.all {
					g[i] += x
				}
			}
			for _, w := range ws {
				sum += w.loss
			}
			if !finite(sum) {
				return nil, &lrError{fmt.Errorf("tune net: epoch %d, after %d samples: training loss %v: %w",
					ep, seen, sum/float64(seen+len(batch)), ErrDiverged), cfg.LR}
			}
			seen += len(batch)
			step++
			lr := float32(cosine(cfg.LR, step, total))
			inv := 1 / float32(len(batch))
			c1 := float32(1 - math.Pow(b1, float64(step)))
			c2 := float32(1 - math.Pow(b2, float64(step)))
			for i, gi := range g {
				gi *= inv
				m[i] = b1*m[i] + (1-b1)*gi
				v[i] = b2*v[i] + (1-b2)*gi*gi
				p.all[i] -= lr * (m[i] / c1) / (float32(math.Sqrt(float64(v[i]/c2))) + eps)
			}
			p.clip()
			done += int64(len(batch))
			if cfg.Progress != nil && cfg.ProgressEvery > 0 && time.Since(lastShow) >= cfg.ProgressEvery {
				lastShow = time.Now()
				el := trainTime + time.Since(epStart)
				rate := float64(done) / el.Seconds()
				left := time.Duration(float64(int64(cfg.Epochs)*int64(len(train))-done)/rate) * time.Second
				fmt.Fprintf(cfg.Progress, "epoch %d/%d %.1f%%: %.0f samples/s, ETA %s, train loss so far %.5f\n",
					ep, cfg.Epochs, 100*float64(seen)/float64(len(train)), rate,
					left.Round(time.Second), sum/float64(seen))
			}
		}
		epTime := time.Since(epStart)
		trainTime += epTime
		if seen == 0 {
			break
		}
		st := EpochStats{Train: sum / float64(seen)}
		st.Valid, st.PerVariant = evalSet(valid)
		if !finite(st.Valid) {
			return nil, &lrError{fmt.Errorf("tune net: epoch %d: validation loss %v: %w",
				ep, st.Valid, ErrDiverged), cfg.LR}
		}
		crit := st.Valid
		if len(valid) == 0 {
			crit = st.Train
		}
		mark := ""
		if crit < bestLoss {
			best := p.params(k32)
			if err := best.Check(); err != nil {
				return nil, &lrError{fmt.Errorf("tune net: epoch %d: %w: %w", ep, err, ErrDiverged), cfg.LR}
			}
			bestLoss = crit
			res.Best = best
			res.BestEpoch = ep
			mark = " (best)"
		}
		res.Epochs = append(res.Epochs, st)
		partial := ""
		if res.Interrupted {
			partial = fmt.Sprintf(" (interrupted after %d of %d samples)", seen, len(train))
		}
		fmt.Fprintf(log, "epoch %d/%d: train %.5f valid %s, %.0f samples/s, %s%s%s\n",
			ep, cfg.Epochs, st.Train, validText(st, validPer), float64(seen)/epTime.Seconds(),
			time.Since(began).Round(time.Second), mark, partial)
	}
	if trainTime > 0 {
		res.SamplesPerSec = float64(done) / trainTime.Seconds()
	}
	return res, nil
}
