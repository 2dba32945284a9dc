package tune

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

// gamePositions returns n positions of random games of the three
// variants, with their rules.
func gamePositions(n int) ([]engine.Position, []engine.Rules) {
	rng := rand.New(rand.NewPCG(11, 12))
	ps := make([]engine.Position, 0, n)
	rs := make([]engine.Rules, 0, n)
	var ch engine.Children
	for len(ps) < n {
		v := engine.Variants[rng.IntN(len(engine.Variants))]
		r := engine.DefaultRules(v)
		p := engine.StartPosition(v)
		for ply := 0; ply < 150 && len(ps) < n; ply++ {
			ps = append(ps, p)
			rs = append(rs, r)
			r.Generate(&p, &ch)
			if ch.N == 0 {
				break
			}
			p = ch.List[rng.IntN(ch.N)].Pos
		}
	}
	return ps, rs
}

// netShape is a net's input set, hidden sizes and output buckets: the
// cases of the tests below.
type netShape struct {
	set     eval.InputSet
	h1, h2  int
	buckets eval.OutputBuckets
}

// trainerOutput returns the trainer's forward pass on p (the inputs and
// the forward pass of worker.run): the win logit.
func trainerOutput(w *worker, s *slab, r *engine.Rules, p *engine.Position) float32 {
	np := s.net([len(engine.Variants)]float32{})
	var idx [eval.MaxActiveInputs]uint16
	n := np.Inputs.Active(r, p, &idx)
	return w.forward(&np, idx[:n], np.Buckets.Of(p))
}

// The tolerance of the quantised net against the trainer's float forward
// pass, in units of the output logit (centi-seeds over K), the bound eval
// states for its quantisation (eval's TestQuantisedMatchesFloat): the
// first layer's rounding dominates, each weight within 1/(2*QW1) and a
// unit summing up to 57 of them (56 inputs and the bias).
const (
	quantMeanTolerance = 0.012
	quantMaxTolerance  = 0.08
)

// TestTrainerForwardMatchesEval ties the trainer's forward pass to eval's
// quantised inference. For random nets as the trainer starts them and a
// net it trained, on positions of random games: the trainer's weights
// exported as NetParams, written to a net file and read back (what bao
// tune net writes and the engine loads), evaluate in float exactly as the
// trainer's forward pass does, and the quantised Net's
// evaluation is the trainer's logit times K within the quantisation
// tolerance. Exactness of the quantised net itself on weights of the
// quantisation grid: TestTrainerForwardExactOnGrid.
func TestTrainerForwardMatchesEval(t *testing.T) {
	ps, rs := gamePositions(4000)
	type model struct {
		name string
		s    *slab
		k    [len(engine.Variants)]float32
	}
	var models []model
	rng := rand.New(rand.NewPCG(5, 9))
	for _, c := range []netShape{{eval.InputsV1, 32, 16, eval.BucketsNone}, {eval.InputsV2, 32, 16, eval.BucketsNone}, {eval.InputsV2, 64, 0, eval.BucketsNone},
		{eval.InputsV1, 16, 8, eval.BucketsNone}, {eval.InputsV2, 32, 16, eval.BucketsStage}, {eval.InputsV1, 32, 0, eval.BucketsStage}} {
		s := newSlab(c.set, c.h1, c.h2, c.buckets)
		s.initRandom(rng)
		for i := range s.bb {
			s.bb[i] = float32(rng.NormFloat64()) // initRandom starts them at 0
		}
		s.clip()
		models = append(models, model{"random " + c.set.String(), s, [3]float32{390, 400, 360}})
	}
	d, err := Load([]string{writeSynthetic(t, 6000)}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, buckets := range []eval.OutputBuckets{eval.BucketsNone, eval.BucketsStage} {
		cfg := DefaultNetConfig()
		cfg.Inputs, cfg.H1, cfg.H2, cfg.Epochs, cfg.Batch, cfg.LR = eval.InputsV2, 32, 16, 3, 256, 0.003
		cfg.Buckets = buckets
		res, err := TrainNet(context.Background(), d, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if res.Best.Buckets != buckets {
			t.Fatalf("trained with buckets %v: the net has %v", buckets, res.Best.Buckets)
		}
		trained := newSlab(res.Best.Inputs, res.Best.H1, res.Best.H2, res.Best.Buckets)
		trained.load(res.Best)
		models = append(models, model{"trained v2", trained, res.Best.K})
	}

	for _, m := range models {
		w := newWorker(m.s.set, m.s.h1, m.s.h2, m.s.buckets)
		// Through the net file, as bao tune net writes it and the
		// engine loads it.
		var file bytes.Buffer
		if err := eval.WriteNet(&file, m.s.params(m.k)); err != nil {
			t.Fatal(err)
		}
		np, err := eval.ReadNet(&file)
		if err != nil {
			t.Fatal(err)
		}
		n, err := eval.NewNet(np)
		if err != nil {
			t.Fatal(err)
		}
		var sum, worst float64
		for i := range ps {
			r, p := &rs[i], &ps[i]
			y := trainerOutput(w, m.s, r, p)
			k := float64(m.k[r.Variant])
			if f := np.EvaluateFloat(r, p); f != float64(y)*k {
				t.Fatalf("%s %s, %v: exported net's float evaluation %v, the trainer's %v", m.name, np.Arch(), p, f, float64(y)*k)
			}
			want := min(max(float64(y)*k, -eval.MaxNetScore), eval.MaxNetScore)
			diff := math.Abs(float64(n.Evaluate(r, p))-want) / k
			sum += diff
			worst = max(worst, diff)
		}
		mean := sum / float64(len(ps))
		t.Logf("%s %s: |quantised - trainer| mean %.4f, max %.4f logit", m.name, np.Arch(), mean, worst)
		if mean > quantMeanTolerance || worst > quantMaxTolerance {
			t.Errorf("%s %s: the quantised net differs from the trainer's forward pass by %.4f logit on average, %.4f at most; want <= %v and %v",
				m.name, np.Arch(), mean, worst, quantMeanTolerance, quantMaxTolerance)
		}
	}
}

// TestTrainerForwardExactOnGrid checks the quantised net against the
// trainer's forward pass where they must agree exactly: every parameter
// a multiple of its quantisation step and the hidden layers' sums
// multiples of 1/QA (first-layer weights and biases multiples of 1/QA,
// second-layer weights whole numbers, second-layer biases multiples of
// 1/QA, output weights multiples of 1/QO, the output bias of
// 1/(QA*QO)) and K a whole number. Then no rounding happens anywhere in
// either pass, and Evaluate is the trainer's logit times K rounded down,
// clamped to MaxNetScore.
func TestTrainerForwardExactOnGrid(t *testing.T) {
	ps, rs := gamePositions(3000)
	rng := rand.New(rand.NewPCG(3, 4))
	grid := func(step float64, lo, hi int) float32 { return float32(float64(lo+rng.IntN(hi-lo+1)) / step) }
	for _, c := range []netShape{{eval.InputsV1, 32, 16, eval.BucketsNone}, {eval.InputsV2, 32, 16, eval.BucketsNone}, {eval.InputsV2, 48, 0, eval.BucketsNone},
		{eval.InputsV1, 16, 8, eval.BucketsNone}, {eval.InputsV2, 32, 16, eval.BucketsStage}, {eval.InputsV2, 16, 0, eval.BucketsStage}} {
		s := newSlab(c.set, c.h1, c.h2, c.buckets)
		for i := range s.w1 {
			s.w1[i] = grid(eval.QA, -60, 60)
		}
		for i := range s.b1 {
			s.b1[i] = grid(eval.QA, 0, eval.QA)
		}
		for i := range s.w2 {
			if rng.IntN(6) == 0 {
				s.w2[i] = grid(1, -1, 1)
			}
		}
		for i := range s.b2 {
			s.b2[i] = grid(eval.QA, -eval.QA/2, eval.QA)
		}
		for i := range s.w3 {
			s.w3[i] = grid(eval.QO, -2*eval.QO, 2*eval.QO)
		}
		s.b3[0] = grid(eval.QA*eval.QO, -eval.QA*eval.QO/2, eval.QA*eval.QO/2)
		for i := range s.bb {
			s.bb[i] = grid(eval.QA*eval.QO, -eval.QA*eval.QO/2, eval.QA*eval.QO/2)
		}
		k := [3]float32{391, 256, 300}
		np := s.params(k)
		n, err := eval.NewNet(np)
		if err != nil {
			t.Fatal(err)
		}
		w := newWorker(c.set, c.h1, c.h2, c.buckets)
		inside := 0
		for i := range ps {
			r, p := &rs[i], &ps[i]
			y := trainerOutput(w, s, r, p)
			want := min(max(math.Floor(float64(y)*float64(k[r.Variant])), -eval.MaxNetScore), eval.MaxNetScore)
			if got := n.Evaluate(r, p); float64(got) != want {
				t.Fatalf("%v %s, %v: Evaluate %d, the trainer's logit %v times K %v is %v", c.set, np.Arch(), p, got, y, k[r.Variant], want)
			}
			for j := 0; j < c.h1; j++ {
				if eval.Unclipped(w.act.Z1[j]) {
					inside++
				}
			}
		}
		// The grid nets are not trivial: many first-layer units are
		// between their clips.
		if inside < len(ps)*c.h1/10 {
			t.Fatalf("%v %s: only %d unclipped first-layer units over %d positions", c.set, np.Arch(), inside, len(ps))
		}
	}
}

// clipRegions appends, for every hidden unit of the last forward pass of
// w, whether its sum is at or below 0, between 0 and 1, or at or above 1.
func clipRegions(dst []int8, w *worker, h1, h2 int) []int8 {
	region := func(z float32) int8 {
		switch {
		case z <= 0:
			return 0
		case z < 1:
			return 1
		}
		return 2
	}
	for _, z := range w.act.Z1[:h1] {
		dst = append(dst, region(z))
	}
	for _, z := range w.act.Z2[:h2] {
		dst = append(dst, region(z))
	}
	return dst
}

// The bound of TestBackwardMatchesFiniteDifferences: a gradient g and
// its finite difference fd agree when |g - fd| <= gradRelTolerance *
// max(|g|, |fd|) + gradAbsTolerance. Along one parameter the output is
// piecewise linear (linear between the units' clips), so the output's
// central difference over a step that crosses no clip is exact but for
// float32 rounding (about 1e-7 of the output, over 2h with h up to 1/4);
// the loss's derivative in the output is a central difference in
// float64 (error about 1e-9). Measured: relative errors of gradients
// above 1e-3 up to 3e-4, where a clip near the parameter forced a small
// step, and below 1e-5 elsewhere.
const (
	gradRelTolerance = 1e-3
	gradAbsTolerance = 1e-6
)

// TestBackwardMatchesFiniteDifferences checks the trainer's backward pass
// (worker.run's gradient of the loss (sigmoid(output) - target)^2 of one
// sample) against central differences of the forward pass, in every
// parameter group (W1 rows of active and of inactive inputs, B1, W2, B2,
// W3, B3), for nets with one and two hidden layers and both input sets,
// on a few random samples. A difference step that makes a hidden unit
// cross one of its clips is halved; a parameter for which even a small
// step crosses one is replaced by another.
func TestBackwardMatchesFiniteDifferences(t *testing.T) {
	ps, rs := gamePositions(600)
	var rules [len(engine.Variants)]engine.Rules
	for i, v := range engine.Variants {
		rules[i] = engine.DefaultRules(v)
	}
	rng := rand.New(rand.NewPCG(8, 1))
	const perGroup = 6 // parameters checked per group and sample
	worst := 0.0
	for _, c := range []netShape{{eval.InputsV1, 32, 16, eval.BucketsNone}, {eval.InputsV2, 16, 8, eval.BucketsNone}, {eval.InputsV2, 32, 0, eval.BucketsNone},
		{eval.InputsV2, 16, 8, eval.BucketsStage}, {eval.InputsV1, 32, 0, eval.BucketsStage}} {
		s := newSlab(c.set, c.h1, c.h2, c.buckets)
		s.initRandom(rng)
		for i := range s.b3 {
			s.b3[i] = 0.3
		}
		for i := range s.bb {
			s.bb[i] = 0.1 * float32(i)
		}
		w := newWorker(c.set, c.h1, c.h2, c.buckets)
		for sample := 0; sample < 4; sample++ {
			i := rng.IntN(len(ps))
			smp := []netSample{{pos: ps[i], variant: rs[i].Variant, target: rng.Float32()}}
			w.run(s, &rules, smp, []int{0})
			grad := newSlab(c.set, c.h1, c.h2, c.buckets)
			bucket := c.buckets.Of(&smp[0].pos)
			outs := len(s.w3) / c.buckets.Count()
			copy(grad.all, w.grad.all)
			output := func() float64 { return float64(trainerOutput(w, s, &rules[smp[0].variant], &smp[0].pos)) }
			loss := func(y float64) float64 {
				d := Sigmoid(y) - float64(smp[0].target)
				return d * d
			}
			y := output()
			const hy = 1e-4
			dLossdy := (loss(y+hy) - loss(y-hy)) / (2 * hy)
			baseRegions := clipRegions(nil, w, c.h1, c.h2)
			var regions []int8
			var idx [eval.MaxActiveInputs]uint16
			active := idx[:c.set.Active(&rules[smp[0].variant], &smp[0].pos, &idx)]
			groups := []struct {
				name        string
				param, grad []float32
				pick        func() int
			}{
				{"W1 active", s.w1, grad.w1, func() int { return int(active[rng.IntN(len(active))])*c.h1 + rng.IntN(c.h1) }},
				{"W1 inactive", s.w1, grad.w1, func() int { return rng.IntN(len(s.w1)) }},
				{"B1", s.b1, grad.b1, func() int { return rng.IntN(len(s.b1)) }},
				{"W2", s.w2, grad.w2, func() int { return rng.IntN(max(len(s.w2), 1)) }},
				{"B2", s.b2, grad.b2, func() int { return rng.IntN(max(len(s.b2), 1)) }},
				{"W3", s.w3, grad.w3, func() int { return bucket*outs + rng.IntN(outs) }},
				{"W3 of other buckets", s.w3, grad.w3, func() int { return rng.IntN(len(s.w3)) }},
				{"B3", s.b3, grad.b3, func() int { return 0 }},
				{"BucketB3", s.bb, grad.bb, func() int { return bucket }},
			}
			for _, g := range groups {
				if len(g.param) == 0 {
					continue // W2 and B2 of a net with one hidden layer, BucketB3 of a net without buckets
				}
				checked := 0
				for try := 0; checked < perGroup && try < 50*perGroup; try++ {
					j := g.pick()
					orig := g.param[j]
					// The output's central difference at step h, if no
					// hidden unit crosses a clip within h of the parameter.
					central := func(h float32) (float64, bool) {
						g.param[j] = orig + h
						up := output()
						regions = clipRegions(regions[:0], w, c.h1, c.h2)
						same := slices.Equal(regions, baseRegions)
						g.param[j] = orig - h
						down := output()
						regions = clipRegions(regions[:0], w, c.h1, c.h2)
						same = same && slices.Equal(regions, baseRegions)
						g.param[j] = orig
						return (up - down) / float64(float32(orig+h)-float32(orig-h)), same
					}
					var dy float64
					ok := false
					for h := float32(1.0 / 4); h >= 1.0/4096 && !ok; h /= 2 {
						dy, ok = central(h)
					}
					if !ok {
						continue // a clip within 1/4096 of the parameter
					}
					fd := dLossdy * dy
					checked++
					got := float64(g.grad[j])
					size := max(math.Abs(got), math.Abs(fd))
					if size >= 1e-3 {
						worst = max(worst, math.Abs(got-fd)/size)
					}
					if math.Abs(got-fd) > gradRelTolerance*size+gradAbsTolerance {
						t.Errorf("%v %dx%d sample %d, %s[%d]: backward %.6g, central difference %.6g (relative error %.2g; loss %.5f)",
							c.set, c.h1, c.h2, sample, g.name, j, got, fd, math.Abs(got-fd)/size, loss(y))
					}
				}
				if checked < perGroup {
					t.Fatalf("%v %dx%d, %s: only %d parameters away from every clip", c.set, c.h1, c.h2, g.name, checked)
				}
			}
		}
	}
	t.Logf("largest relative error of a gradient above 1e-3: %.2g", worst)
}
