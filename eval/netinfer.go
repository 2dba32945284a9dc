package eval

import "github.com/baoengine/bao/engine"

// Evaluate returns the net's value of p in centi-seeds from the side to
// move's view, within +-MaxNetScore. It does not allocate.
func (n *Net) Evaluate(r *engine.Rules, p *engine.Position) int {
	var s netScratch
	// The first layer's units may overwrite its row sums: Evaluate keeps
	// nothing for a next position.
	return n.evaluate(r, p, &s, &s.words)
}

// netScratch is the working memory of one evaluation.
type netScratch struct {
	words [MaxH1 / 4]uint64 // the first layer's row sums (sumInputs)
	ex    [2]uint64         // the inputs beyond the holes (extras)
	cnt   int               // the number of active inputs
	// bucket is the position's output bucket (OutputBuckets.Of).
	bucket int
}

// evaluate is Evaluate with the working memory s and units (see output);
// it leaves p's extras, active input count and first-layer row sums in s,
// the sums unless units is &s.words.
func (n *Net) evaluate(r *engine.Rules, p *engine.Position, s *netScratch, units *[MaxH1 / 4]uint64) int {
	s.ex = extras(r, p, n.threats)
	s.bucket = n.buckets.Of(p)
	n.sumInputs(p, s)
	return n.output(r, s, units)
}

// rowOffsets writes the offsets in w1 of the first-layer rows of p's
// active inputs (the holes, then the extras ex, as InputSet.Active lists
// them) into offs and returns how many there are.
func (n *Net) rowOffsets(p *engine.Position, ex [2]uint64, offs *[MaxActiveInputs]int32) int {
	blocks := int32(n.blocks1)
	return appendExtras(ex, offs, holeInputs(p, offs, blocks), blocks)
}

// centiSeeds returns the output sum out (scale QA*QO) in centi-seeds:
// times K of r's variant in fixed point, within +-MaxNetScore.
func (n *Net) centiSeeds(r *engine.Rules, out int64) int {
	cp := out * n.kq[int(r.Variant)%len(n.kq)] >> kShift
	return int(min(max(cp, -MaxNetScore), MaxNetScore))
}
