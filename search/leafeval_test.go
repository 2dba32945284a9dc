package search

import (
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

func TestEvalCacheEntries(t *testing.T) {
	var c evalCache
	c.resize(1)
	if len(c.entries) != 1<<20/evalCacheEntry {
		t.Fatalf("1 MiB: %d entries", len(c.entries))
	}
	c.resize(3)
	if len(c.entries) != 2<<20/evalCacheEntry {
		t.Fatalf("3 MiB: %d entries, want the power of two below", len(c.entries))
	}
	keys := []uint64{0x0123456789abcdef, 0xfedcba9876543210, 0xffffffffffff0000, 0x10000}
	scores := []int{-32768, 32767, 0, -1}
	for i, k := range keys {
		if _, ok := c.probe(k); ok {
			t.Fatalf("key %#x: hit in an empty cache", k)
		}
		c.store(k, scores[i])
		if v, ok := c.probe(k); !ok || v != scores[i] {
			t.Fatalf("key %#x: stored %d, probe gives %d %v", k, scores[i], v, ok)
		}
		// The same index, another key: a miss.
		if _, ok := c.probe(k ^ 1<<63); ok {
			t.Fatalf("key %#x: hit for another key of the same index", k^1<<63)
		}
	}
	c.store(99, 40000) // beyond 16 bits: not kept
	if _, ok := c.probe(99); ok {
		t.Fatalf("a score beyond 16 bits was kept")
	}
	if c.probes != 13 || c.hits != 4 {
		t.Fatalf("counted %d probes and %d hits, want 13 and 4", c.probes, c.hits)
	}
	// New rules or a new evaluator empty the cache; the same ones do not.
	r := engine.DefaultRules(engine.Kiswahili)
	c.use(&r, nil)
	c.store(keys[0], 5)
	c.use(&r, nil)
	if _, ok := c.probe(keys[0]); !ok {
		t.Fatalf("the same rules and evaluator emptied the cache")
	}
	r.Takasia = false
	c.use(&r, nil)
	if _, ok := c.probe(keys[0]); ok {
		t.Fatalf("other rules kept the cache")
	}
	c.store(keys[0], 5)
	c.use(&r, eval.DefaultHandEvaluator())
	if _, ok := c.probe(keys[0]); ok {
		t.Fatalf("another evaluator kept the cache")
	}
	c.resize(0)
	if c.entries != nil {
		t.Fatalf("size 0 kept %d entries", len(c.entries))
	}
}

// usedEntries counts the entries of the main thread's evaluation cache
// that hold a position.
func usedEntries(s *Searcher) int {
	n := 0
	for _, e := range s.threads[0].ecache.entries {
		if e != 0 {
			n++
		}
	}
	return n
}

// TestEvalCacheKeptAcrossSearches: Prepare, which runs at every go,
// cleared the whole cache even when its size had not changed (with
// EvalCache 1024, go nodes 1 took 186 ms). It now keeps the entries
// unless the size changes (or Clear, new rules or a new evaluator empty
// it), and a search on a warm cache gives exactly the result and the
// node count of one without a cache.
func TestEvalCacheKeptAcrossSearches(t *testing.T) {
	r := engine.DefaultRules(engine.Kiswahili)
	root := engine.StartPosition(engine.Kiswahili)
	var ch engine.Children
	r.Generate(&root, &ch)
	next := ch.List[0].Pos
	run := func(cache int) []Result {
		o := DefaultOptions()
		o.EvalCache = cache
		s := New(o)
		first := s.Search(&r, root, nil, Limits{Depth: 6}, nil)
		if cache == 0 {
			return []Result{first, s.Search(&r, next, nil, Limits{Depth: 6}, nil)}
		}
		used := usedEntries(s)
		s.Prepare()
		if used == 0 || usedEntries(s) != used {
			t.Fatalf("%d entries after a search, %d after Prepare: want them kept", used, usedEntries(s))
		}
		s.SetOptions(o)
		s.Prepare()
		if usedEntries(s) != used {
			t.Fatalf("SetOptions with the same size emptied the cache")
		}
		second := s.Search(&r, next, nil, Limits{Depth: 6}, nil)
		if _, hits := s.EvalCacheStats(); hits == 0 {
			t.Fatalf("no hits in the second search")
		}
		o.EvalCache = 2
		s.SetOptions(o)
		s.Prepare()
		if usedEntries(s) != 0 {
			t.Fatalf("a new size kept %d entries", usedEntries(s))
		}
		return []Result{first, second}
	}
	plain, cached := run(0), run(1)
	for i := range plain {
		a, b := plain[i], cached[i]
		if a.Best != b.Best || a.Score != b.Score || a.Nodes != b.Nodes || a.Depth != b.Depth {
			t.Errorf("search %d: without a cache %v %d %d nodes, with a warm cache %v %d %d nodes",
				i+1, a.Best, a.Score, a.Nodes, b.Best, b.Score, b.Nodes)
		}
	}
}
