//go:build !purego

package eval

import "testing"

// checkUnits checks the first-layer units that output left in s.act
// against those of layer1, from the words and the cnt active inputs in
// s.
func checkUnits(t *testing.T, name string, n *Net, s *netScratch, cnt int) {
	t.Helper()
	var h1 [MaxH1]int32
	n.layer1(&s.words, cnt, &h1)
	for j := 0; j < n.h1; j++ {
		if int32(s.act[j]) != h1[j] {
			t.Fatalf("%s: first-layer unit %d is %d, layer1 gives %d", name, j, s.act[j], h1[j])
		}
	}
}
