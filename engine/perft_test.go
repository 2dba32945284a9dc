package engine

import "testing"

// Perft counts measured by independent implementations (issue 2).
var perftKiswahili = []uint64{4, 14, 38, 124, 405, 1430, 5655, 23270}
var perftKujifunza = []uint64{16, 108, 500, 1902, 6550, 23442}

func testPerft(t *testing.T, v Variant, want []uint64, shortDepth int) {
	r := DefaultRules(v)
	p := StartPosition(v)
	for i, w := range want {
		d := i + 1
		if testing.Short() && d > shortDepth {
			break
		}
		if got := r.Perft(&p, d); got != w {
			t.Errorf("%v perft(%d) = %d, want %d", v, d, got, w)
		}
	}
}

func TestPerftKiswahili(t *testing.T) { testPerft(t, Kiswahili, perftKiswahili, 6) }
func TestPerftKujifunza(t *testing.T) { testPerft(t, Kujifunza, perftKujifunza, 4) }

func TestDivideSumsToPerft(t *testing.T) {
	for _, v := range Variants {
		r := DefaultRules(v)
		p := StartPosition(v)
		var sum uint64
		for _, e := range r.Divide(&p, 4) {
			sum += e.Nodes
		}
		if want := r.Perft(&p, 4); sum != want {
			t.Errorf("%v: divide sums to %d, perft %d", v, sum, want)
		}
	}
}

// perftTT is perft through a transposition table keyed by the Zobrist key
// (Blunder's check): equal counts mean the key separates every position
// that matters over the whole tree.
func perftTT(r *Rules, p *Position, depth int, tt map[[2]uint64]uint64) uint64 {
	if depth == 0 {
		return 1
	}
	k := [2]uint64{p.Key, uint64(depth)}
	if n, ok := tt[k]; ok {
		return n
	}
	var ch Children
	r.Generate(p, &ch)
	var n uint64
	for i := 0; i < ch.N; i++ {
		n += perftTT(r, &ch.List[i].Pos, depth-1, tt)
	}
	tt[k] = n
	return n
}

func TestPerftThroughTable(t *testing.T) {
	depth := map[Variant]int{Kiswahili: 8, Kete: 8, Kujifunza: 6}
	for _, v := range Variants {
		d := depth[v]
		if testing.Short() {
			d -= 2
		}
		r := DefaultRules(v)
		p := StartPosition(v)
		if a, b := r.Perft(&p, d), perftTT(&r, &p, d, map[[2]uint64]uint64{}); a != b {
			t.Errorf("%v depth %d: perft %d, through the table %d", v, d, a, b)
		}
	}
}
