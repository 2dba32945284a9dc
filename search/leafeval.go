package search

import (
	"math/bits"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

// evaluateLeaf returns the static evaluation of the leaf pos at ply (at
// least 1), through the thread's cache when there is one. A net derives
// it from the last leaf evaluated below the same parent (eval.Accumulator
// in the parent's frame): siblings differ in about 8 holes of 32. The
// first leaf below a node is evaluated in full: deriving it from the last
// leaf of another parent (12 holes differ on average) cost more than it
// saved (bao bench --depth 10 with a 32x16 net, valgrind: 932M
// instructions against 916M in full and 900M with the reset).
func (t *thread) evaluateLeaf(pos *engine.Position, ply int) int {
	c := &t.ecache
	if c.entries != nil {
		if v, ok := c.probe(pos.Key); ok {
			return v
		}
	}
	opts := &t.s.opts
	var v int
	if opts.fullEval || opts.Eval.Net() == nil {
		v = opts.Eval.Evaluate(t.r, pos) // cached, not incremental
	} else {
		f := &t.stack[ply-1]
		if f.accKey != f.key {
			f.acc.Reset()
			f.accKey = f.key
		}
		v = opts.Eval.EvaluateNext(&f.acc, t.r, pos)
	}
	if c.entries != nil {
		c.store(pos.Key, v)
	}
	return v
}

// evalCache is one search thread's cache of static evaluations
// (Options.EvalCache MiB): direct-mapped, indexed by the low bits of the
// position's key. An entry is one word: the key's high 48 bits and the
// score as a 16-bit integer, so a probe is one load and one compare, and
// a store one write. Each thread has its own, so no entry is ever read
// while another goroutine writes it. The score depends on the rules and
// the evaluator as well as the position, and the key covers only the
// position: the cache is cleared when either changes (setRoot).
//
// A hit returns exactly what the evaluator returned for a position of
// the same key, so the cache never changes a search's result (unless two
// positions share a key's low index bits and high 48 bits, about one
// probe in 2^48, the risk every keyed table takes).
type evalCache struct {
	entries []uint64 // nil when the cache is off
	mask    uint64
	rules   engine.Rules    // the rules the entries were computed with
	ev      *eval.Evaluator // the evaluator they were computed with
	probes  uint64          // lookups since the last clear
	hits    uint64          // lookups that found the position
}

// evalCacheEntry is the size of an entry in bytes.
const evalCacheEntry = 8

// evalCheckMask selects the key bits an entry keeps: the high 48.
const evalCheckMask = ^uint64(0xffff)

// resize makes the cache mib MiB (rounded down to a power of two entries;
// 0 turns it off). Only a change of size allocates, and so empties the
// cache: the same size keeps the entries, which are keyed by position and
// emptied when the rules or the evaluator change (use), so a hit in a
// later search returns what the evaluator would, and no result changes.
// Prepare runs at every go: clearing a cache of 1024 MiB there cost
// 100-200 ms of every move's time.
func (c *evalCache) resize(mib int) {
	n := 0
	if mib > 0 {
		n = 1 << (bits.Len(uint(mib)<<20/evalCacheEntry) - 1)
	}
	if n != len(c.entries) {
		c.entries = nil // let the old one go before allocating the new one
		if n > 0 {
			c.entries = make([]uint64, n) // zeroed: empty
		}
		c.mask = uint64(n - 1)
		c.probes, c.hits = 0, 0
	}
}

// clear empties the cache and its counters.
func (c *evalCache) clear() {
	clear(c.entries)
	c.probes, c.hits = 0, 0
}

// use clears the cache when the rules or the evaluator differ from those
// its entries were computed with.
func (c *evalCache) use(r *engine.Rules, ev *eval.Evaluator) {
	if c.rules != *r || c.ev != ev {
		c.clear()
		c.rules, c.ev = *r, ev
	}
}

// probe returns the cached score of key, if any.
func (c *evalCache) probe(key uint64) (int, bool) {
	c.probes++
	e := c.entries[key&c.mask]
	if e&evalCheckMask != key&evalCheckMask || e == 0 {
		return 0, false
	}
	c.hits++
	return int(int16(uint16(e))), true
}

// store keeps score v for key (scores beyond 16 bits are not kept).
func (c *evalCache) store(key uint64, v int) {
	if v != int(int16(v)) {
		return
	}
	c.entries[key&c.mask] = key&evalCheckMask | uint64(uint16(int16(v)))
}

// prepareEvalCaches sizes every thread's evaluation cache to
// Options.EvalCache (Prepare calls it).
func (s *Searcher) prepareEvalCaches() {
	for _, t := range s.threads {
		t.ecache.resize(s.opts.EvalCache)
	}
}

// EvalCacheStats returns the evaluation cache's lookups and hits of all
// threads since the last Clear (or change of size, rules or evaluator;
// the cache and its counts outlive Prepare and Search otherwise):
// the hit rate of Options.EvalCache.
func (s *Searcher) EvalCacheStats() (probes, hits uint64) {
	s.join()
	for i := 0; i < s.opts.Threads && i < len(s.threads); i++ {
		c := &s.threads[i].ecache
		probes += c.probes
		hits += c.hits
	}
	return probes, hits
}

// evaluate returns the static evaluation of pos (Options.Eval), through
// the thread's cache when there is one.
func (t *thread) evaluate(pos *engine.Position) int {
	return t.staticValue(pos) + t.s.opts.Tempo
}

// staticValue is evaluate without the tempo: what the cache holds.
func (t *thread) staticValue(pos *engine.Position) int {
	c := &t.ecache
	if c.entries == nil {
		return t.s.opts.Eval.Evaluate(t.r, pos)
	}
	if v, ok := c.probe(pos.Key); ok {
		return v
	}
	v := t.s.opts.Eval.Evaluate(t.r, pos)
	c.store(pos.Key, v)
	return v
}
