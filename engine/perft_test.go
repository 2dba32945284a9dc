package engine

import (
	"context"
	"errors"
	"slices"
	"testing"
)

// Perft counts measured by independent implementations.
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

// TestDivideContextCountsLikeDivide: with a context that is never done,
// DivideContext gives Divide's entries.
func TestDivideContextCountsLikeDivide(t *testing.T) {
	for _, v := range Variants {
		r := DefaultRules(v)
		p := StartPosition(v)
		for depth := 0; depth <= 6; depth++ {
			want := r.Divide(&p, depth)
			got, err := r.DivideContext(context.Background(), &p, depth)
			if err != nil || !slices.Equal(got, want) {
				t.Errorf("%v depth %d: %v (%v), want %v", v, depth, got, err, want)
			}
		}
	}
}

// doneAfter is a context that turns done at its n-th look: it stops a
// count at a point that does not depend on the machine's speed.
type doneAfter struct {
	context.Context
	n int
}

func (c *doneAfter) Err() error {
	if c.n--; c.n < 0 {
		return context.Canceled
	}
	return nil
}

// TestDivideContextStops: a context that turns done inside the first
// root move's subtree ends the count there, with the context's error and
// no entry, although that subtree (30 plies) is far too big to count: the
// count looks at the context inside the tree, not only between root
// moves. One done between root moves keeps the entries counted in full.
func TestDivideContextStops(t *testing.T) {
	r := DefaultRules(Kiswahili)
	p := StartPosition(Kiswahili)
	got, err := r.DivideContext(&doneAfter{Context: context.Background(), n: 50}, &p, 30)
	if !errors.Is(err, context.Canceled) || len(got) != 0 {
		t.Fatalf("depth 30: %v, %v; want no entry and context.Canceled", got, err)
	}
	full := r.Divide(&p, 3)
	looks := 0
	counter := &doneAfter{Context: context.Background(), n: 1 << 30}
	if _, err := r.DivideContext(counter, &p, 3); err != nil {
		t.Fatal(err)
	}
	looks = 1<<30 - counter.n
	got, err = r.DivideContext(&doneAfter{Context: context.Background(), n: looks / 2}, &p, 3)
	if !errors.Is(err, context.Canceled) || len(got) == 0 || len(got) >= len(full) || !slices.Equal(got, full[:len(got)]) {
		t.Fatalf("depth 3 stopped halfway: %v, %v; want a strict prefix of %v and context.Canceled", got, err, full)
	}
}

// TestPerftContext: with a context that is never done PerftContext counts
// as Perft; one that turns done inside the tree (30 plies, far too big to
// count) ends it there with the context's error.
func TestPerftContext(t *testing.T) {
	for _, v := range Variants {
		r := DefaultRules(v)
		p := StartPosition(v)
		for depth := 0; depth <= 6; depth++ {
			got, err := r.PerftContext(context.Background(), &p, depth)
			if want := r.Perft(&p, depth); err != nil || got != want {
				t.Errorf("%v depth %d: %d (%v), want %d", v, depth, got, err, want)
			}
		}
	}
	r := DefaultRules(Kiswahili)
	p := StartPosition(Kiswahili)
	if _, err := r.PerftContext(&doneAfter{Context: context.Background(), n: 50}, &p, 30); !errors.Is(err, context.Canceled) {
		t.Errorf("depth 30 stopped inside the tree: %v, want context.Canceled", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := r.PerftContext(ctx, &p, 1); !errors.Is(err, context.Canceled) {
		t.Errorf("a context done before the count: %v, want context.Canceled", err)
	}
}
