package solve

import (
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestTableSize: the capacity is the requested size to within 0.03%, the
// start size a power of two below it, and a table starts small.
func TestTableSize(t *testing.T) {
	for _, mib := range []int{1, 2, 3, 16, 256, 1000} {
		tt := newTable(mib, false)
		want := uint64(mib) << 20 / (entrySize * bucketSize)
		if tt.capacity > want || tt.capacity*10000 < want*9997 {
			t.Errorf("%d MiB: %d buckets, want %d within 0.03%%", mib, tt.capacity, want)
		}
		if tt.nbuckets < minBuckets/2 || tt.nbuckets >= 2*minBuckets || tt.capacity%tt.nbuckets != 0 {
			t.Errorf("%d MiB: starts at %d of %d buckets", mib, tt.nbuckets, tt.capacity)
		}
		if n := tt.capacity / tt.nbuckets; n&(n-1) != 0 {
			t.Errorf("%d MiB: capacity %d is not the start %d times a power of two", mib, tt.capacity, tt.nbuckets)
		}
	}
}

// TestTableGrowthKeepsEntries fills a table to three quarters with put
// (random keys, updates, decided entries, evictions), grows it, and
// checks that every entry is still found, in its new bucket, with the same
// count of slots in use; again until the table has its full size.
func TestTableGrowthKeepsEntries(t *testing.T) {
	tt := newTable(3, false)
	rng := rand.New(rand.NewPCG(3, 7))
	var keys []uint64
	for tt.nbuckets < tt.capacity {
		for uint64(tt.used.Load())*4 < tt.nbuckets*bucketSize*3 {
			k := rng.Uint64()
			if len(keys) > 0 && rng.IntN(4) == 0 {
				k = keys[rng.IntN(len(keys))]
			} else {
				keys = append(keys, k)
			}
			e := entry{key: k, pn: 1 + rng.Uint32N(50), dn: 1 + rng.Uint32N(50), work: rng.Uint32N(1000)}
			if rng.IntN(8) == 0 {
				e.pn, e.dn = 0, inf
			}
			tt.put(e)
		}
		var held []entry
		for _, e := range tt.entries[:tt.nbuckets*bucketSize] {
			if e.flags&flagUsed != 0 {
				held = append(held, e)
			}
		}
		n := tt.nbuckets
		tt.grow()
		if tt.nbuckets != 2*n || tt.used.Load() != int64(len(held)) {
			t.Fatalf("grew from %d to %d buckets, %d used, held %d", n, tt.nbuckets, tt.used.Load(), len(held))
		}
		for _, e := range held {
			if got, ok := tt.lookup(e.key); !ok || got != e {
				t.Fatalf("after growing to %d buckets: key %x gives %+v %v, want %+v", tt.nbuckets, e.key, got, ok, e)
			}
		}
		used := 0
		for i, e := range tt.entries {
			if e.flags&flagUsed == 0 {
				continue
			}
			used++
			if b := tt.bucket(e.key); uint64(i) < b || uint64(i) >= b+bucketSize {
				t.Fatalf("slot %d holds key %x of bucket %d", i, e.key, b/bucketSize)
			}
		}
		if used != len(held) {
			t.Fatalf("%d slots used after growing, %d before", used, len(held))
		}
	}
}

// TestTableGrowsWhenHalfFull: store grows the table exactly when more than
// half of its slots are used, and not beyond its capacity.
func TestTableGrowsWhenHalfFull(t *testing.T) {
	tt := newTable(2, false)
	grew := 0
	for i := uint64(1); i <= 2*tt.capacity*bucketSize; i++ {
		n, used := tt.nbuckets, tt.used.Load()
		tt.store(entry{key: i * 0x9e3779b97f4a7c15, pn: 1, dn: 1})
		over := uint64(tt.used.Load())*2 > n*bucketSize && n < tt.capacity
		if (tt.nbuckets != n) != over || tt.nbuckets != n && tt.nbuckets != 2*n {
			t.Fatalf("store %d: %d used of %d buckets before, %d after; grew to %d", i, used, n, tt.used.Load(), tt.nbuckets)
		}
		if tt.nbuckets != n {
			grew++
		}
	}
	if tt.nbuckets != tt.capacity || grew == 0 {
		t.Fatalf("ends at %d of %d buckets after %d growths", tt.nbuckets, tt.capacity, grew)
	}
}

// TestTableClearShrinks: clearing a grown table empties it and starts it
// small again.
func TestTableClearShrinks(t *testing.T) {
	tt := newTable(16, false)
	start := tt.nbuckets
	for i := uint64(0); i < tt.capacity*bucketSize; i++ {
		tt.store(entry{key: i * 0x9e3779b97f4a7c15, pn: 1, dn: 1})
	}
	if tt.nbuckets != tt.capacity {
		t.Fatalf("the table grew to %d of %d buckets", tt.nbuckets, tt.capacity)
	}
	tt.clear()
	if tt.nbuckets != start || tt.used.Load() != 0 {
		t.Fatalf("after clear: %d buckets (start %d), %d used", tt.nbuckets, start, tt.used.Load())
	}
	for i := range tt.entries {
		if tt.entries[i] != (entry{}) {
			t.Fatalf("slot %d not cleared", i)
		}
	}
}

// TestShortSolveTouchesLittle: 100,000 nodes with a 1 GiB table use a few
// MiB of it, and the table grew as they were stored.
func TestShortSolveTouchesLittle(t *testing.T) {
	r := engine.DefaultRules(engine.Kiswahili)
	s := newSolver(t, &r, 1024)
	start := s.tt.nbuckets
	s.Solve(engine.StartPosition(engine.Kiswahili), Limits{Nodes: 100_000}, Hooks{})
	mib := s.tt.nbuckets * bucketSize * entrySize >> 20
	if mib > 16 || s.tt.nbuckets == start {
		t.Fatalf("100,000 nodes: the table went from %d to %d buckets (%d MiB)", start, s.tt.nbuckets, mib)
	}
}

// TestGrowingTableSameValues: the endgames of every variant get the same
// values and first moves from a table that grows as from one that starts
// at its full size (the node counts may differ: a small table can evict
// before it grows).
func TestGrowingTableSameValues(t *testing.T) {
	variants := engine.Variants[:]
	if testing.Short() {
		variants = variants[1:2]
	}
	for _, v := range variants {
		r := engine.DefaultRules(v)
		for _, e := range endgames[v] {
			p := mustPos(t, v, e.fen)
			grow := newSolver(t, &r, 8)
			full := newSolver(t, &r, 8)
			full.tt.nbuckets = full.tt.capacity
			a := grow.Solve(p, Limits{}, Hooks{})
			b := full.Solve(p, Limits{}, Hooks{})
			if a.Value != e.value || b.Value != e.value {
				t.Fatalf("%s: growing table %v, full table %v, want %v", e.fen, a.Value, b.Value, e.value)
			}
			if grow.tt.nbuckets >= grow.tt.capacity {
				t.Fatalf("%s: the table grew to its full size", e.fen)
			}
		}
	}
}
