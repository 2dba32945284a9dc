package eval

import "github.com/baoengine/bao/engine"

// defaultWeights are the read-only weights of Evaluate per variant, built
// once from DefaultWeights.
var defaultWeights = [...]Weights{
	engine.Kiswahili: DefaultWeights(engine.Kiswahili),
	engine.Kete:      DefaultWeights(engine.Kete),
	engine.Kujifunza: DefaultWeights(engine.Kujifunza),
}

// Term is one line of an evaluation trace: a feature group and its weighted
// value for each side, in centi-seeds.
type Term struct {
	Name  string
	South int
	North int
}

// Evaluate returns the static value of p in centi-seeds from the side to
// move's point of view with the default hand-feature weights of the
// variant of r. It is pure and does not allocate, and
// Evaluate(r, p.Flip()) == Evaluate(r, p).
func Evaluate(r *engine.Rules, p *engine.Position) int {
	return EvaluateWith(&defaultWeights[r.Variant], r, p)
}

// EvaluateWith is Evaluate with the given weights (for tuners and tests).
func EvaluateWith(w *Weights, r *engine.Rules, p *engine.Position) int {
	var f [2]sideFeatures
	features(r, p, &f)
	v := sideValue(w, &f[engine.South]) - sideValue(w, &f[engine.North])
	if p.Side == engine.North {
		v = -v
	}
	return v
}

// The term groups of a trace, in print order.
const (
	groupMaterial = iota
	groupFront
	groupThreats
	groupMobility
	groupNyumba
	groupTakasia
	groupStage
	numGroups
)

var groupNames = [numGroups]string{"Material", "Front row", "Threats", "Mobility", "Nyumba", "Takasia", "Stage"}

// sideValue returns the weighted sum of every term group for one side: the
// straight-line form of summing groupValue, for speed.
func sideValue(w *Weights, f *sideFeatures) int {
	v := w.Material*f.material + w.Hand*f.hand +
		w.FrontHoles*f.frontHoles + w.FrontSeeds*f.frontSeeds +
		w.Mobility*f.mobility
	if f.toMove {
		v += w.ThreatMoverSeeds*f.threatSeeds + w.ThreatMoverHoles*f.threatHoles
		if f.hand > 0 {
			v += w.TempoNamua
		} else {
			v += w.TempoMtaji
		}
	} else {
		v += w.ThreatWaitSeeds*f.threatSeeds + w.ThreatWaitHoles*f.threatHoles
	}
	if f.nyumbaOwned {
		v += w.NyumbaOwned
	}
	if f.nyumbaActive {
		v += w.NyumbaFunctional
	}
	if f.blocked {
		v -= w.Takasia
	}
	return v
}

// groupValue returns the weighted value of one term group for one side.
func groupValue(w *Weights, g int, f *sideFeatures) int {
	switch g {
	case groupMaterial:
		return w.Material*f.material + w.Hand*f.hand
	case groupFront:
		return w.FrontHoles*f.frontHoles + w.FrontSeeds*f.frontSeeds
	case groupThreats:
		if f.toMove {
			return w.ThreatMoverSeeds*f.threatSeeds + w.ThreatMoverHoles*f.threatHoles
		}
		return w.ThreatWaitSeeds*f.threatSeeds + w.ThreatWaitHoles*f.threatHoles
	case groupMobility:
		return w.Mobility * f.mobility
	case groupNyumba:
		v := 0
		if f.nyumbaOwned {
			v += w.NyumbaOwned
		}
		if f.nyumbaActive {
			v += w.NyumbaFunctional
		}
		return v
	case groupTakasia:
		if f.blocked {
			return -w.Takasia
		}
		return 0
	case groupStage:
		if !f.toMove {
			return 0
		}
		if f.hand > 0 {
			return w.TempoNamua
		}
		return w.TempoMtaji
	}
	return 0
}

// Trace returns every term group of the evaluation of p for both sides
// (South, North, in centi-seeds). The sum of South minus North over the
// terms, negated when North is to move, is Evaluate(r, p).
func Trace(r *engine.Rules, p *engine.Position) []Term {
	return TraceWith(&defaultWeights[r.Variant], r, p)
}

// TraceWith is Trace with the given weights: its terms sum to
// EvaluateWith(w, r, p).
func TraceWith(w *Weights, r *engine.Rules, p *engine.Position) []Term {
	var f [2]sideFeatures
	features(r, p, &f)
	terms := make([]Term, numGroups)
	for g := 0; g < numGroups; g++ {
		terms[g] = Term{
			Name:  groupNames[g],
			South: groupValue(w, g, &f[engine.South]),
			North: groupValue(w, g, &f[engine.North]),
		}
	}
	return terms
}
