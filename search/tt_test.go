package search

import (
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
)

func TestTableSizeExact(t *testing.T) {
	for _, mib := range []int{1, 3, 5, 100} {
		tt := newTable(mib)
		if got, want := len(tt.buckets), mib<<20/64; got != want {
			t.Errorf("%d MiB: %d buckets, want %d", mib, got, want)
		}
	}
}

// keysInBucket returns n distinct keys that map to the same bucket as k.
func keysInBucket(tt *table, k uint64, n int) []uint64 {
	b := tt.bucketFor(k)
	out := []uint64{k}
	for x := k + 1; len(out) < n; x += 0x9E3779B97F4A7C15 {
		if tt.bucketFor(x) == b {
			out = append(out, x)
		}
	}
	return out
}

func TestTableStoreProbe(t *testing.T) {
	tt := newTable(1)
	m := engine.NewMove(3, true, false)
	tt.store(42, 0, 5, 10, 10, m, true)
	d, ok := tt.probe(42, 0)
	if !ok || d.move != m || d.lower != 10 || d.upper != 10 || d.depth != 5 || !d.pv {
		t.Fatalf("probe: %+v %v", d, ok)
	}
	if _, ok := tt.probe(43, 0); ok {
		t.Fatal("found a key never stored")
	}
	// Equal depth: bounds tighten.
	tt.store(42, 0, 6, -infinity, 50, m, false)
	tt.store(42, 0, 6, 20, infinity, engine.NoMove, false)
	d, _ = tt.probe(42, 0)
	if d.lower != 20 || d.upper != 50 || d.depth != 6 || d.move != m {
		t.Fatalf("tighten: %+v", d)
	}
	// Shallower: the deeper bounds stay.
	tt.store(42, 0, 2, 30, 30, m, false)
	d, _ = tt.probe(42, 0)
	if d.lower != 20 || d.upper != 50 || d.depth != 6 {
		t.Fatalf("shallower store replaced deeper bounds: %+v", d)
	}
	// Deeper: replaces.
	tt.store(42, 0, 9, 35, 35, m, false)
	d, _ = tt.probe(42, 0)
	if d.lower != 35 || d.upper != 35 || d.depth != 9 {
		t.Fatalf("deeper store: %+v", d)
	}
}

func TestTableWinScoresByPly(t *testing.T) {
	tt := newTable(1)
	// A win in 3 plies from a node at ply 4 is a win 7 plies from the root.
	tt.store(7, 4, 3, int(score.Win)-7, int(score.Win)-7, engine.NoMove, false)
	d, _ := tt.probe(7, 10) // the same node met at ply 10
	if d.lower != int(score.Win)-13 || d.upper != int(score.Win)-13 {
		t.Fatalf("win from ply 4 read at ply 10: %+v, want %d", d, int(score.Win)-13)
	}
	tt.store(8, 2, 3, -(int(score.Win) - 5), -(int(score.Win) - 5), engine.NoMove, false)
	d, _ = tt.probe(8, 1)
	if d.lower != -(int(score.Win) - 4) {
		t.Fatalf("loss: %+v", d)
	}
	tt.store(9, 2, 3, -infinity, 5, engine.NoMove, false)
	d, _ = tt.probe(9, 1)
	if d.lower != -infinity || d.upper != 5 {
		t.Fatalf("open bound: %+v", d)
	}
}

func TestTableReplacementAndAging(t *testing.T) {
	tt := newTable(1)
	keys := keysInBucket(tt, 12345, 6)
	for i, k := range keys[:4] {
		tt.store(k, 0, 10+i, 1, 1, engine.NoMove, false)
	}
	// A fifth key evicts the shallowest (depth 10).
	tt.store(keys[4], 0, 1, 1, 1, engine.NoMove, false)
	if _, ok := tt.probe(keys[0], 0); ok {
		t.Fatal("the shallowest entry survived")
	}
	if _, ok := tt.probe(keys[4], 0); !ok {
		t.Fatal("the new entry was not stored")
	}
	// Entries of depth 5 from three generations ago (5+1-4*3 < 0) go
	// before a fresh depth-1 entry (1+1).
	tt.clear()
	for _, k := range keys[:4] {
		tt.store(k, 0, 5, 1, 1, engine.NoMove, false)
	}
	tt.newSearch()
	tt.newSearch()
	tt.newSearch()
	tt.store(keys[4], 0, 1, 1, 1, engine.NoMove, false)
	tt.store(keys[5], 0, 1, 1, 1, engine.NoMove, false)
	for _, k := range keys[4:6] {
		if _, ok := tt.probe(k, 0); !ok {
			t.Fatal("a fresh entry was evicted before aged deeper ones")
		}
	}
}

func TestTableClearAndHashfull(t *testing.T) {
	tt := newTable(1)
	for k := uint64(1); k < 20000; k++ {
		tt.store(k*0x9E3779B97F4A7C15, 0, 1, 0, 0, engine.NoMove, false)
	}
	if hf := tt.hashfull(); hf < 100 {
		t.Fatalf("hashfull %d after many stores", hf)
	}
	tt.newSearch()
	if hf := tt.hashfull(); hf != 0 {
		t.Fatalf("hashfull %d in a new generation", hf)
	}
	tt.clear()
	if _, ok := tt.probe(0x9E3779B97F4A7C15, 0); ok {
		t.Fatal("entry survived clear")
	}
}
