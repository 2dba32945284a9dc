package search

import "github.com/baoengine/bao/engine"

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
