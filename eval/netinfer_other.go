//go:build !amd64 || purego

package eval

import "github.com/baoengine/bao/engine"

// fastLayout is empty on architectures other than amd64, and with the
// build tag purego: the inference is the pure-Go one (netinfergo.go).
type fastLayout struct{}

// newFastLayout returns the empty layout.
func newFastLayout(*Net) fastLayout { return fastLayout{} }

// holeRowOffsets writes the first-layer row offsets of p's occupied holes
// into buf (holeInputs) and returns how many there are.
func holeRowOffsets(p *engine.Position, buf *[MaxActiveInputs]int32, blocks int32) int {
	return holeInputs(p, buf, blocks)
}

// extraRowOffsets writes the first-layer row offsets of the extras ex
// into buf from place n on (appendExtras) and returns the new count.
func extraRowOffsets(ex [2]uint64, buf *[MaxActiveInputs]int32, n int, blocks int32) int {
	return appendExtras(ex, buf, n, blocks)
}

// sumRows sets words to the sums of the first-layer rows at offs
// (sumRowsGo).
func (n *Net) sumRows(offs []int32, words *[MaxH1 / 4]uint64) { n.sumRowsGo(offs, words) }

// updateRows adds to words the first-layer rows at add and takes off
// those at sub (updateRowsGo).
func (n *Net) updateRows(words *[MaxH1 / 4]uint64, add, sub []int32) {
	n.updateRowsGo(words, add, sub)
}

// output returns the net's value from the first layer's row sums and
// active input count in s (outputGo).
func (n *Net) output(r *engine.Rules, s *netScratch) int { return n.outputGo(r, &s.words, s.cnt) }
