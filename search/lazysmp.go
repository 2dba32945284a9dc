package search

import (
	"sync/atomic"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
)

// The helper threads of Lazy SMP outlive the Search call that starts
// them: Search answers as soon as the main thread has chosen the move
// and raised the stop flag, and the helpers unwind on their own
// goroutines. Waiting for them there would add the time the operating
// system takes to run a helper again, on a busy machine several
// milliseconds, to every move. Everything a helper reads (the options,
// the limits, the table, the flags, its own state) changes only after
// join has waited for it: the next Search, Arm, SetOptions, Prepare,
// Clear, EvalCacheStats and SetHelperHooks join first, and Wait only
// joins.

// counters are a thread's statistics as other goroutines read them. The
// thread publishes them every publishNodes nodes and when its search
// ends, so a Search that answers before its helpers have stopped counts
// each helper up to its last publication.
type counters struct {
	nodes, probes, hits atomic.Uint64
	seldepth            atomic.Int32
}

// publish stores the thread's counters for other goroutines.
func (t *thread) publish() {
	t.published.nodes.Store(t.nodes)
	t.published.probes.Store(t.probes)
	t.published.hits.Store(t.hits)
	t.published.seldepth.Store(int32(t.seldepth))
}

// reset zeroes the published counters (a new search).
func (c *counters) reset() {
	c.nodes.Store(0)
	c.probes.Store(0)
	c.hits.Store(0)
	c.seldepth.Store(0)
}

// publishDone records the helper's completed iteration of depth (its
// best root move first) for Search, which may read it at any moment.
func (t *thread) publishDone(depth int) {
	best := &t.root[0]
	t.doneMu.Lock()
	t.done = Result{Best: best.move, Score: score.Score(best.score), Depth: depth}
	t.bestPV = append(t.bestPV[:0], best.pv...)
	t.doneMu.Unlock()
}

// deeperResult returns the helper's last completed iteration, with a
// copy of its line, when it is deeper than depth.
func (t *thread) deeperResult(depth int) (Result, bool) {
	t.doneMu.Lock()
	defer t.doneMu.Unlock()
	if t.done.Depth <= depth || t.done.Best == engine.NoMove {
		return Result{}, false
	}
	res := t.done
	res.PV = append([]engine.Move(nil), t.bestPV...)
	if len(res.PV) > 1 {
		res.Ponder = res.PV[1]
	}
	return res, true
}

// HelperHooks are callbacks for the tests of code that drives a Searcher
// with several threads: a test holds a helper thread in HelperStopped and
// sees in Joining that the Searcher waits for it before anything the
// helper reads changes. Programs leave them unset.
type HelperHooks struct {
	// HelperStopped runs on a helper thread's goroutine when the thread
	// has stopped searching, before the Searcher counts it as ended.
	HelperStopped func()
	// Joining runs on the goroutine that is about to wait for the helper
	// threads of the last search, while they may still run.
	Joining func()
}

// SetHelperHooks installs h for the searches that follow (the zero
// HelperHooks removes them).
func (s *Searcher) SetHelperHooks(h HelperHooks) {
	s.join()
	s.hooks = h
}

// Wait returns once the helper threads of the last search have ended.
// Search returns before they have; the Searcher's other methods wait for
// them by themselves, so a caller needs Wait only to know that no
// goroutine of the Searcher runs (before the program exits, say).
func (s *Searcher) Wait() { s.join() }

// startHelpers starts the helper threads (Options.Threads - 1) on root,
// each on its own goroutine.
func (s *Searcher) startHelpers(r *engine.Rules, root *engine.Position, searchMoves []engine.Move) {
	stopped := s.hooks.HelperStopped
	gate := newCPUGate(s.opts.Threads)
	for i := 1; i < s.opts.Threads; i++ {
		t := s.threads[i]
		t.setRoot(r, root, searchMoves)
		t.gate = gate
		s.helpers.Add(1)
		s.helpersLive = true
		go func() {
			defer s.helpers.Done()
			if gate != nil {
				gate.enter()
			}
			// A helper whose first turn comes after the stop has
			// nothing to add (without a gate every helper starts at once).
			if gate == nil || !s.stop.Load() {
				t.iterate(nil)
			}
			if gate != nil {
				gate.leave()
			}
			if stopped != nil {
				stopped()
			}
		}()
	}
}

// join waits for the helper threads of the last search, if they may
// still run.
func (s *Searcher) join() {
	if !s.helpersLive {
		return
	}
	if s.hooks.Joining != nil {
		s.hooks.Joining()
	}
	s.helpers.Wait()
	s.helpersLive = false
}

// adoptDeeperHelper replaces the main thread's result res with the
// deepest iteration a helper has completed, when that is deeper (with one
// line; MultiPV lines come from the main thread).
func (s *Searcher) adoptDeeperHelper(res *Result) {
	if s.opts.MultiPV != 1 {
		return
	}
	for _, h := range s.threads[1:s.opts.Threads] {
		if deeper, ok := h.deeperResult(res.Depth); ok {
			*res = deeper
		}
	}
}

// addHelperCounters adds the helpers' published table probes and hits to
// res, and their deepest ply to its SelDepth.
func (s *Searcher) addHelperCounters(res *Result) {
	for _, h := range s.threads[1:s.opts.Threads] {
		res.TTProbes += h.published.probes.Load()
		res.TTHits += h.published.hits.Load()
		res.SelDepth = max(res.SelDepth, int(h.published.seldepth.Load()))
	}
}

// busyBits sets the size of the busy table: 4096 slots of 8 bytes.
const busyBits = 12

// deferDepth is the least depth of a node whose later moves a thread
// defers while another thread searches them (Options.Threads > 1).
const deferDepth = 3

// busyTable records the positions that some thread is searching, for
// Lazy SMP with deferred moves (ABDADA's idea, Weill 1996): at a node of
// deferDepth or more, a thread that meets a move (other than the first)
// whose child another thread is searching puts it off to the end of the
// node's list, and so searches a different part of the tree meanwhile,
// where plain Lazy SMP has both threads search the same moves in the
// same order. A slot holds the key of one child being searched; two
// children in one slot only make a thread defer a move it need not
// have, which changes the order, never the result.
type busyTable struct {
	slots [1 << busyBits]atomic.Uint64
}

// slot returns the slot of key (its top bits: the table uses the low ones).
func (b *busyTable) slot(key uint64) *atomic.Uint64 { return &b.slots[key>>(64-busyBits)] }

// busy reports whether another thread is searching key.
func (b *busyTable) busy(key uint64) bool { return b.slot(key).Load() == key }

// enter marks key as being searched.
func (b *busyTable) enter(key uint64) { b.slot(key).Store(key) }

// leave unmarks key, unless another child has taken the slot since.
func (b *busyTable) leave(key uint64) { b.slot(key).CompareAndSwap(key, 0) }
