package solve

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/threadcount"
)

// Value is the game-theoretic value of a position for the side to move.
type Value uint8

// The values. Bao has no draw, but a game can repeat forever; a position
// where neither side can force a win without repeating is NoForcedWin.
const (
	Unknown     Value = iota // not decided (stopped by a limit or by Stop)
	Win                      // the side to move wins
	Loss                     // the side to move loses
	NoForcedWin              // neither side can force a win without a repetition (see doc.go)
)

var valueNames = [...]string{"unknown", "win", "loss", "no-forced-win"}

// String returns "unknown", "win", "loss" or "no-forced-win".
func (v Value) String() string {
	if int(v) < len(valueNames) {
		return valueNames[v]
	}
	return fmt.Sprintf("value(%d)", int(v))
}

// Options configure a Solver.
type Options struct {
	HashMiB int     // transposition table size in MiB, used exactly
	Threads int     // search threads sharing the table, at least 1
	Epsilon float64 // the 1+epsilon threshold widening; 0 = plain df-pn
	Init    Init    // the initial proof and disproof numbers of new positions
}

// DefaultOptions returns the options the measurements of doc.go chose.
func DefaultOptions() Options {
	return Options{HashMiB: 256, Threads: 1, Epsilon: 0.25, Init: InitSeeds}
}

// Limits say when Solve gives up. Zero fields are no limit.
type Limits struct {
	Nodes           uint64        // nodes to expand in this call
	Time            time.Duration // time for this call
	ProgressEvery   time.Duration // period of Hooks.Progress; 0 = never
	CheckpointEvery time.Duration // period of Hooks.Checkpoint; 0 = never
}

// Hooks are called by Solve. Both run on a search thread, so they must be
// quick or accept that the search waits for them.
type Hooks struct {
	Progress   func(Progress)
	Checkpoint func() error // called with every thread paused: save the table here
}

// Progress is a report on a running solve.
type Progress struct {
	Nodes     uint64        // nodes expanded, including those of a resumed table's earlier runs
	Time      time.Duration // time of this call
	NPS       uint64        // nodes per second in this call
	Attacker  engine.Side   // the side the current phase tries to prove a win for
	RootPN    uint32        // proof number of the root (the mover wins), inf = cannot
	RootDN    uint32        // disproof number of the root (the mover loses)
	TableUsed int           // per mille of the table in use
	Entries   int64         // table entries in use
	// The largest subtree decided so far: its expanded nodes and depth.
	BiggestSolved uint32
	BiggestPly    int
}

// Result is the outcome of Solve.
type Result struct {
	Value  Value
	Reason string      // why the search ended, or why the game is over at the root
	Move   engine.Move // Win: the first move of the strategy; Loss: the longest defence
	// Plies is the number of plies to the end of the game along the
	// strategy found (the winner's moves as found, the loser's longest
	// resistance), -1 when unknown. It is the exact length under best
	// play only when Exact is set.
	Plies int
	Exact bool
	PV    []engine.Move // a principal line to the end of the game
	Nodes uint64        // nodes expanded in this call
	Time  time.Duration
}

// Reasons the search ended.
const (
	reasonNone int32 = iota
	reasonDone
	reasonUser
	reasonNodes
	reasonTime
	reasonCheckpoint
	reasonGrow // pause the threads to grow the table
)

// Solver proves the value of Bao positions by df-pn over its own table.
// A Solver runs one Solve at a time; Stop may be called from any
// goroutine. The table survives between calls, so a second Solve reuses
// the first one's work.
type Solver struct {
	rules engine.Rules
	opt   Options
	tt    *table
	busy  *busyTable

	stop   atomic.Bool
	reason atomic.Int32
	// stopCtx, when not nil, is the context of StopOn: a piece of work
	// that starts while it is done stops at once.
	stopCtx context.Context
	nodes   atomic.Uint64 // nodes of the current call
	base    uint64        // nodes of earlier calls and resumed runs

	lim        Limits
	hooks      Hooks
	start      time.Time
	lastReport time.Time
	lastSave   time.Time
	root       engine.Position
	rootCh     engine.Children
	attacker   engine.Side

	mu      sync.Mutex
	rootVal val
	decided bool
	workers []*worker
}

// New returns a Solver for the rules r.
func New(r *engine.Rules, opt Options) (*Solver, error) {
	if opt.HashMiB < 1 {
		return nil, fmt.Errorf("solver: hash %d MiB: want at least 1", opt.HashMiB)
	}
	if err := threadcount.Check(opt.Threads); err != nil {
		return nil, fmt.Errorf("solver: %w", err)
	}
	if opt.Epsilon < 0 || opt.Epsilon > 10 {
		return nil, fmt.Errorf("solver: epsilon %g: want 0..10", opt.Epsilon)
	}
	if opt.Init > InitSeeds {
		return nil, fmt.Errorf("solver: unknown init rule %d", opt.Init)
	}
	s := &Solver{rules: *r, opt: opt, tt: newTable(opt.HashMiB, opt.Threads > 1)}
	if opt.Threads > 1 {
		s.busy = new(busyTable)
	}
	return s, nil
}

// Rules returns the rules the solver plays by.
func (s *Solver) Rules() engine.Rules { return s.rules }

// Stop ends a running Solve as soon as possible. The table keeps all the
// work done, so the next Solve (or a saved table) resumes from there.
func (s *Solver) Stop() { s.halt(reasonUser) }

func (s *Solver) halt(reason int32) {
	s.reason.CompareAndSwap(reasonNone, reason)
	s.stop.Store(true)
}

// StopOn ties the solver to ctx until release is called: when ctx is
// done the running work stops as Stop stops it, and every piece of work
// that starts while ctx is done (Solve, Shortest, ShortestLine, WinWithin,
// Extract, and each restart of Solve after a checkpoint) stops at once.
// A plain Stop is forgotten by the next piece of work; a done ctx is not,
// so no stop is lost between two of them. StopOn and release must not be
// called while the solver works; once release returns, ctx stops nothing
// more.
func (s *Solver) StopOn(ctx context.Context) (release func()) {
	s.stopCtx = ctx
	stopped := make(chan struct{})
	unwatch := context.AfterFunc(ctx, func() {
		defer close(stopped)
		s.Stop()
	})
	return func() {
		if !unwatch() {
			// A Stop already under way finishes now, not during the
			// next piece of work.
			<-stopped
		}
		s.stopCtx = nil
	}
}

// rearm clears the stop flag before a new piece of work, unless the
// context of StopOn is done. The flag is cleared before the context is
// looked at: a context done after that look raises the flag again
// through its AfterFunc, so the stop cannot fall between the two.
func (s *Solver) rearm() {
	s.reason.Store(reasonNone)
	s.stop.Store(false)
	if s.stopCtx != nil && s.stopCtx.Err() != nil {
		s.halt(reasonUser)
	}
}

// TotalNodes returns the nodes expanded by every Solve of this solver and
// by the runs that built a loaded table.
func (s *Solver) TotalNodes() uint64 { return s.base }

// Clear empties the table.
func (s *Solver) Clear() {
	s.tt.clear()
	s.base = 0
}

// Prove decides p under the rules r with default options, a table of
// hashMiB MiB and the limits lim. It is the entry point for callers that
// want a one-off answer, such as a protocol's "go mate".
func Prove(r *engine.Rules, p engine.Position, hashMiB int, lim Limits) Result {
	opt := DefaultOptions()
	opt.HashMiB = max(hashMiB, 1)
	s, err := New(r, opt)
	if err != nil {
		return Result{Reason: err.Error(), Plies: -1}
	}
	return s.Solve(p, lim, Hooks{})
}

// ProveShortest is Prove followed, when the position is decided, by the
// search for the exact length of the game under best play (Shortest) with
// the same node budget (lim.Nodes, or 10,000,000 when 0). On success Exact
// is set and Plies, Move and PV describe a fastest win (a slowest loss).
// It is the entry point for "go mate N": a Win with Plies <= N is a mate
// within N plies.
func ProveShortest(r *engine.Rules, p engine.Position, hashMiB int, lim Limits) Result {
	opt := DefaultOptions()
	opt.HashMiB = max(hashMiB, 1)
	s, err := New(r, opt)
	if err != nil {
		return Result{Reason: err.Error(), Plies: -1}
	}
	return s.SolveShortest(p, lim)
}

// SolveShortest is Solve followed, when p is decided, by the search for
// the exact length of the game under best play, as ProveShortest
// describes. Stop ends it like Solve.
func (s *Solver) SolveShortest(p engine.Position, lim Limits) Result {
	res := s.Solve(p, lim, Hooks{})
	if (res.Value != Win && res.Value != Loss) || res.Exact {
		return res
	}
	winner := p.Side
	if res.Value == Loss {
		winner = winner.Other()
	}
	budget := lim.Nodes
	if budget == 0 {
		budget = 10_000_000
	}
	n, ok, first, _ := s.Shortest(p, winner, res.Plies, budget)
	if !ok {
		return res
	}
	res.Plies, res.Exact = n, true
	if first != engine.NoMove {
		res.Move = first
	}
	if pv, ok := s.ShortestLine(p, winner, n, budget); ok {
		res.PV = pv
		if res.Value == Loss && len(pv) > 0 {
			res.Move = pv[0]
		}
	}
	return res
}

// Solve decides p: first it tries to prove a win for the side to move;
// if that fails because of repetitions, it tries to prove a win for the
// opponent (doc.go explains why). It returns when the value is known or a
// limit or Stop ends it.
func (s *Solver) Solve(p engine.Position, lim Limits, hooks Hooks) Result {
	s.lim, s.hooks = lim, hooks
	s.start = time.Now()
	s.lastReport, s.lastSave = s.start, s.start
	s.nodes.Store(0)
	s.root = p
	res := Result{Plies: -1}
	s.rules.Generate(&p, &s.rootCh)
	if s.rootCh.N == 0 {
		r, why := s.rules.Outcome(&p)
		res.Value, res.Reason, res.Plies, res.Exact = Loss, why, 0, true
		if r == engine.Winner(p.Side) {
			res.Value = Win
		}
		return res
	}
	for phase := 0; phase < 2; phase++ {
		s.attacker = p.Side
		if phase == 1 {
			s.attacker = p.Side.Other()
		}
		v, reason := s.run(p)
		if reason != reasonDone {
			res.Reason = reasonText(reason)
			break
		}
		switch {
		case v.pn == 0 && !v.cyc:
			res.Value = Win
		case v.dn == 0 && !v.cyc:
			res.Value = Loss
		case phase == 1:
			res.Value = NoForcedWin
		}
		if res.Value != Unknown {
			res.Reason = "proved"
			if res.Value == NoForcedWin {
				res.Reason = "neither side found a win that avoids repeating a position"
			} else {
				res.Move, res.Plies = v.move, int(v.dist)
				res.PV = s.principalLine(p)
			}
			break
		}
	}
	res.Nodes = s.nodes.Swap(0)
	res.Time = time.Since(s.start)
	s.base += res.Nodes
	return res
}

func reasonText(r int32) string {
	switch r {
	case reasonUser:
		return "stopped"
	case reasonNodes:
		return "node limit"
	case reasonTime:
		return "time limit"
	}
	return "done"
}

// run searches from p with the current attacker until the root is decided
// or the search stops, pausing for checkpoints. It returns the root's value
// and why it ended.
func (s *Solver) run(p engine.Position) (val, int32) {
	for {
		s.rearm()
		s.decided = false
		var wg sync.WaitGroup
		if len(s.workers) != s.opt.Threads {
			s.workers = make([]*worker, s.opt.Threads)
			for i := range s.workers {
				s.workers[i] = newWorker(s, i)
			}
		}
		for _, w := range s.workers {
			w.defender = s.attacker.Other()
			w.path.keys = w.path.keys[:0]
			clear(w.path.count[:])
			wg.Add(1)
			go func(w *worker) {
				defer wg.Done()
				root := p
				for !s.stop.Load() {
					v := w.mid(&root, 0, inf, inf)
					if v.decided() {
						s.mu.Lock()
						if !s.decided {
							s.decided, s.rootVal = true, v
						}
						s.mu.Unlock()
						s.halt(reasonDone)
					}
				}
			}(w)
		}
		wg.Wait()
		for _, w := range s.workers {
			s.nodes.Add(w.nodes)
			w.nodes = 0
		}
		reason := s.reason.Load()
		if reason == reasonGrow {
			s.tt.grow()
			continue
		}
		if reason == reasonCheckpoint && s.hooks.Checkpoint != nil {
			if err := s.hooks.Checkpoint(); err != nil {
				return val{}, reasonUser
			}
			s.lastSave = time.Now()
			continue
		}
		if reason == reasonDone {
			return s.rootVal, reason
		}
		return val{}, reason
	}
}

// poll runs on thread 0 every few nodes: limits, progress and checkpoints.
func (s *Solver) poll(now time.Time) {
	el := now.Sub(s.start)
	switch {
	case s.lim.Nodes > 0 && s.nodes.Load() >= s.lim.Nodes:
		s.halt(reasonNodes)
	case s.lim.Time > 0 && el >= s.lim.Time:
		s.halt(reasonTime)
	case s.lim.CheckpointEvery > 0 && s.hooks.Checkpoint != nil && now.Sub(s.lastSave) >= s.lim.CheckpointEvery:
		s.halt(reasonCheckpoint)
	case s.tt.wantGrow.Load():
		s.halt(reasonGrow)
	}
	if s.lim.ProgressEvery > 0 && s.hooks.Progress != nil && now.Sub(s.lastReport) >= s.lim.ProgressEvery {
		s.lastReport = now
		s.hooks.Progress(s.progress(now))
	}
}

// progress builds a report. The root's numbers come from its children's
// table entries, so they are current even deep inside the search.
func (s *Solver) progress(now time.Time) Progress {
	el := now.Sub(s.start)
	n := s.nodes.Load()
	pr := Progress{
		Nodes: s.base + n, Time: el, Attacker: s.attacker,
		TableUsed: s.tt.permille(), Entries: s.tt.used.Load(),
	}
	if sec := el.Seconds(); sec > 0 {
		pr.NPS = uint64(float64(n) / sec)
	}
	pr.RootPN, pr.RootDN = inf, 0
	var sum uint64
	for i := 0; i < s.rootCh.N; i++ {
		q := &s.rootCh.List[i].Pos
		c, ok := s.tt.lookup(q.Key)
		v := val{pn: c.pn, dn: c.dn}
		if !ok {
			if qv, known := quickOutcome(&s.rules, q); known {
				v = qv
			} else {
				v = initial(s.opt.Init, q)
			}
		}
		pr.RootPN = min(pr.RootPN, v.dn)
		sum += uint64(v.pn)
	}
	if pr.RootPN == 0 {
		pr.RootDN = inf
	} else if sum > 0 {
		pr.RootDN = sat(sum)
	}
	for _, w := range s.workers {
		if b := w.bigWork.Load(); b > pr.BiggestSolved {
			pr.BiggestSolved, pr.BiggestPly = b, int(w.bigPly.Load())
		}
	}
	return pr
}

// widen returns the child threshold for a second-best disproof number x:
// x+1 in plain df-pn, x*(1+epsilon)+1 with the widening.
func (s *Solver) widen(x uint32) uint32 {
	if x >= inf-1 {
		return inf
	}
	return sat(uint64(x) + uint64(float64(x)*s.opt.Epsilon) + 1)
}

// principalLine follows the table's decided entries from p: the winner's
// chosen moves and the loser's longest defences, to the end of the game.
func (s *Solver) principalLine(p engine.Position) []engine.Move {
	var pv []engine.Move
	seen := map[uint64]bool{}
	var ch engine.Children
	for len(pv) < 2000 && !seen[p.Key] {
		seen[p.Key] = true
		e, ok := s.tt.lookup(p.Key)
		if !ok || !e.decided() || e.move == engine.NoMove {
			break
		}
		s.rules.Generate(&p, &ch)
		next := -1
		for i := 0; i < ch.N; i++ {
			if ch.List[i].Move == e.move {
				next = i
			}
		}
		if next < 0 {
			break
		}
		pv = append(pv, e.move)
		p = ch.List[next].Pos
	}
	return pv
}

// busyTable counts, per key slot, the threads whose path holds a position,
// so that other threads avoid it (a simple form of the virtual proof
// numbers of parallel df-pn, Kaneko 2010).
type busyTable struct {
	count [1 << 16]atomic.Int32
}

func (b *busyTable) enter(key uint64) { b.count[key&(1<<16-1)].Add(1) }
func (b *busyTable) leave(key uint64) { b.count[key&(1<<16-1)].Add(-1) }

// penalise raises the disproof number dn of a child some thread is in.
func (b *busyTable) penalise(key uint64, dn uint32) uint32 {
	if b.count[key&(1<<16-1)].Load() == 0 {
		return dn
	}
	return sat(uint64(dn)*2 + 2)
}
