package eval

import (
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestFeaturesLinear checks that the evaluation is the dot product of the
// weights and the feature vector, for the default weights and for
// arbitrary ones (what a tuner relies on).
func TestFeaturesLinear(t *testing.T) {
	ps, rs := randomPositions(5000)
	odd := Weights{Material: 7, Hand: -3, FrontHoles: 11, FrontSeeds: 2, ThreatMoverSeeds: 13,
		ThreatMoverHoles: -5, ThreatWaitSeeds: 17, ThreatWaitHoles: 19, Mobility: 23,
		NyumbaOwned: 29, NyumbaFunctional: -31, Takasia: 37, TempoNamua: 41, TempoMtaji: -43}
	for i := range ps {
		p, r := &ps[i], &rs[i]
		f := Features(r, p)
		def := DefaultWeights(r.Variant)
		if got, want := Dot(def.Vector(), &f), Evaluate(r, p); got != want {
			t.Fatalf("%v: dot of the default weights %d, Evaluate %d", p, got, want)
		}
		if got, want := Dot(odd.Vector(), &f), EvaluateWith(&odd, r, p); got != want {
			t.Fatalf("%v: dot %d, EvaluateWith %d", p, got, want)
		}
		q := p.Flip()
		if g := Features(r, &q); g != f {
			t.Fatalf("%v: features %v, of the flipped position %v", p, f, g)
		}
	}
}

func TestWeightsVectorRoundTrip(t *testing.T) {
	for _, v := range engine.Variants {
		w := DefaultWeights(v)
		if got := WeightsFromVector(w.Vector()); got != w {
			t.Fatalf("%s: round trip %+v, want %+v", v, got, w)
		}
	}
	var w Weights
	vec := w.Vector()
	for i := range vec {
		vec[i] = i + 1
	}
	if got := WeightsFromVector(vec).Vector(); got != vec {
		t.Fatalf("vector round trip %v, want %v", got, vec)
	}
}
