//go:build !purego

package eval

import (
	"math"
	"testing"
)

// checkUnits checks the first-layer units that output left in units
// against those of layer1, from the row sums words of cnt active inputs.
func checkUnits(t *testing.T, name string, n *Net, units, words *[MaxH1 / 4]uint64, cnt int) {
	t.Helper()
	var h1 [MaxH1]int32
	n.layer1(words, cnt, &h1)
	for j := 0; j < n.h1; j++ {
		if u := int16(units[j/4] >> (16 * (j % 4))); int32(u) != h1[j] {
			t.Fatalf("%s: first-layer unit %d is %d, layer1 gives %d", name, j, u, h1[j])
		}
	}
}

// TestLayer1In16Bits checks what the 16-bit first layer of the assembly
// (fastLayout.b1) rests on: in every input set a unit's sum of weights
// plus the rounding fits in int16, and splitBias splits a bias into two
// int16 of its sign that add up to it, once it is within +-65534.
func TestLayer1In16Bits(t *testing.T) {
	for s := InputsV1; s < numInputSets; s++ {
		if most := s.MaxActive()*int(s.lane()-1) + 1; most > math.MaxInt16 {
			t.Errorf("%v: a unit's sum of weights reaches %d, beyond int16", s, most)
		}
	}
	for b := int32(-70000); b <= 70000; b++ {
		p, q := splitBias(b)
		want := min(max(b, -65534), 65534)
		if int32(p)+int32(q) != want || (p < 0) != (want < 0) || (q != 0 && (q < 0) != (want < 0)) {
			t.Fatalf("splitBias(%d) = %d + %d, want two parts of one sign adding to %d", b, p, q, want)
		}
	}
	for _, b := range []int32{math.MaxInt32 / 4, math.MinInt32 / 4} {
		if p, q := splitBias(b); int32(p)+int32(q) != min(max(b, -65534), 65534) {
			t.Fatalf("splitBias(%d) = %d + %d", b, p, q)
		}
	}
}
