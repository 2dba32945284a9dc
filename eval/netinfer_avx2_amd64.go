//go:build !purego

package eval

// On amd64 processors with AVX2 and BMI1 (and an operating system that
// saves the YMM registers, which cpuHasAVX2 checks), a full evaluation's
// row sums (sumInputRowsAVX2), the first layer's units and the second
// layer (layersAVX2) run sixteen 16-bit lanes or eight 32-bit sums an
// instruction instead of SSE2's eight or four: the second layer needs
// less than half the instructions. They compute exactly what
// sumInputRows and layersSSE2 do, which stay the path of processors
// without AVX2 (TestFastPathMatchesGo and the other tests of the fast
// path run both against the pure-Go inference). The choice is made once,
// when a net is made (fastLayout.avx2), so the tests can make nets of
// either path.

// hasAVX2 is whether this processor and operating system run AVX2.
var hasAVX2 = cpuHasAVX2()

// layersAVX2B1 returns the first-layer biases b1 of fastLayout (a block
// of the eight p parts, then one of the eight q parts, for each eight
// units) in the layout of layersAVX2: for each sixteen units, a block of
// their sixteen p parts, then one of their sixteen q parts, aligned as
// alignedBlocks aligns.
func layersAVX2B1(b1 []block) []block {
	out := alignedBlocks(len(b1))
	for g := range b1 {
		// Group g of eight units is half of its sixteen's blocks.
		sixteen, half := g/2, g%2
		p, q := &out[2*sixteen], &out[2*sixteen+1]
		p[2*half], p[2*half+1] = b1[g][0], b1[g][1]
		q[2*half], q[2*half+1] = b1[g][2], b1[g][3]
	}
	return out
}

// cpuHasAVX2 reports whether the processor has AVX2 and BMI1 and the
// operating system saves the YMM registers.
func cpuHasAVX2() bool

// layersAVX2 is layersSSE2 with AVX2, b1 in the layout of layersAVX2B1;
// every other argument and the result are layersSSE2's.
//
//go:noescape
func layersAVX2(act, words *uint64, b1 *block, bias int32, units int, w2 *block, b2 *int32, w3 *int16, chunks int) int32

// sumInputRowsAVX2 is sumInputRows with AVX2: the same arguments,
// result and sums.
//
//go:noescape
func sumInputRowsAVX2(words *uint64, holes, w1 *block, pits *[32]uint8, x int, slots *[256]uint8, ex *[2]uint64, first, blocks int) int
