package solve

import (
	"sync/atomic"
	"time"

	"github.com/baoengine/bao/engine"
)

// val is the state of one node as its parent sees it: proof and disproof
// numbers for the side to move there, and for a decided node the length
// of the strategy found, its move and whether it relied on a repetition.
type val struct {
	pn, dn uint32
	dist   uint16
	move   engine.Move
	cyc    bool
}

// Decided values, for the side to move at the node.
var (
	won  = val{pn: 0, dn: inf}
	lost = val{pn: inf, dn: 0}
)

func (v val) decided() bool { return v.pn == 0 || v.dn == 0 }

// frame is the per-ply memory of a worker: the children of the node being
// expanded and their current values. Frames are reused, so a node costs no
// allocation.
type frame struct {
	ch engine.Children
	v  [engine.MaxMoves]val
}

// worker is one search thread: its own frames, path and counters over the
// solver's shared table.
type worker struct {
	s        *Solver
	r        *engine.Rules
	tt       *table
	id       int
	frames   []*frame
	path     pathSet
	defender engine.Side // the side a repetition favours (see doc.go)
	nodes    uint64      // nodes expanded by this worker since the last flush
	shared   bool        // other workers write the table: re-read children each iteration

	// largest decided subtree seen by this worker (read by progress
	// reports on another thread)
	bigWork atomic.Uint32
	bigPly  atomic.Int32
}

func newWorker(s *Solver, id int) *worker {
	return &worker{s: s, r: &s.rules, tt: s.tt, id: id, shared: s.opt.Threads > 1}
}

// tickMask sets how often (in nodes) a worker looks at the clock, the
// limits and the stop flag.
const tickMask = 1023

// tick counts a node and every tickMask+1 nodes flushes the count and
// checks the limits. It reports whether the search must stop.
func (w *worker) tick() bool {
	w.nodes++
	if w.nodes&tickMask != 0 {
		return w.s.stop.Load()
	}
	w.s.nodes.Add(tickMask + 1)
	w.nodes = 0
	if w.id == 0 {
		w.s.poll(time.Now())
	}
	return w.s.stop.Load()
}

// Step 0. Node values without expansion.

// childValue returns what is known of child position q: a repetition of a
// position on the current path, a table entry, a game already over, or the
// initial estimate.
func (w *worker) childValue(q *engine.Position) val {
	// Step 1. A repetition favours the defender: a proof for the attacker
	// never relies on a cycle (the GHI treatment of doc.go).
	if w.path.has(q.Key) {
		if q.Side == w.defender {
			return val{pn: 0, dn: inf, cyc: true}
		}
		return val{pn: inf, dn: 0, cyc: true}
	}
	// Step 2. The table, except decisions that relied on a repetition in
	// the other side's favour (a search with the roles swapped).
	if e, ok := w.tt.lookup(q.Key); ok {
		usable := true
		if e.decided() && e.flags&flagCyc != 0 {
			favoured := q.Side
			if e.dn == 0 {
				favoured = q.Side.Other()
			}
			usable = favoured == w.defender
		}
		if usable {
			return val{pn: e.pn, dn: e.dn, dist: e.dist, move: e.move, cyc: e.flags&flagCyc != 0}
		}
	}
	// Step 3. Games over at once: a front row empty, no seeds to play.
	if v, ok := quickOutcome(w.r, q); ok {
		return v
	}
	// Step 4. The initial estimate.
	return initial(w.s.opt.Init, q)
}

// quickOutcome recognises without generating moves the positions whose game
// is over: a front row empty, or a mtaji player with no hole of two seeds.
func quickOutcome(r *engine.Rules, q *engine.Position) (val, bool) {
	me := q.Side
	if !q.FrontEmpty(me) && !q.FrontEmpty(me.Other()) && (q.Store[me] > 0 || maxPit(q, me) >= 2) {
		return val{}, false
	}
	return outcomeVal(r, q)
}

// outcomeVal returns the value of a position whose game may be over.
func outcomeVal(r *engine.Rules, q *engine.Position) (val, bool) {
	switch res, _ := r.Outcome(q); res {
	case engine.Winner(q.Side):
		return won, true
	case engine.Winner(q.Side.Other()):
		return lost, true
	}
	return val{}, false
}

// maxPit returns the largest count among side s's 16 holes.
func maxPit(q *engine.Position, s engine.Side) uint8 {
	var m uint8
	for _, c := range q.Pits[int(s)<<4 : int(s)<<4+16] {
		m = max(m, c)
	}
	return m
}

// Step 1. The multiple-iterative-deepening search (MID) of df-pn.

// mid expands pos and searches below it until its proof number reaches
// thpn, its disproof number reaches thdn, it is decided, or the search
// stops. It stores the result in the table and returns it.
func (w *worker) mid(pos *engine.Position, ply int, thpn, thdn uint32) val {
	stop := w.tick()
	for ply >= len(w.frames) {
		w.frames = append(w.frames, new(frame))
	}
	f := w.frames[ply]
	w.r.Generate(pos, &f.ch)
	n := f.ch.N
	if n == 0 {
		v, ok := outcomeVal(w.r, pos)
		if !ok {
			v = lost
		}
		w.tt.store(entry{key: pos.Key, pn: v.pn, dn: v.dn, work: 1})
		return v
	}
	start := w.s.nodes.Load() + w.nodes
	w.path.push(pos.Key)
	if w.shared {
		w.s.busy.enter(pos.Key)
	}
	// Start the table misses of all the children at once.
	for i := 0; i < n; i++ {
		w.tt.prefetch(f.ch.List[i].Pos.Key)
	}
	for i := 0; i < n; i++ {
		f.v[i] = w.childValue(&f.ch.List[i].Pos)
	}
	var cur val
	for iter := 0; ; iter++ {
		// Step 2. Other threads may have moved the children on.
		if w.shared && iter > 0 {
			for i := 0; i < n; i++ {
				if !f.v[i].decided() {
					f.v[i] = w.childValue(&f.ch.List[i].Pos)
				}
			}
		}
		// Step 3. Combine: the mover wins through one child lost for its
		// mover, and loses when every child is won for its mover.
		cur = w.combine(f, n)
		if cur.decided() || cur.pn >= thpn || cur.dn >= thdn || stop {
			break
		}
		// Step 4. The most proving child (least disproof number) and its
		// thresholds, with the 1+epsilon widening of the second-best bound
		// (Pawlewicz and Lew 2007). With several threads, a child another
		// thread is searching looks worse, so the threads spread; the
		// child chosen must still be under its thresholds.
		best, dn2 := w.pick(f, n, false)
		cthdn := min(thpn, w.s.widen(dn2))
		if w.shared {
			if b, d := w.pick(f, n, true); b != best && f.v[b].dn < min(thpn, w.s.widen(d)) {
				best, cthdn = b, min(thpn, w.s.widen(d))
			}
		}
		c := f.v[best]
		cthpn := sat(uint64(thdn) - uint64(cur.dn) + uint64(c.pn))
		if thdn == inf {
			cthpn = inf
		}
		f.v[best] = w.mid(&f.ch.List[best].Pos, ply+1, cthpn, cthdn)
		stop = w.s.stop.Load()
	}
	w.path.pop()
	if w.shared {
		w.s.busy.leave(pos.Key)
	}
	// Step 5. Store, with the work done below for replacement.
	work := satWork(w.s.nodes.Load() + w.nodes - start + 1)
	e := entry{key: pos.Key, pn: cur.pn, dn: cur.dn, work: work}
	if cur.decided() {
		e.dist, e.move = cur.dist, cur.move
		if cur.cyc {
			e.flags |= flagCyc
		}
		if work > w.bigWork.Load() {
			w.bigWork.Store(work)
			w.bigPly.Store(int32(ply))
		}
	}
	w.tt.store(e)
	return cur
}

// combine computes a node's value from its children's.
func (w *worker) combine(f *frame, n int) (cur val) {
	cur.pn = inf
	var sum uint64
	for i := 0; i < n; i++ {
		sum += uint64(f.v[i].pn)
		cur.pn = min(cur.pn, f.v[i].dn)
	}
	switch {
	case cur.pn == 0:
		// Won: take the cycle-free win with the shortest strategy.
		cur.dn = inf
		pick := -1
		for i := 0; i < n; i++ {
			c := &f.v[i]
			if c.dn != 0 {
				continue
			}
			if pick < 0 || (!c.cyc && f.v[pick].cyc) || (c.cyc == f.v[pick].cyc && c.dist < f.v[pick].dist) {
				pick = i
			}
		}
		cur.dist = satDist(f.v[pick].dist)
		cur.move = f.ch.List[pick].Move
		cur.cyc = f.v[pick].cyc
	case sum == 0:
		// Lost: every reply wins; the longest is the best defence.
		cur.pn, cur.dn = inf, 0
		pick := 0
		for i := 0; i < n; i++ {
			c := &f.v[i]
			cur.cyc = cur.cyc || c.cyc
			if c.dist > f.v[pick].dist {
				pick = i
			}
		}
		cur.dist = satDist(f.v[pick].dist)
		cur.move = f.ch.List[pick].Move
	default:
		cur.dn = sat(sum)
	}
	return cur
}

// pick returns the child with the least disproof number (ties: the least
// proof number, then the first) and the second least disproof number. With
// busy set, the disproof numbers of children other threads are searching
// are raised first.
func (w *worker) pick(f *frame, n int, busy bool) (best int, dn2 uint32) {
	best, dn2 = -1, inf
	var bestDn uint32
	for i := 0; i < n; i++ {
		c := &f.v[i]
		d := c.dn
		if busy && d != 0 {
			d = w.s.busy.penalise(f.ch.List[i].Pos.Key, d)
		}
		if best < 0 || d < bestDn || (d == bestDn && c.pn < f.v[best].pn) {
			if best >= 0 {
				dn2 = min(dn2, bestDn)
			}
			best, bestDn = i, d
		} else {
			dn2 = min(dn2, d)
		}
	}
	return best, dn2
}

// sat clamps an undecided sum below inf.
func sat(x uint64) uint32 {
	if x >= uint64(inf) {
		return inf - 1
	}
	return uint32(x)
}

// satDist returns d+1 capped at the largest uint16.
func satDist(d uint16) uint16 {
	if d == ^uint16(0) {
		return d
	}
	return d + 1
}

// satWork clamps a node count into 32 bits.
func satWork(x uint64) uint32 {
	if x > uint64(^uint32(0)) {
		return ^uint32(0)
	}
	return uint32(x)
}

// pathSet holds the keys of the positions on the current path, with a
// small counting filter so that most lookups cost one load.
type pathSet struct {
	count [1 << 12]uint16
	keys  []uint64
}

func (ps *pathSet) push(k uint64) {
	ps.count[k&(1<<12-1)]++
	ps.keys = append(ps.keys, k)
}

func (ps *pathSet) pop() {
	k := ps.keys[len(ps.keys)-1]
	ps.keys = ps.keys[:len(ps.keys)-1]
	ps.count[k&(1<<12-1)]--
}

func (ps *pathSet) has(k uint64) bool {
	if ps.count[k&(1<<12-1)] == 0 {
		return false
	}
	for _, x := range ps.keys {
		if x == k {
			return true
		}
	}
	return false
}
