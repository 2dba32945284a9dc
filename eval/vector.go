package eval

import "github.com/baoengine/bao/engine"

// Weights are the hand-feature evaluation weights in centi-seeds per unit
// of each feature. The values live in weights.go, the file bao tune hand
// rewrites.
type Weights struct {
	Material         int // per seed owned (board and hand)
	Hand             int // extra per seed still in hand (safe from capture)
	FrontHoles       int // per occupied front-row hole
	FrontSeeds       int // per seed in the front row
	ThreatMoverSeeds int // per seed of the best capture of the side to move
	ThreatMoverHoles int // per distinct hole the side to move could capture
	ThreatWaitSeeds  int // per seed of the best capture of the side not to move
	ThreatWaitHoles  int // per distinct hole the side not to move could capture
	Mobility         int // per hole holding 2..15 seeds (possible mtaji starts)
	NyumbaOwned      int // the nyumba is still owned
	NyumbaFunctional int // the nyumba is owned and holds at least 6 seeds
	Takasia          int // penalty for owning the takasia'd hole
	TempoNamua       int // bonus for the side to move in the namua stage
	TempoMtaji       int // bonus for the side to move in the mtaji stage
}

// NumFeatures is the number of hand features, one per field of Weights.
const NumFeatures = 14

// FeatureNames returns the names of the hand features, in the order of
// the fields of Weights and of a FeatureVector.
func FeatureNames() [NumFeatures]string {
	return [NumFeatures]string{
		"Material", "Hand", "FrontHoles", "FrontSeeds",
		"ThreatMoverSeeds", "ThreatMoverHoles", "ThreatWaitSeeds", "ThreatWaitHoles",
		"Mobility", "NyumbaOwned", "NyumbaFunctional", "Takasia", "TempoNamua", "TempoMtaji",
	}
}

// FeatureVector holds the hand features of a position from the side to
// move's view, in the order of the fields of Weights: the evaluation is
// linear in the weights, EvaluateWith(w, r, p) == Dot(w.Vector(),
// Features(r, p)).
type FeatureVector [NumFeatures]int

// Vector returns the weights in the order of a FeatureVector.
func (w Weights) Vector() [NumFeatures]int {
	return [NumFeatures]int{
		w.Material, w.Hand, w.FrontHoles, w.FrontSeeds,
		w.ThreatMoverSeeds, w.ThreatMoverHoles, w.ThreatWaitSeeds, w.ThreatWaitHoles,
		w.Mobility, w.NyumbaOwned, w.NyumbaFunctional, w.Takasia, w.TempoNamua, w.TempoMtaji,
	}
}

// WeightsFromVector is the inverse of Weights.Vector.
func WeightsFromVector(v [NumFeatures]int) Weights {
	return Weights{
		Material: v[0], Hand: v[1], FrontHoles: v[2], FrontSeeds: v[3],
		ThreatMoverSeeds: v[4], ThreatMoverHoles: v[5], ThreatWaitSeeds: v[6], ThreatWaitHoles: v[7],
		Mobility: v[8], NyumbaOwned: v[9], NyumbaFunctional: v[10], Takasia: v[11],
		TempoNamua: v[12], TempoMtaji: v[13],
	}
}

// Dot returns the weighted sum of a feature vector: the evaluation in
// centi-seeds.
func Dot(w [NumFeatures]int, f *FeatureVector) int {
	v := 0
	for i, x := range f {
		v += w[i] * x
	}
	return v
}

// Features returns the hand features of p from the side to move's view.
// It does not allocate.
func Features(r *engine.Rules, p *engine.Position) FeatureVector {
	var f [2]sideFeatures
	features(r, p, &f)
	m, o := &f[p.Side], &f[p.Side.Other()]
	var v FeatureVector
	v[0] = m.material - o.material
	v[1] = m.hand - o.hand
	v[2] = m.frontHoles - o.frontHoles
	v[3] = m.frontSeeds - o.frontSeeds
	v[4] = m.threatSeeds
	v[5] = m.threatHoles
	v[6] = -o.threatSeeds
	v[7] = -o.threatHoles
	v[8] = m.mobility - o.mobility
	v[9] = b2i(m.nyumbaOwned) - b2i(o.nyumbaOwned)
	v[10] = b2i(m.nyumbaActive) - b2i(o.nyumbaActive)
	v[11] = b2i(o.blocked) - b2i(m.blocked)
	if m.hand > 0 {
		v[12] = 1
	} else {
		v[13] = 1
	}
	return v
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
