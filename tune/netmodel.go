package tune

import (
	"math"
	"math/rand/v2"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

// slab holds every parameter (or gradient) of a net in one slice, with
// views per layer in the order W1, B1, W2, B2, W3, B3.
type slab struct {
	all                []float32
	w1, b1, w2, b2, w3 []float32
	b3                 []float32 // one element
}

func newSlab(set eval.InputSet, h1, h2 int) *slab {
	out := h1
	if h2 > 0 {
		out = h2
	}
	sizes := []int{set.Count() * h1, h1, h1 * h2, h2, out, 1}
	total := 0
	for _, n := range sizes {
		total += n
	}
	s := &slab{all: make([]float32, total)}
	views := []*[]float32{&s.w1, &s.b1, &s.w2, &s.b2, &s.w3, &s.b3}
	off := 0
	for i, n := range sizes {
		*views[i] = s.all[off : off+n : off+n]
		off += n
	}
	return s
}

// params returns the slab as NetParams (copies, safe to keep).
func (s *slab) params(set eval.InputSet, h1, h2 int, k [len(engine.Variants)]float32) *eval.NetParams {
	np := &eval.NetParams{Inputs: set, H1: h1, H2: h2, B3: s.b3[0], K: k,
		W1: append([]float32(nil), s.w1...), B1: append([]float32(nil), s.b1...),
		W3: append([]float32(nil), s.w3...)}
	if h2 > 0 {
		np.W2 = append([]float32(nil), s.w2...)
		np.B2 = append([]float32(nil), s.b2...)
	}
	return np
}

// load copies np into the slab (same sizes).
func (s *slab) load(np *eval.NetParams) {
	copy(s.w1, np.W1)
	copy(s.b1, np.B1)
	copy(s.w2, np.W2)
	copy(s.b2, np.B2)
	copy(s.w3, np.W3)
	s.b3[0] = np.B3
}

// clip keeps the weights within the quantisation bounds of input set
// set.
func (s *slab) clip(set eval.InputSet) {
	clamp := func(w []float32, b float32) {
		for i, x := range w {
			w[i] = min(max(x, -b), b)
		}
	}
	clamp(s.w1, set.MaxW1())
	clamp(s.w2, eval.MaxW2)
	clamp(s.w3, eval.MaxW3)
}

// initRandom sets random starting weights: first-layer sums start near
// the middle of the clipped ReLU's range, later layers with Glorot-like
// uniform weights.
func (s *slab) initRandom(set eval.InputSet, h1, h2 int, rng *rand.Rand) {
	u := func(w []float32, a float64) {
		for i := range w {
			w[i] = float32((rng.Float64()*2 - 1) * a)
		}
	}
	u(s.w1, 0.5/math.Sqrt(float64(set.MaxActive()))*math.Sqrt(3))
	for i := range s.b1 {
		s.b1[i] = 0.5
	}
	if h2 > 0 {
		u(s.w2, min(math.Sqrt(6/float64(h1+h2)), float64(eval.MaxW2)))
		for i := range s.b2 {
			s.b2[i] = 0.25
		}
	}
	u(s.w3, math.Sqrt(6/float64(len(s.w3)+1)))
	s.b3[0] = 0
}

// worker computes gradients for a share of each batch.
type worker struct {
	set    eval.InputSet
	h1, h2 int
	grad   *slab
	z1, a1 []float32
	z2, a2 []float32
	d1     []float32
	loss   float64
}

func newWorker(set eval.InputSet, h1, h2 int) *worker {
	return &worker{set: set, h1: h1, h2: h2, grad: newSlab(set, h1, h2),
		z1: make([]float32, h1), a1: make([]float32, h1), d1: make([]float32, h1),
		z2: make([]float32, max(h2, 1)), a2: make([]float32, max(h2, 1))}
}

// forward computes the activations of one sample and returns the output.
func (w *worker) forward(p *slab, idx []uint16) float32 {
	h1 := w.h1
	z1 := w.z1
	copy(z1, p.b1)
	for _, i := range idx {
		row := p.w1[int(i)*h1 : int(i)*h1+h1]
		for j := range z1 {
			z1[j] += row[j]
		}
	}
	a1 := w.a1
	for j, z := range z1 {
		a1[j] = min(max(z, 0), 1)
	}
	if w.h2 == 0 {
		return p.b3[0] + dot32(p.w3, a1)
	}
	h2 := w.h2
	z2 := w.z2
	copy(z2, p.b2)
	for j, a := range a1 {
		if a == 0 {
			continue
		}
		row := p.w2[j*h2 : j*h2+h2]
		for k := range z2 {
			z2[k] += a * row[k]
		}
	}
	a2 := w.a2
	for k, z := range z2 {
		a2[k] = min(max(z, 0), 1)
	}
	return p.b3[0] + dot32(p.w3, a2)
}

// backward adds the gradient of g*output (g = dLoss/dOutput) for the
// sample of the last forward to w.grad.
func (w *worker) backward(p *slab, idx []uint16, g float32) {
	gr := w.grad
	gr.b3[0] += g
	d1 := w.d1
	if w.h2 == 0 {
		for j, a := range w.a1 {
			gr.w3[j] += g * a
			if z := w.z1[j]; z > 0 && z < 1 {
				d1[j] = g * p.w3[j]
			} else {
				d1[j] = 0
			}
		}
	} else {
		h2 := w.h2
		for k, a := range w.a2 {
			gr.w3[k] += g * a
		}
		// d2[k] = g*w3[k] where the second layer's unit is not clipped;
		// kept in a2's place (a2 is no longer needed).
		d2 := w.a2
		for k, z := range w.z2 {
			if z > 0 && z < 1 {
				d2[k] = g * p.w3[k]
			} else {
				d2[k] = 0
			}
			gr.b2[k] += d2[k]
		}
		for j, a := range w.a1 {
			row := p.w2[j*h2 : j*h2+h2]
			grow := gr.w2[j*h2 : j*h2+h2]
			var s float32
			for k, d := range d2 {
				grow[k] += a * d
				s += row[k] * d
			}
			if z := w.z1[j]; z > 0 && z < 1 {
				d1[j] = s
			} else {
				d1[j] = 0
			}
		}
	}
	h1 := w.h1
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
	var idx [eval.MaxActiveInputs]uint16
	for _, i := range order {
		s := &samples[i]
		n := w.set.Active(&rules[s.variant], &s.pos, &idx)
		y := w.forward(p, idx[:n])
		q := float32(Sigmoid(float64(y)))
		d := q - s.target
		w.loss += float64(d * d)
		w.backward(p, idx[:n], 2*d*q*(1-q))
	}
}

// validLoss returns the mean loss over samples (all variants) and per
// variant.
func (w *worker) validLoss(p *slab, rules *[len(engine.Variants)]engine.Rules, samples []netSample) (float64, [len(engine.Variants)]float64) {
	var sum [len(engine.Variants)]float64
	var cnt [len(engine.Variants)]int
	var idx [eval.MaxActiveInputs]uint16
	for i := range samples {
		s := &samples[i]
		n := w.set.Active(&rules[s.variant], &s.pos, &idx)
		d := float32(Sigmoid(float64(w.forward(p, idx[:n])))) - s.target
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

func dot32(a, b []float32) float32 {
	var s float32
	for i, x := range a {
		s += x * b[i]
	}
	return s
}
