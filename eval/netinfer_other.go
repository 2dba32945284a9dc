//go:build !amd64 || purego

package eval

import "github.com/baoengine/bao/engine"

// fastLayout is empty on architectures other than amd64, and with the
// build tag purego: the inference is the pure-Go one (netinfergo.go).
type fastLayout struct{}

// newFastLayout returns the empty layout.
func newFastLayout(*Net) fastLayout { return fastLayout{} }

// sumInputs sets s.words to the sums of the first-layer rows of p's
// active inputs, its occupied holes and the extras s.ex, and s.cnt to
// their number (rowOffsets, sumRowsGo).
func (n *Net) sumInputs(p *engine.Position, s *netScratch) {
	var offs [MaxActiveInputs]int32
	s.cnt = n.rowOffsets(p, s.ex, &offs)
	n.sumRowsGo(offs[:s.cnt], &s.words)
}

// updateHoles lists the row changes of the holes of a that differ in
// now (holeRowUpdates) for updateRows.
func (n *Net) updateHoles(a *Accumulator, now *[32]uint8, diff *[4]uint64) (na, ns int, holes int32) {
	return n.holeRowUpdates(a, now, diff)
}

// updateRows adds to words the first-layer rows at add and takes off
// those at sub (updateRowsGo).
func (n *Net) updateRows(words *[MaxH1 / 4]uint64, add, sub []int32) {
	n.updateRowsGo(words, add, sub)
}

// output returns the net's value from the first layer's row sums and
// active input count in s (outputGo); the pure-Go inference keeps its
// first-layer units to itself and leaves units alone.
func (n *Net) output(r *engine.Rules, s *netScratch, _ *[MaxH1 / 4]uint64) int {
	return n.outputGo(r, &s.words, s.cnt, s.bucket)
}
