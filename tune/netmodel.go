package tune

import (
	"math"
	"math/rand/v2"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

// slab holds every parameter (or gradient) of a net in one slice, with
// views per layer in the order and of the sizes of eval.LayerSizes: W1,
// B1, W2, B2, W3 (a row per output bucket), B3, the buckets' biases.
type slab struct {
	set                eval.InputSet
	h1, h2             int
	buckets            eval.OutputBuckets
	all                []float32
	w1, b1, w2, b2, w3 []float32
	b3                 []float32 // one element
	bb                 []float32 // one per output bucket; nil without buckets
}

func newSlab(set eval.InputSet, h1, h2 int, buckets eval.OutputBuckets) *slab {
	sizes := eval.LayerSizes(set, h1, h2, buckets)
	total := 0
	for _, n := range sizes {
		total += n
	}
	s := &slab{set: set, h1: h1, h2: h2, buckets: buckets, all: make([]float32, total)}
	views := []*[]float32{&s.w1, &s.b1, &s.w2, &s.b2, &s.w3, &s.b3, &s.bb}
	off := 0
	for i, n := range sizes {
		if n > 0 {
			*views[i] = s.all[off : off+n : off+n]
		}
		off += n
	}
	return s
}

// net returns the slab as eval.NetParams whose weight slices are the
// slab's own (B3 is copied): eval's forward pass and bounds work on the
// trainer's weights in place. It is valid until the slab's B3 changes.
func (s *slab) net(k [len(engine.Variants)]float32) eval.NetParams {
	np := eval.NetParams{Inputs: s.set, H1: s.h1, H2: s.h2, W1: s.w1, B1: s.b1, W3: s.w3, B3: s.b3[0],
		Buckets: s.buckets, BucketB3: s.bb, K: k}
	if s.h2 > 0 {
		np.W2, np.B2 = s.w2, s.b2
	}
	return np
}

// params returns the slab as NetParams (copies, safe to keep).
func (s *slab) params(k [len(engine.Variants)]float32) *eval.NetParams {
	np := s.net(k)
	return np.Clone()
}

// load copies np into the slab (same sizes).
func (s *slab) load(np *eval.NetParams) {
	copy(s.w1, np.W1)
	copy(s.b1, np.B1)
	copy(s.w2, np.W2)
	copy(s.b2, np.B2)
	copy(s.w3, np.W3)
	s.b3[0] = np.B3
	copy(s.bb, np.BucketB3)
}

// clip keeps the weights within the quantisation bounds of the slab's
// input set (eval.NetParams.Clip).
func (s *slab) clip() {
	np := s.net([len(engine.Variants)]float32{})
	np.Clip()
}

// initRandom sets random starting weights: first-layer sums start near
// the middle of the clipped ReLU's range, later layers with Glorot-like
// uniform weights.
func (s *slab) initRandom(rng *rand.Rand) {
	u := func(w []float32, a float64) {
		for i := range w {
			w[i] = float32((rng.Float64()*2 - 1) * a)
		}
	}
	u(s.w1, 0.5/math.Sqrt(float64(s.set.MaxActive()))*math.Sqrt(3))
	for i := range s.b1 {
		s.b1[i] = 0.5
	}
	if s.h2 > 0 {
		u(s.w2, min(math.Sqrt(6/float64(s.h1+s.h2)), float64(eval.MaxW2)))
		for i := range s.b2 {
			s.b2[i] = 0.25
		}
	}
	u(s.w3, math.Sqrt(6/float64(len(s.w3)/s.buckets.Count()+1)))
	s.b3[0] = 0
	clear(s.bb)
}

// worker computes gradients for a share of each batch.
type worker struct {
	grad *slab
	act  eval.NetActivations // the hidden layers of the last forward pass
	d1   [eval.MaxH1]float32 // the loss's gradient at the first hidden layer's sums
	loss float64
}

func newWorker(set eval.InputSet, h1, h2 int, buckets eval.OutputBuckets) *worker {
	return &worker{grad: newSlab(set, h1, h2, buckets)}
}

// forward computes the activations of one sample of output bucket
// bucket with eval's float forward pass and returns the output.
func (w *worker) forward(np *eval.NetParams, idx []uint16, bucket int) float32 {
	return np.ForwardInto(idx, bucket, &w.act)
}

// backward adds the gradient of g*output (g = dLoss/dOutput) for the
// sample of the last forward, of output bucket bucket, to w.grad.
func (w *worker) backward(np *eval.NetParams, idx []uint16, bucket int, g float32) {
	gr := w.grad
	gr.b3[0] += g
	if gr.bb != nil {
		gr.bb[bucket] += g
	}
	h1, h2 := np.H1, np.H2
	outs := len(np.W3) / np.Buckets.Count()
	w3 := np.W3[bucket*outs : (bucket+1)*outs]
	gw3 := gr.w3[bucket*outs : (bucket+1)*outs]
	z1, a1, d1 := w.act.Z1[:h1], w.act.A1[:h1], w.d1[:h1]
	if h2 == 0 {
		for j, a := range a1 {
			gw3[j] += g * a
			if eval.Unclipped(z1[j]) {
				d1[j] = g * w3[j]
			} else {
				d1[j] = 0
			}
		}
	} else {
		z2, a2 := w.act.Z2[:h2], w.act.A2[:h2]
		for k, a := range a2 {
			gw3[k] += g * a
		}
		// d2[k] = g*w3[k] where the second layer's unit is not clipped;
		// kept in a2's place (a2 is no longer needed).
		d2 := a2
		for k, z := range z2 {
			if eval.Unclipped(z) {
				d2[k] = g * w3[k]
			} else {
				d2[k] = 0
			}
			gr.b2[k] += d2[k]
		}
		for j, a := range a1 {
			row := np.W2[j*h2 : j*h2+h2]
			grow := gr.w2[j*h2 : j*h2+h2]
			var s float32
			for k, d := range d2 {
				grow[k] += a * d
				s += row[k] * d
			}
			if eval.Unclipped(z1[j]) {
				d1[j] = s
			} else {
				d1[j] = 0
			}
		}
	}
	for j, d := range d1 {
		gr.b1[j] += d
	}
	for _, i := range idx {
		row := gr.w1[int(i)*h1 : int(i)*h1+h1]
		for j, d := range d1 {
			row[j] += d
		}
	}
}

// run computes the gradient and loss of samples into w.grad and w.loss.
func (w *worker) run(p *slab, rules *[len(engine.Variants)]engine.Rules, samples []netSample, order []int) {
	clear(w.grad.all)
	w.loss = 0
	np := p.net([len(engine.Variants)]float32{})
	var idx [eval.MaxActiveInputs]uint16
	for _, i := range order {
		s := &samples[i]
		n := np.Inputs.Active(&rules[s.variant], &s.pos, &idx)
		bucket := np.Buckets.Of(&s.pos)
		y := w.forward(&np, idx[:n], bucket)
		q := float32(Sigmoid(float64(y)))
		d := q - s.target
		w.loss += float64(d * d)
		w.backward(&np, idx[:n], bucket, 2*d*q*(1-q))
	}
}

// validLoss returns the mean loss over samples (all variants) and per
// variant.
func (w *worker) validLoss(p *slab, rules *[len(engine.Variants)]engine.Rules, samples []netSample) (float64, [len(engine.Variants)]float64) {
	var sum [len(engine.Variants)]float64
	var cnt [len(engine.Variants)]int
	np := p.net([len(engine.Variants)]float32{})
	var idx [eval.MaxActiveInputs]uint16
	for i := range samples {
		s := &samples[i]
		n := np.Inputs.Active(&rules[s.variant], &s.pos, &idx)
		d := float32(Sigmoid(float64(w.forward(&np, idx[:n], np.Buckets.Of(&s.pos))))) - s.target
		sum[s.variant] += float64(d * d)
		cnt[s.variant]++
	}
	total, all := 0.0, 0
	var per [len(engine.Variants)]float64
	for v := range sum {
		total += sum[v]
		all += cnt[v]
		if cnt[v] > 0 {
			per[v] = sum[v] / float64(cnt[v])
		}
	}
	if all == 0 {
		return 0, per
	}
	return total / float64(all), per
}
