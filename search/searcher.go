package search

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
)

// Searcher finds the best move of a position. It owns the transposition
// table and the per-thread state (stacks, killers, history), so two
// Searchers are independent. Search is blocking; Stop and PonderHit may be
// called from another goroutine while it runs. The other methods must not
// run concurrently with Search. With several threads, Search returns as
// soon as the main thread has chosen the move, and the helper threads
// stop on their own goroutines; the other methods wait for them first
// (lazysmp.go).
type Searcher struct {
	opts    Options
	resize  bool // the table must be resized to opts.HashMiB
	tt      *table
	threads []*thread
	busy    *busyTable // the children being searched, with several threads (lazysmp.go)

	stop      atomic.Bool  // set by Stop, limits, or the main thread at the end
	pondering atomic.Bool  // the search is a ponder search not yet hit
	infinite  bool         // the search runs until Stop
	clk       clock        // time source and alarm
	startNs   atomic.Int64 // when the (timed part of the) search started, as clk.now
	wake      chan struct{}

	armed bool // Arm ran: Search keeps the stop and ponder flags it set
	// alarmMu guards the alarm: the generation gen of the search it
	// belongs to, whether a search is timing, its cancel function, and
	// the plan while a PonderHit may read it.
	alarmMu     sync.Mutex
	gen         uint64
	timing      bool
	cancelAlarm func() bool
	// mainDepth is the depth of the main thread's current iteration; the
	// helpers search one ply beyond it.
	mainDepth atomic.Int32
	lim       Limits
	plan      TimePlan
	single    bool // the plan is clocked and the root has one move
	rules     *engine.Rules
	history   []uint64
	helpers   sync.WaitGroup // the running helper threads
	// helpersLive: the helpers of the last search may still run (join
	// waits for them).
	helpersLive bool
	hooks       HelperHooks
}

// New returns a Searcher with the given options. The table is allocated at
// the first Prepare or Search.
func New(opts Options) *Searcher {
	s := &Searcher{clk: realClock(), wake: make(chan struct{}, 1)}
	s.SetOptions(opts)
	return s
}

// SetOptions changes the options. A new table size takes effect (and the
// table is cleared) at the next Prepare or Search. The size is clamped to
// 1..MaxHashMiB, so no caller can ask for a table the machine cannot hold
// (callers that take the size from a user check it with CheckHashMiB and
// refuse it instead). So is the evaluation cache: each thread's is cut
// so that the table and the caches together (MemoryMiB) stay within
// MaxHashMiB (callers check it with CheckMemoryMiB).
func (s *Searcher) SetOptions(opts Options) {
	s.join()
	opts.HashMiB = min(max(opts.HashMiB, 1), MaxHashMiB())
	opts.Threads = max(opts.Threads, 1)
	opts.EvalCache = min(max(opts.EvalCache, 0), (MaxHashMiB()-opts.HashMiB)/opts.Threads)
	opts.MultiPV = max(opts.MultiPV, 1)
	opts.MoveOverhead = max(opts.MoveOverhead, 0)
	if opts.Algorithm != "mtdf" {
		opts.Algorithm = "pvs"
	}
	if s.tt == nil || opts.HashMiB != s.opts.HashMiB {
		s.resize = true
	}
	s.opts = opts
}

// Options returns the current options.
func (s *Searcher) Options() Options { return s.opts }

// Prepare allocates the table and threads now if the options changed, so
// the first search does not pay for it (the protocol calls it on isready).
func (s *Searcher) Prepare() {
	s.join()
	if s.resize {
		s.tt = nil // let the old table go before allocating the new one
		s.tt = newTable(s.opts.HashMiB)
		s.resize = false
	}
	for len(s.threads) < s.opts.Threads {
		s.threads = append(s.threads, newThread(s, len(s.threads)))
	}
	s.threads[0].useStack()
	if s.opts.Threads > 1 && s.busy == nil {
		s.busy = new(busyTable)
	}
	s.prepareEvalCaches()
}

// Clear forgets everything learnt: the table is zeroed in place and the
// history and killers reset (a new game).
func (s *Searcher) Clear() {
	s.Prepare()
	s.tt.clear()
	for _, t := range s.threads {
		t.clear()
	}
}

// Arm waits for the helper threads of the last search, readies the stop
// and ponder flags for the next Search and starts its clock. A caller
// that runs Search on another goroutine calls Arm first, on its own
// goroutine, as soon as the command arrives: a Stop or
// PonderHit that arrives after Arm but before the search goroutine
// reaches Search is then kept instead of lost, and the time the search
// goroutine takes to start counts against the search's budget.
func (s *Searcher) Arm(lim Limits) {
	s.join()
	s.startNs.Store(int64(s.clk.now()))
	s.stop.Store(false)
	s.pondering.Store(lim.Ponder)
	select {
	case <-s.wake:
	default:
	}
	s.armed = true
}

// Stop ends the running search as soon as possible; Search then returns
// the best move found so far. It is safe from any goroutine.
func (s *Searcher) Stop() {
	s.stop.Store(true)
	s.signal()
}

// PonderHit turns a ponder search into a normal timed search: the clocks
// of the Limits start counting now, and the alarm is armed.
func (s *Searcher) PonderHit() {
	s.alarmMu.Lock()
	s.startNs.Store(int64(s.clk.now()))
	s.pondering.Store(false)
	s.armAlarmLocked()
	s.alarmMu.Unlock()
	s.signal()
}

func (s *Searcher) signal() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// elapsed returns the time since the search (or the ponder hit) started.
func (s *Searcher) elapsed() time.Duration {
	return s.clk.now() - time.Duration(s.startNs.Load())
}

// Search searches root within the limits and returns the best move. history
// holds the keys of the game's earlier positions; a position of the search
// that repeats one of them, or one on its own path, scores 0. progress, if
// not nil, receives one Info per finished iteration and MultiPV line (and
// aspiration fail-high/low reports); it runs on the calling goroutine.
func (s *Searcher) Search(r *engine.Rules, root engine.Position, history []uint64, lim Limits, progress func(Info)) Result {
	// Set up: table, threads, flags, clocks.
	if !s.armed {
		s.Arm(lim)
	}
	s.armed = false
	s.Prepare()
	s.tt.newSearch()
	plan := Plan(&lim, root.Side, s.opts.MoveOverhead)
	if plan.MoveNow {
		// The side's flag has fallen: the best move of a one-ply search.
		lim.Depth, lim.Mate = 1, 0
	}
	s.infinite = lim.Infinite
	s.lim = lim
	s.rules = r
	s.history = history

	main := s.threads[0]
	if !main.setRoot(r, &root, lim.SearchMoves) {
		// No legal move: the game is over.
		s.waitForStop()
		return Result{Score: score.Score(main.rootTerminalScore(&root))}
	}
	s.startTiming(plan, len(main.root))
	// The helpers must not read the last search's depth: they would start
	// their second iteration that deep, with nothing in the table to help.
	s.mainDepth.Store(0)
	s.startHelpers(r, &root, lim.SearchMoves)
	res := main.iterate(progress)
	s.waitForStop()
	// The move is chosen: the helpers stop at their next node, and the
	// answer does not wait for them (lazysmp.go).
	s.stop.Store(true)
	s.stopTiming()
	// Lazy SMP: a helper that completed a deeper iteration than the main
	// thread has the better move.
	s.adoptDeeperHelper(&res)
	res.Nodes = s.totalNodes()
	res.TTProbes, res.TTHits, res.SelDepth = main.probes, main.hits, main.seldepth
	s.addHelperCounters(&res)
	res.HashFull = s.tt.hashfull()
	return res
}

// HashFull returns the table's usage in per mille (0 before the table is
// allocated), as Result.HashFull reports it after a search.
func (s *Searcher) HashFull() int {
	s.join()
	if s.tt == nil {
		return 0
	}
	return s.tt.hashfull()
}

// Hold blocks, after Arm, while a search with lim would still owe no
// answer: a go infinite until Stop, a ponder search until PonderHit or
// Stop. A caller that has its answer without Search (the protocol's
// proof search of go mate) calls it before answering, so that such a
// search waits as Search makes it wait.
func (s *Searcher) Hold(lim Limits) {
	for (lim.Infinite || s.pondering.Load()) && !s.stop.Load() {
		<-s.wake
	}
}

// waitForStop blocks while an infinite or not yet hit ponder search has
// nothing left to do: the protocol must not see a bestmove before stop
// (or ponderhit).
func (s *Searcher) waitForStop() {
	for (s.infinite || s.pondering.Load()) && !s.stop.Load() {
		<-s.wake
	}
}

// totalNodes sums the published node counts of every thread.
func (s *Searcher) totalNodes() uint64 {
	var n uint64
	for i := 0; i < s.opts.Threads && i < len(s.threads); i++ {
		n += s.threads[i].published.nodes.Load()
	}
	return n
}

// timeUp reports whether the hard time limit has passed (never while
// pondering or in an untimed search).
func (s *Searcher) timeUp() bool {
	return s.plan.Timed && !s.pondering.Load() && s.elapsed() >= s.plan.Hard
}

// probe looks the node up in the table, unless it is a depth-1 node and
// the table is not used there (Options.TTMinDepth).
func (s *Searcher) probe(key uint64, ply, depth int) (ttData, bool) {
	if depth < s.opts.TTMinDepth {
		return ttData{}, false
	}
	return s.tt.probe(key, ply)
}

// SearchContext is Search ended by ctx as Stop ends it: the search stops
// as soon as ctx is done and returns the best move found so far, and a
// search started when ctx is already done stops at once (after its first
// iteration, which always completes). It arms the searcher itself, so a
// cancellation at any moment is kept, never lost. The stop flag stays the
// hot path's only check; ctx is watched from its own goroutine.
func (s *Searcher) SearchContext(ctx context.Context, r *engine.Rules, p engine.Position, history []uint64, lim Limits, progress func(Info)) Result {
	s.Arm(lim)
	stopped := make(chan struct{})
	unwatch := context.AfterFunc(ctx, func() {
		defer close(stopped)
		s.Stop()
	})
	if ctx.Err() != nil {
		s.Stop()
	}
	res := s.Search(r, p, history, lim, progress)
	if !unwatch() {
		// A Stop already under way finishes now, not during the next
		// search.
		<-stopped
	}
	return res
}
