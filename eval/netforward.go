package eval

import "github.com/baoengine/bao/engine"

// ClippedReLU is the hidden units' activation, x clipped to [0, 1]: on
// the integer scale of the quantised net, [0, QA].
func ClippedReLU(x float32) float32 { return min(max(x, 0), 1) }

// Unclipped reports whether ClippedReLU passes z through, 0 < z < 1:
// there its slope is 1, elsewhere 0 (the kinks at 0 and 1 included),
// which is the derivative a trainer's backward pass uses.
func Unclipped(z float32) bool { return z > 0 && z < 1 }

// NetActivations is what the float forward pass (NetParams.ForwardInto)
// computes on the way, what a trainer's backward pass needs: each hidden
// layer's sums before the activation and its activations. Only the first
// H1 (H2) entries are used.
type NetActivations struct {
	Z1, A1 [MaxH1]float32 // B1 plus the active inputs' rows of W1; ClippedReLU of it
	Z2, A2 [MaxH2]float32 // B2 plus A1 times W2; ClippedReLU of it (unused when H2 is 0)
}

// Forward returns the float net's output (the win logit of the side to
// move) for the active inputs idx of a position of output bucket bucket
// (np.Buckets.Of; 0 without buckets). It does not allocate.
func (np *NetParams) Forward(idx []uint16, bucket int) float32 {
	var act NetActivations
	return np.ForwardInto(idx, bucket, &act)
}

// ForwardInto is Forward leaving the hidden layers in act. It is the one
// float forward pass: the trainer's, and the reference the quantised
// Net.Evaluate approximates. It does not allocate.
func (np *NetParams) ForwardInto(idx []uint16, bucket int, act *NetActivations) float32 {
	w3, b3 := np.OutputLayer(bucket)
	z1, a1 := act.Z1[:np.H1], act.A1[:np.H1]
	copy(z1, np.B1)
	for _, i := range idx {
		row := np.W1[int(i)*np.H1 : (int(i)+1)*np.H1]
		for j := range z1 {
			z1[j] += row[j]
		}
	}
	for j, z := range z1 {
		a1[j] = ClippedReLU(z)
	}
	if np.H2 == 0 {
		return b3 + dot32(w3, a1)
	}
	z2, a2 := act.Z2[:np.H2], act.A2[:np.H2]
	copy(z2, np.B2)
	for j, a := range a1 {
		if a == 0 {
			continue
		}
		row := np.W2[j*np.H2 : (j+1)*np.H2]
		for k := range z2 {
			z2[k] += a * row[k]
		}
	}
	for k, z := range z2 {
		a2[k] = ClippedReLU(z)
	}
	return b3 + dot32(w3, a2)
}

// OutputLayer returns the output weights and bias of bucket (0 without
// buckets): the row bucket of W3, and B3 plus the bucket's bias.
func (np *NetParams) OutputLayer(bucket int) (w3 []float32, b3 float32) {
	out := np.outputs()
	b3 = np.B3
	if len(np.BucketB3) > 0 {
		b3 += np.BucketB3[bucket]
	}
	return np.W3[bucket*out : (bucket+1)*out], b3
}

// EvaluateFloat returns the float net's evaluation of p in centi-seeds
// (unrounded): the reference the quantised Net.Evaluate approximates.
func (np *NetParams) EvaluateFloat(r *engine.Rules, p *engine.Position) float64 {
	var idx [MaxActiveInputs]uint16
	n := np.Inputs.Active(r, p, &idx)
	return float64(np.Forward(idx[:n], np.Buckets.Of(p))) * float64(np.K[int(r.Variant)%len(np.K)])
}

// dot32 returns the dot product of a and b[:len(a)], summed in order.
func dot32(a, b []float32) float32 {
	var s float32
	for i, x := range a {
		s += x * b[i]
	}
	return s
}
