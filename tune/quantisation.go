package tune

import (
	"math"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

// quantStats say how far the integer net's evaluations are from the
// float net's, in centi-seeds, over a number of positions.
type quantStats struct {
	samples   int
	mean, max float64
}

// quantisationError compares the quantised net of np with the float net
// on every n-th sample of d, n the number of samples over 20000 (at least
// 1): every sample of a small set, 20000 to 40000 of a large one.
func quantisationError(d *Data, np *eval.NetParams) (quantStats, error) {
	n, err := eval.NewNet(np)
	if err != nil {
		return quantStats{}, err
	}
	var q quantStats
	sum := 0.0
	step := max(len(d.Samples)/20000, 1)
	for i := 0; i < len(d.Samples); i += step {
		s := &d.Samples[i]
		r := engine.DefaultRules(s.Variant)
		diff := math.Abs(np.EvaluateFloat(&r, &s.Pos) - float64(n.Evaluate(&r, &s.Pos)))
		sum += diff
		q.max = max(q.max, diff)
		q.samples++
	}
	q.mean = sum / float64(max(q.samples, 1))
	return q, nil
}
