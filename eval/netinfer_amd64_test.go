//go:build !purego

package eval

import "testing"

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
