package eval

import (
	"fmt"
	"math"

	"github.com/baoengine/bao/engine"
)

// The quantisation of the net (see doc.go): activations are in [0, QA]
// for 1.0, first-layer weights and biases are scaled by QW1 (twice QA,
// for precision: they are what the quantised net gets most wrong),
// second-layer weights by QB, output weights by QO.
const (
	QA  = 256           // activation scale: a hidden unit's 1.0
	QW1 = QA << w1Shift // first-layer weight scale (int16)
	QB  = 1 << qbShift  // second-layer weight scale (int16)
	QO  = 256           // output weight scale (int16)

	w1Shift = 1
	qbShift = 10

	// w2Lane is the bias added to each second-layer weight in its 32-bit
	// SWAR lane: MaxH1 products of QA and 2*w2Lane-1 sum below 2^32
	// (128*256*32767 < 2^30). The first layer's lane bias depends on the
	// input set (inputSetDef.lane).
	w2Lane = 1 << 14
)

// The bounds the trainer keeps the weights in (NetParams.Clip), so that
// quantisation never clips them: |W1| <= InputSet.MaxW1 of the net's
// input set, |W2| <= MaxW2, |W3| <= MaxW3.
const (
	MaxW2 = float32(w2Lane-1) / QB
	MaxW3 = float32(32767) / QO
)

// The architecture limits: H1 a multiple of 16 up to MaxH1, H2 a
// multiple of 8 up to MaxH2 or 0 (one hidden layer). Inference works on
// blocks of 16 first-layer and 8 second-layer units.
const (
	MaxH1 = 128
	MaxH2 = 32
)

// NetParams are the float weights of a net: Inputs.Count() inputs, H1
// clipped ReLU units, H2 clipped ReLU units (none when H2 is 0) and one
// linear output, the win logit of the side to move, with its weights and
// bias per output bucket (Buckets). The evaluation in
// centi-seeds is the logit times K of the variant: K is the logistic
// scale fitted on the data the net was trained on, so the net's scores
// are on the scale of the search's.
type NetParams struct {
	Inputs InputSet // the input layout (the zero value is InputsV1)
	H1, H2 int
	W1     []float32 // Inputs.Count() rows of H1: the weights of input i are W1[i*H1 : (i+1)*H1]
	B1     []float32 // H1
	W2     []float32 // H1 rows of H2 (nil when H2 is 0)
	B2     []float32 // H2
	W3     []float32 // Buckets.Count() rows of H2 output weights (H1 when H2 is 0): bucket b's are the row b
	B3     float32
	// Buckets is the output bucket scheme; BucketB3 (nil for
	// BucketsNone) holds each bucket's output bias, added to B3.
	Buckets  OutputBuckets
	BucketB3 []float32
	K        [len(engine.Variants)]float32 // centi-seeds per unit of logit, per variant
}

// NewNetParams returns zeroed InputsV1 parameters of the given sizes
// (checked by CheckArch) with K = 100 for every variant.
func NewNetParams(h1, h2 int) (*NetParams, error) {
	return NewNetParamsFor(InputsV1, h1, h2)
}

// NewNetParamsFor returns zeroed parameters of input set s and the given
// sizes (checked by CheckArch), without output buckets, with K = 100 for
// every variant.
func NewNetParamsFor(s InputSet, h1, h2 int) (*NetParams, error) {
	return NewBucketedNetParams(s, h1, h2, BucketsNone)
}

// NewBucketedNetParams returns zeroed parameters of input set s, the
// given sizes (checked by CheckArch) and output bucket scheme b, with K =
// 100 for every variant.
func NewBucketedNetParams(s InputSet, h1, h2 int, b OutputBuckets) (*NetParams, error) {
	if err := CheckShape(s, h1, h2, b); err != nil {
		return nil, err
	}
	sz := LayerSizes(s, h1, h2, b)
	p := &NetParams{Inputs: s, H1: h1, H2: h2, W1: make([]float32, sz[0]), B1: make([]float32, sz[1]),
		W3: make([]float32, sz[4]), B3: 0, Buckets: b, K: [3]float32{100, 100, 100}}
	if h2 > 0 {
		p.W2 = make([]float32, sz[2])
		p.B2 = make([]float32, sz[3])
	}
	if sz[6] > 0 {
		p.BucketB3 = make([]float32, sz[6])
	}
	return p, nil
}

// LayerSizes returns the number of parameters of each layer of a net of
// input set s, hidden sizes h1 and h2 and output buckets b, in the order
// of the net file: W1 (s.Count() rows of h1), B1 (h1), W2 (h1 rows of
// h2), B2 (h2), W3 (b.Count() rows of h2, or of h1 when h2 is 0), B3 (1)
// and the buckets' biases (b.Count(), none for BucketsNone).
func LayerSizes(s InputSet, h1, h2 int, b OutputBuckets) [7]int {
	out := h1
	if h2 > 0 {
		out = h2
	}
	bb := 0
	if b != BucketsNone {
		bb = b.Count()
	}
	return [7]int{s.Count() * h1, h1, h1 * h2, h2, b.Count() * out, 1, bb}
}

// outputs returns the number of output weights of one bucket: H2, or H1
// when H2 is 0.
func (np *NetParams) outputs() int {
	if np.H2 > 0 {
		return np.H2
	}
	return np.H1
}

// CheckShape checks an input set and an output bucket scheme (each one of
// its table, not an unknown one) and hidden-layer sizes (CheckArch).
func CheckShape(s InputSet, h1, h2 int, b OutputBuckets) error {
	if err := s.checkKnown(); err != nil {
		return err
	}
	if !b.known() {
		return fmt.Errorf("net: unknown %v", b)
	}
	return CheckArch(h1, h2)
}

// CheckArch checks hidden-layer sizes: h1 a multiple of 16 from 16 to
// MaxH1, h2 0 or a multiple of 8 up to MaxH2.
func CheckArch(h1, h2 int) error {
	if h1 < 16 || h1 > MaxH1 || h1%16 != 0 {
		return fmt.Errorf("net: first hidden layer %d: want a multiple of 16 from 16 to %d", h1, MaxH1)
	}
	if h2 < 0 || h2 > MaxH2 || h2%8 != 0 {
		return fmt.Errorf("net: second hidden layer %d: want 0 (none) or a multiple of 8 up to %d", h2, MaxH2)
	}
	return nil
}

// Arch returns the architecture as "inputs x H1 x H2 x 1" (579 inputs
// are InputsV1, 611 InputsV2), followed by the output bucket scheme when
// it has several buckets: "611x32x16x1 stage(8)".
func (np *NetParams) Arch() string { return archString(np.Inputs, np.H1, np.H2, np.Buckets) }

func archString(s InputSet, h1, h2 int, b OutputBuckets) string {
	arch := fmt.Sprintf("%dx%dx%dx1", s.Count(), h1, h2)
	if h2 == 0 {
		arch = fmt.Sprintf("%dx%dx1", s.Count(), h1)
	}
	if b != BucketsNone {
		arch += fmt.Sprintf(" %v(%d)", b, b.Count())
	}
	return arch
}

// Clone returns a deep copy.
func (np *NetParams) Clone() *NetParams {
	c := *np
	c.W1 = append([]float32(nil), np.W1...)
	c.B1 = append([]float32(nil), np.B1...)
	c.W2 = append([]float32(nil), np.W2...)
	c.B2 = append([]float32(nil), np.B2...)
	c.W3 = append([]float32(nil), np.W3...)
	c.BucketB3 = append([]float32(nil), np.BucketB3...)
	return &c
}

// boundedLayer is a layer of weights and the bound Check holds them to.
type boundedLayer struct {
	name  string
	w     []float32
	bound float32
}

// weightLayers returns the weight matrices with their quantisation
// bounds, what Check checks and Clip enforces.
func (np *NetParams) weightLayers() [3]boundedLayer {
	return [3]boundedLayer{{"W1", np.W1, np.Inputs.MaxW1()}, {"W2", np.W2, MaxW2}, {"W3", np.W3, MaxW3}}
}

// Clip clamps every weight to its quantisation bound (|W1| <=
// Inputs.MaxW1(), |W2| <= MaxW2, |W3| <= MaxW3), so that the quantised
// net never saturates: what a trainer does after each step. The biases'
// bounds in Check are far beyond any trained value and are left alone.
func (np *NetParams) Clip() {
	for _, l := range np.weightLayers() {
		for i, x := range l.w {
			l.w[i] = min(max(x, -l.bound), l.bound)
		}
	}
}

// Check reports the first thing wrong with the parameters: an unknown
// input set, sizes that do not match H1 and H2, a weight that is not
// finite or outside its quantisation bound, or a K that is not positive.
func (np *NetParams) Check() error {
	if err := CheckShape(np.Inputs, np.H1, np.H2, np.Buckets); err != nil {
		return err
	}
	sz := LayerSizes(np.Inputs, np.H1, np.H2, np.Buckets)
	sizes := []struct {
		name      string
		got, want int
	}{
		{"W1", len(np.W1), sz[0]}, {"B1", len(np.B1), sz[1]},
		{"W2", len(np.W2), sz[2]}, {"B2", len(np.B2), sz[3]}, {"W3", len(np.W3), sz[4]},
		{"BucketB3", len(np.BucketB3), sz[6]},
	}
	for _, s := range sizes {
		if s.got != s.want {
			return fmt.Errorf("net: %s has %d weights, want %d", s.name, s.got, s.want)
		}
	}
	w := np.weightLayers()
	layers := []boundedLayer{w[0], {"B1", np.B1, 1 << 20}, w[1], {"B2", np.B2, 1 << 20},
		w[2], {"B3", []float32{np.B3}, 1 << 10}, {"BucketB3", np.BucketB3, 1 << 10}}
	for _, l := range layers {
		for i, x := range l.w {
			if math.IsNaN(float64(x)) || x < -l.bound || x > l.bound {
				return fmt.Errorf("net: %s[%d] = %v: want a number within +-%v", l.name, i, x, l.bound)
			}
		}
	}
	for v, k := range np.K {
		if !(k > 0 && k < 1e5) {
			return fmt.Errorf("net: K of %s = %v: want a positive scale below 100000", engine.Variant(v), k)
		}
	}
	return nil
}
