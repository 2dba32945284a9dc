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

	// w1Lane is the bias added to each first-layer weight of an InputsV1
	// net in its 16-bit SWAR lane, so that lanes never carry into each
	// other: a weight is at most w1Lane-1 in magnitude and the 38 lanes
	// of at most 2*w1Lane-1 a position sets sum below 65536 (38*1719 =
	// 65322). InputsV2 sets up to 56 inputs: w1LaneV2 (56*1169 = 65464).
	w1Lane   = 860
	w1LaneV2 = 585
	// w2Lane is the bias added to each second-layer weight in its 32-bit
	// SWAR lane: MaxH1 products of QA and 2*w2Lane-1 sum below 2^32
	// (128*256*32767 < 2^30).
	w2Lane = 1 << 14
)

// The bounds the trainer keeps the weights in, so that quantisation never
// clips them: |W1| <= MaxW1 (InputSet.MaxW1 for other input sets), |W2|
// <= MaxW2, |W3| <= MaxW3.
const (
	MaxW1 = float32(w1Lane-1) / QW1
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

// lane returns the bias of a first-layer weight in its SWAR lane for the
// input set (see w1Lane).
func (s InputSet) lane() int32 {
	if s == InputsV1 {
		return w1Lane
	}
	return w1LaneV2
}

// MaxW1 returns the bound of the first-layer weights of a net with input
// set s: the 16-bit lanes of the integer inference hold the sum of up to
// s.MaxActive() weights.
func (s InputSet) MaxW1() float32 { return float32(s.lane()-1) / QW1 }

// NetParams are the float weights of a net: Inputs.Count() inputs, H1
// clipped ReLU units, H2 clipped ReLU units (none when H2 is 0) and one
// linear output, the win logit of the side to move. The evaluation in
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
	W3     []float32 // H2 output weights (H1 when H2 is 0)
	B3     float32
	K      [len(engine.Variants)]float32 // centi-seeds per unit of logit, per variant
}

// NewNetParams returns zeroed InputsV1 parameters of the given sizes
// (checked by CheckArch) with K = 100 for every variant.
func NewNetParams(h1, h2 int) (*NetParams, error) {
	return NewNetParamsFor(InputsV1, h1, h2)
}

// NewNetParamsFor returns zeroed parameters of input set s and the given
// sizes (checked by CheckArch) with K = 100 for every variant.
func NewNetParamsFor(s InputSet, h1, h2 int) (*NetParams, error) {
	if s.Count() == 0 {
		return nil, fmt.Errorf("net: unknown %v", s)
	}
	if err := CheckArch(h1, h2); err != nil {
		return nil, err
	}
	p := &NetParams{Inputs: s, H1: h1, H2: h2, W1: make([]float32, s.Count()*h1), B1: make([]float32, h1),
		B3: 0, K: [3]float32{100, 100, 100}}
	if h2 > 0 {
		p.W2 = make([]float32, h1*h2)
		p.B2 = make([]float32, h2)
		p.W3 = make([]float32, h2)
	} else {
		p.W3 = make([]float32, h1)
	}
	return p, nil
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
// are InputsV1, 611 InputsV2).
func (np *NetParams) Arch() string { return archString(np.Inputs, np.H1, np.H2) }

func archString(s InputSet, h1, h2 int) string {
	if h2 == 0 {
		return fmt.Sprintf("%dx%dx1", s.Count(), h1)
	}
	return fmt.Sprintf("%dx%dx%dx1", s.Count(), h1, h2)
}

// Clone returns a deep copy.
func (np *NetParams) Clone() *NetParams {
	c := *np
	c.W1 = append([]float32(nil), np.W1...)
	c.B1 = append([]float32(nil), np.B1...)
	c.W2 = append([]float32(nil), np.W2...)
	c.B2 = append([]float32(nil), np.B2...)
	c.W3 = append([]float32(nil), np.W3...)
	return &c
}

// Check reports the first thing wrong with the parameters: sizes that do
// not match H1 and H2, a weight that is not finite or outside its
// quantisation bound, or a K that is not positive.
func (np *NetParams) Check() error {
	if np.Inputs.Count() == 0 {
		return fmt.Errorf("net: unknown %v", np.Inputs)
	}
	if err := CheckArch(np.H1, np.H2); err != nil {
		return err
	}
	h1, h2 := np.H1, np.H2
	out := h1
	if h2 > 0 {
		out = h2
	}
	sizes := []struct {
		name      string
		got, want int
	}{
		{"W1", len(np.W1), np.Inputs.Count() * h1}, {"B1", len(np.B1), h1},
		{"W2", len(np.W2), h1 * h2}, {"B2", len(np.B2), h2}, {"W3", len(np.W3), out},
	}
	for _, s := range sizes {
		if s.got != s.want {
			return fmt.Errorf("net: %s has %d weights, want %d", s.name, s.got, s.want)
		}
	}
	layers := []struct {
		name  string
		w     []float32
		bound float32
	}{
		{"W1", np.W1, np.Inputs.MaxW1()}, {"B1", np.B1, 1 << 20}, {"W2", np.W2, MaxW2}, {"B2", np.B2, 1 << 20},
		{"W3", np.W3, MaxW3}, {"B3", []float32{np.B3}, 1 << 10},
	}
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

// Forward returns the float net's output (the win logit of the side to
// move) for the active inputs idx. It does not allocate for H1 <= MaxH1.
func (np *NetParams) Forward(idx []uint16) float32 {
	var a1 [MaxH1]float32
	h1 := a1[:np.H1]
	copy(h1, np.B1)
	for _, i := range idx {
		row := np.W1[int(i)*np.H1 : (int(i)+1)*np.H1]
		for j := range h1 {
			h1[j] += row[j]
		}
	}
	for j, x := range h1 {
		h1[j] = clip01(x)
	}
	if np.H2 == 0 {
		return np.B3 + dot32(np.W3, h1)
	}
	var a2 [MaxH2]float32
	h2 := a2[:np.H2]
	copy(h2, np.B2)
	for j, a := range h1 {
		if a == 0 {
			continue
		}
		row := np.W2[j*np.H2 : (j+1)*np.H2]
		for k := range h2 {
			h2[k] += a * row[k]
		}
	}
	for k, x := range h2 {
		h2[k] = clip01(x)
	}
	return np.B3 + dot32(np.W3, h2)
}

// EvaluateFloat returns the float net's evaluation of p in centi-seeds
// (unrounded): the reference the quantised Net.Evaluate approximates.
func (np *NetParams) EvaluateFloat(r *engine.Rules, p *engine.Position) float64 {
	var idx [MaxActiveInputs]uint16
	n := np.Inputs.Active(r, p, &idx)
	return float64(np.Forward(idx[:n])) * float64(np.K[int(r.Variant)%len(np.K)])
}

// clip01 is the clipped ReLU.
func clip01(x float32) float32 { return min(max(x, 0), 1) }

func dot32(a, b []float32) float32 {
	var s float32
	for i, x := range a {
		s += x * b[i]
	}
	return s
}
