//go:build !purego

package eval

import (
	"unsafe"

	"github.com/baoengine/bao/engine"
)

// On amd64 (unless built with the tag purego) the first layer's row sums
// of the active inputs, its units and the second layer are assembly
// (netinfer_amd64.s), with SSE2 for the vectors: SSE2 is part of every
// amd64 processor, so no feature check is needed. They compute exactly
// what the pure-Go inference does (TestFastPathMatchesGo,
// TestSumInputsMatchGo):
//
//   - The row sums add the 16-bit lanes eight at a time (PADDW, PSUBW):
//     lanes that never carry are the same words as the 64-bit SWAR sums.
//   - The first layer's units stay in 16 bits: a lane less its lane
//     biases is the sum of the weights, which fits in int16; the bias b1
//     is added with saturation in two parts (fastLayout.b1), then the sum
//     is shifted and clipped to [0, QA] (PMAXSW and PMINSW): saturation
//     only moves a sum that is clipped anyway.
//   - The second layer multiplies pairs of int16 units by pairs of int16
//     weights (PMADDWD) into 32-bit sums, which hold the exact sums: at
//     most MaxH1 products of QA and w2Lane-1, plus a bias of at most
//     MaxInt32/4, stay below 2^31. Its units clipped to [0, QA] meet the
//     output weights the same way, as do the first layer's units in a net
//     without a second layer.

// The shifts, the activation scale and the buckets per hole are
// constants of the assembly: a change here must change it too (these do
// not compile otherwise).
const (
	_ = uint(w1Shift-1) + uint(1-w1Shift)
	_ = uint(NetHoleBuckets-16) + uint(16-NetHoleBuckets)
	_ = uint(holeSlots-17) + uint(17-holeSlots)
	_ = uint(qbShift-10) + uint(10-qbShift)
	_ = uint(QA-256) + uint(256-QA)
)

// fastLayout holds the first layer's rows of the holes, its biases, the
// second layer and the output weights as the assembly reads them.
type fastLayout struct {
	// holes is the first layer's rows of the holes again, grouped for
	// the assembly: for each 32 units (two blocks; then 16 units for an
	// odd number of blocks), for each hole h (0..31), holeSlots rows of
	// those units, slot 0 the row of zeros (the empty hole) and slot b+1
	// the row of bucket b. A hole's row is then holeSlot[c] rows from
	// its slot 0, which is a fixed distance from the first hole's: no
	// multiplication by the net's width and no branch for an empty hole.
	// 16-byte aligned (alignedBlocks), for PADDW from memory.
	holes []block
	// b1 is, for each 8 first-layer units, a block of their biases as
	// two int16 parts of one sign, p + q (splitBias): the eight p, then
	// the eight q. A unit's sum of weights plus 1 (the rounding) is
	// within +-32705 (the lanes do not carry: TestInputSetTable), so
	// adding p and then q with 16-bit saturation either gives the exact
	// sum or stops at an int16 bound on the side where the true sum is
	// beyond it; shifted by w1Shift, both are then clipped to the same
	// bound, 0 or QA. 16-byte aligned (alignedBlocks), for PADDSW from
	// memory.
	b1 []block
	// b1x2 is b1 for layersAVX2 (layersAVX2B1), when avx2 is set.
	b1x2 []block
	// avx2 is whether the evaluation runs layersAVX2 (the processor has
	// AVX2: hasAVX2) rather than layersSSE2.
	avx2 bool
	// w2 is, for each 8 second-layer units k = 8c..8c+7 and each pair of
	// first-layer units (2p, 2p+1), the eight weight pairs (w[2p][k],
	// w[2p+1][k]), int16 in the 16-bit lanes of blocks, 16-byte aligned
	// (alignedBlocks) for PMADDWD from memory.
	w2 []block
	b2 []int32 // the second layer's biases plus QB/2, the rounding of >> qbShift
	w3 []int16 // the output weights
}

// newFastLayout returns n's weights in the layout of the assembly, taken
// from n's packed weights.
func newFastLayout(n *Net) fastLayout {
	f := fastLayout{w3: make([]int16, len(n.w3)), b1: alignedBlocks(n.h1 / 8), holes: holeRows(n)}
	for j, b := range n.b1 {
		p, q := splitBias(b)
		g, l := j/8, j%8
		f.b1[g][l/4] |= uint64(uint16(p)) << (16 * (l % 4))
		f.b1[g][2+l/4] |= uint64(uint16(q)) << (16 * (l % 4))
	}
	for k, w := range n.w3 {
		f.w3[k] = int16(w)
	}
	if hasAVX2 {
		f.avx2, f.b1x2 = true, layersAVX2B1(f.b1)
	}
	if n.h2 == 0 {
		return f
	}
	w2 := make([]int16, 0, n.h1*n.h2)
	for c := 0; c < n.blocks2; c++ {
		for j := 0; j < n.h1; j += 2 {
			for k := 8 * c; k < 8*c+8; k++ {
				w2 = append(w2, n.w2At(j, k), n.w2At(j+1, k))
			}
		}
	}
	f.w2 = alignedBlocks(len(w2) / 16) // h1 is a multiple of 16
	for i, w := range w2 {
		f.w2[i/16][i%16/4] |= uint64(uint16(w)) << (16 * (i % 4))
	}
	f.b2 = make([]int32, n.h2)
	for k, b := range n.b2 {
		f.b2[k] = b + QB/2
	}
	return f
}

// holeSlots is the number of rows of a hole in fastLayout.holes: the
// row of zeros, then one for each bucket.
const holeSlots = NetHoleBuckets + 1

// holeSlot maps a hole's seed count to its slot among the hole's rows of
// fastLayout.holes, times 8 (the scale the assembly wants): 0 for no
// seeds, bucketOf[c]+1 for c > 0.
var holeSlot = func() (t [256]uint8) {
	for c := 1; c < len(t); c++ {
		t[c] = 8 * (bucketOf[c] + 1)
	}
	return t
}()

// holeRows returns n's first-layer rows of the holes in the layout of
// fastLayout.holes.
func holeRows(n *Net) []block {
	rows := alignedBlocks(32 * holeSlots * n.blocks1)
	i := 0
	for c := 0; c < n.blocks1; c += 2 {
		width := min(2, n.blocks1-c) // the blocks of this group of units
		for h := 0; h < 32; h++ {
			i += width // slot 0, the row of zeros
			for b := 0; b < NetHoleBuckets; b++ {
				row := (h*NetHoleBuckets + b) * n.blocks1
				i += copy(rows[i:i+width], n.w1[row+c:row+c+width])
			}
		}
	}
	return rows
}

// splitBias returns a first-layer bias b as two int16 of its sign, p + q,
// once b is within +-65534: beyond that the unit is clipped to 0 or QA
// whatever the sum of its weights (at most 32705 in magnitude), so the
// bound gives the same unit.
func splitBias(b int32) (p, q int16) {
	b = min(max(b, -65534), 65534)
	p = int16(min(max(b, -32767), 32767))
	return p, int16(b - int32(p))
}

// w2At returns the second-layer weight from first-layer unit j to unit k,
// unpacked from its 32-bit lane.
func (n *Net) w2At(j, k int) int16 {
	lane := uint32(n.w2[k/8*n.h1+j][k%8/2] >> (32 * (k % 2)))
	return int16(int32(lane) - w2Lane)
}

// sumInputs sets s.words to the sums of the first-layer rows of p's
// active inputs, its occupied holes and the extras s.ex, and s.cnt to
// their number: what rowOffsets and sumRowsGo give.
func (n *Net) sumInputs(p *engine.Position, s *netScratch) {
	if n.fast.avx2 {
		s.cnt = sumInputRowsAVX2(&s.words[0], &n.fast.holes[0], &n.w1[0], &p.Pits, int(p.Side)<<4, &holeSlot, &s.ex, inOwnHand, n.blocks1)
		return
	}
	s.cnt = sumInputRows(&s.words[0], &n.fast.holes[0], &n.w1[0], &p.Pits, int(p.Side)<<4, &holeSlot, &s.ex, inOwnHand, n.blocks1)
}

// updateHoles takes off a's first-layer row sums the rows of the old
// seeds of the holes whose pits have the top bit of their byte set in
// diff and adds those of their seeds in now, at once, and returns the
// change in the number of occupied holes: what the lists of
// holeRowUpdates do through updateRows, which then lists none.
func (n *Net) updateHoles(a *Accumulator, now *[32]uint8, diff *[4]uint64) (na, ns int, holes int32) {
	holes = int32(updateHoleRows(&a.s.words[0], &n.fast.holes[0], &a.pits, now, diff, int(a.side)<<4, &holeSlot, n.blocks1))
	return 0, 0, holes
}

// updateRows adds to words the first-layer rows at add and takes off
// those at sub (updateRowsGo).
func (n *Net) updateRows(words *[MaxH1 / 4]uint64, add, sub []int32) {
	addSubRows(&words[0], &n.w1[0], add, sub, n.blocks1)
}

// output returns the net's value from the first layer's row sums and
// active input count in s (outputGo), leaving the first layer's units in
// units, four int16 a word in the order of the sums' lanes. units may be
// &s.words: each unit then overwrites the lane it comes from.
func (n *Net) output(r *engine.Rules, s *netScratch, units *[MaxH1 / 4]uint64) int {
	bias := int32(s.cnt)*n.lane - (1<<w1Shift)/2 // with the rounding of the >> w1Shift
	f := &n.fast
	var sum int32
	if f.avx2 {
		sum = layersAVX2(&units[0], &s.words[0], &f.b1x2[0], bias, n.h1,
			unsafe.SliceData(f.w2), unsafe.SliceData(f.b2), &f.w3[s.bucket*n.outs], n.blocks2)
	} else {
		sum = layersSSE2(&units[0], &s.words[0], &f.b1[0], bias, n.h1,
			unsafe.SliceData(f.w2), unsafe.SliceData(f.b2), &f.w3[s.bucket*n.outs], n.blocks2)
	}
	return n.centiSeeds(r, int64(n.b3[s.bucket])+int64(sum))
}

// sumInputRows sets the words of units 16*blocks (each block of 16 units
// is four words, as sumRowsGo leaves them) to the sums of the first-layer
// rows of the active inputs and returns their number. The inputs are
// hole h (0..31) holding c seeds in pit h^x, whose row is slot slots[c]/8
// of the hole in holes (laid out as fastLayout.holes, with slots
// holeSlot: an empty hole adds the row of zeros and is not counted), and
// input first + 64*k + i of w1 for each set bit i of ex[k]. holes and w1
// must be 16-byte aligned (alignedBlocks): the rows are read as memory
// operands of PADDW.
//
//go:noescape
func sumInputRows(words *uint64, holes, w1 *block, pits *[32]uint8, x int, slots *[256]uint8, ex *[2]uint64, first, blocks int) int

// updateHoleRows takes off the words of units 16*blocks (as sumRowsGo
// leaves them) the first-layer rows of the holes whose pits p have the
// top bit of byte p of diff set, with their seeds in old, and adds their
// rows with their seeds in now, and returns the occupied holes of now
// less those of old among them. Hole h (0..31) is pit h^x; its row with
// c seeds is slot slots[c]/8 of the hole in holes (laid out as
// fastLayout.holes, with slots holeSlot: slot 0, the row of zeros, for
// an empty hole). holes must be 16-byte aligned (alignedBlocks).
//
//go:noescape
func updateHoleRows(words *uint64, holes *block, old, now *[32]uint8, diff *[4]uint64, x int, slots *[256]uint8, blocks int) int

// addSubRows adds to the words of units 16*blocks (each block of 16
// units is four words, as sumRowsGo leaves them) the first-layer rows of
// w1 at the offsets add and takes off those at sub. w1 must be 16-byte
// aligned (alignedBlocks): the rows are read as memory operands of PADDW
// and PSUBW.
//
//go:noescape
func addSubRows(words *uint64, w1 *block, add, sub []int32, blocks int)

// layersSSE2 sets int16 lane j of act, j < units, to the first layer's
// unit j: ((lane j of words) - bias + bias j of b1) >> w1Shift clipped to
// [0, QA], b1 holding the biases as fastLayout.b1 does, and returns the
// output sum (without the output bias): with no second layer (chunks 0)
// the sum over j of w3[j] times unit j; else the sum over k < 8*chunks
// of w3[k] times the second layer's unit k, which is (the sum over j of
// unit j times w2's weight from j to k, plus b2[k]) >> qbShift clipped
// to [0, QA], w2 holding the weights as fastLayout.w2 does. units is a
// multiple of 16 (the first layer has 16k units); w2 and b2 are unused
// when chunks is 0. act may be words (each eight lanes are read before
// they are written). The sum of at most MaxH1 products of QA and 32767
// fits in 32 bits.
//
//go:noescape
func layersSSE2(act, words *uint64, b1 *block, bias int32, units int, w2 *block, b2 *int32, w3 *int16, chunks int) int32
