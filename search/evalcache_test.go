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
