package engine

import "testing"

// refPerft counts the leaves of the move tree with the reference
// generator of reference_test.go, which shares no code with Generate.
func refPerft(r *Rules, p *Position, d int) uint64 {
	if d == 0 {
		return 1
	}
	ch := refGenerate(r, p)
	if d == 1 {
		return uint64(len(ch))
	}
	var n uint64
	for _, c := range ch {
		n += refPerft(r, &c.pos, d-1)
	}
	return n
}

// TestRefPerft: the reference generator and the engine's count the same
// move trees from every variant's start, and both give the published
// counts (perft_test.go) where there are some.
func TestRefPerft(t *testing.T) {
	depth := map[Variant]int{Kiswahili: 8, Kete: 8, Kujifunza: 6}
	published := map[Variant][]uint64{Kiswahili: perftKiswahili, Kujifunza: perftKujifunza}
	for _, v := range Variants {
		maxDepth := depth[v]
		if testing.Short() {
			maxDepth -= 2
		}
		r := DefaultRules(v)
		p := StartPosition(v)
		for d := 1; d <= maxDepth; d++ {
			ref, got := refPerft(&r, &p, d), r.Perft(&p, d)
			if ref != got {
				t.Errorf("%v perft(%d): engine %d, reference %d", v, d, got, ref)
			}
			if want := published[v]; d <= len(want) && ref != want[d-1] {
				t.Errorf("%v perft(%d): reference %d, published %d", v, d, ref, want[d-1])
			}
		}
	}
}
