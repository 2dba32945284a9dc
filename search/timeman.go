package search

import (
	"time"

	"github.com/baoengine/bao/engine"
)

// TimePlan is the time plan of one move, made by Plan from the limits of
// go, the side to move and the move overhead: the one place that decides
// how long a move may take. The searcher times its search by it, and the
// protocol bounds the proof search of go mate by it.
//
// Soft bounds the iterations: no new iteration starts once half of it is
// spent (see stopDeepening), since the next one would likely not finish
// in time. Hard ends the iteration in progress: the alarm raises the stop
// flag then, and every thread also compares the clock with it every 128
// nodes. Both count from Arm (or PonderHit).
type TimePlan struct {
	Soft, Hard time.Duration
	// Timed is false when neither clocks nor movetime were given (or the
	// search is infinite): such a search never reads the clock for a
	// decision and never arms the alarm.
	Timed bool
	// Clocked is true when the plan comes from clocks rather than a fixed
	// movetime: only then does the soft bound follow how settled the root
	// is (rootstability.go), and does a root with a single move answer after
	// a shallow search.
	Clocked bool
	// MoveNow is true when the side to move's clock was given at or below
	// zero (its flag has fallen, or the GUI's clock ran past it): the
	// search is cut to one ply and go mate's proof search does not run,
	// where a zero clock could read as "no clock" and search until stop.
	// An infinite search keeps running until stop, as protocol.md 1 says,
	// and a ponder search until ponderhit, and then moves at once.
	MoveNow bool
	// EndsByItself reports whether the search (ponder aside) stops
	// without a stop command: it has a depth, node, time or mate limit,
	// or a clock or an increment for the side to move. go infinite and a
	// go with no limit at all run until stop.
	EndsByItself bool
	// Proof is the time the proof search of go mate may take, counted
	// from Arm, or 0 when none runs (no mate limit, or MoveNow): the
	// movetime (less the overhead, as the search gets it), else
	// MateProofTime, cut to the hard bound, so that the proof never runs a
	// move past its clock. The search that follows a proof left unsettled
	// shares the same allotment: it then stops after its first iteration.
	Proof time.Duration
}

// MateProofTime bounds the proof search of go mate when no clock or
// movetime bounds it: positions whose proof needs more are left to the
// searcher.
const MateProofTime = 5 * time.Second

// Plan makes the time plan of a search with lim for side, with overhead
// (Options.MoveOverhead) kept back from the movetime or the clock (never
// less than 0).
func Plan(lim *Limits, side engine.Side, overhead time.Duration) TimePlan {
	var p TimePlan
	if !lim.Infinite {
		p = budget(lim, side, max(overhead, 0))
		p.MoveNow = lim.TimeGiven[side] && lim.Time[side] <= 0
	}
	depth, mate := lim.Depth, lim.Mate
	if p.MoveNow {
		depth, mate = 1, 0
	}
	p.EndsByItself = !lim.Infinite && (depth > 0 || lim.Nodes > 0 || lim.MoveTime > 0 || mate > 0 ||
		lim.Time[side] > 0 || lim.Inc[side] > 0)
	if mate > 0 {
		switch {
		case !p.Timed:
			p.Proof = MateProofTime
		case lim.MoveTime > 0:
			p.Proof = p.Hard
		default:
			p.Proof = min(MateProofTime, p.Hard)
		}
	}
	return p
}

// defaultMovesToGo is the number of moves a sudden-death clock is spread
// over.
const defaultMovesToGo = 30

// The hard bound's limits. A move may take at most hardPerSoft times its
// planned (unscaled) soft bound, and at most hardSharePercent of the time
// left with the overhead kept back (lastMoveSharePercent on the last move
// before the time control, after which the control's time refills the
// clock). The increment reaches the clock only after the move: it counts
// in the soft bound, what the average move may spend, but the share of
// the time left caps the hard bound whatever the increment, so with
// little time left a move never plans beyond the clock. However far the
// root's stability scales the soft bound (never beyond the hard one), a
// move leaves at least a fifth of the time it found above the overhead,
// and the increments then rebuild the clock.
const (
	hardPerSoft          = 5
	hardSharePercent     = 80
	lastMoveSharePercent = 90
)

// singleReplyDepth is the iteration after which a clocked search with a
// single root move answers: the move is forced, and the shallow search
// gives it a score and a line to report (a few hundred nodes).
const singleReplyDepth = 6

// budget computes Plan's soft and hard bounds of the side to move from
// the limits (movetime wins over clocks). The overhead
// (Options.MoveOverhead) is kept back from the movetime or from the time
// left on the clock, and at least one millisecond is always allowed.
//
// The default overhead, 50 ms, is what a shared machine needs: a GUI or
// runner times a move from its write of go to its read of bestmove, and
// on the 2-core development machine with other jobs running (load 22)
// bestmove of a 100 ms search arrived a median 5-10 ms and a 90th
// percentile 25-55 ms after the engine's deadline, the scheduler's delay
// alone. With a clock the overhead costs a move little (it comes off the
// time left, which is spread over many moves); with a fixed movetime it
// comes off the move.
func budget(lim *Limits, side engine.Side, overhead time.Duration) TimePlan {
	if lim.MoveTime > 0 {
		t := max(lim.MoveTime-overhead, time.Millisecond)
		return TimePlan{Soft: t, Hard: t, Timed: true}
	}
	left, inc := lim.Time[side], lim.Inc[side]
	if left <= 0 && inc <= 0 {
		return TimePlan{}
	}
	avail := max(left-overhead, time.Millisecond)
	mtg := lim.MovesToGo
	if mtg <= 0 {
		mtg = defaultMovesToGo
	}
	soft := avail/time.Duration(mtg) + inc*3/4
	hard := min(soft*hardPerSoft, avail*hardSharePercent/100)
	if mtg == 1 {
		hard = avail * lastMoveSharePercent / 100
	}
	hard = max(hard, time.Millisecond)
	soft = min(soft, hard)
	return TimePlan{Soft: soft, Hard: hard, Timed: true, Clocked: true}
}

// scaledSoft returns the soft bound scaled by percent (the root's
// stability, rootstability.go), never beyond the hard bound.
func (p *TimePlan) scaledSoft(percent int) time.Duration {
	return min(p.Soft*time.Duration(percent)/100, p.Hard)
}

// stopDeepening reports whether the main thread, having completed the
// iteration of depth with the root's stability scale softPercent, should
// start no new iteration. Only a clocked search decides so: a fixed
// movetime runs until its hard bound, and an untimed search until its
// limits. A single root move answers after singleReplyDepth, even while
// pondering (Search then holds the answer until ponderhit or stop, and
// answers at once on either). Otherwise no new iteration starts once
// half the scaled soft bound is spent: the next one would likely not
// finish in time.
func (s *Searcher) stopDeepening(depth, softPercent int) bool {
	if !s.plan.Clocked {
		return false
	}
	if s.single && depth >= singleReplyDepth {
		return true
	}
	if s.pondering.Load() {
		return false
	}
	return s.elapsed() >= s.plan.scaledSoft(softPercent)/2
}

// clock is a Searcher's time source and alarm. New installs the real
// ones; the tests of this package install a frozen or racing clock and an
// alarm they fire by hand, to show that decisions follow the alarm and
// that untimed searches never consult either.
type clock struct {
	// now returns the time since an arbitrary fixed origin.
	now func() time.Duration
	// after runs f on its own goroutine once d has passed, unless the
	// returned cancel runs first.
	after func(d time.Duration, f func()) (cancel func() bool)
}

// realClock returns the wall clock (monotonic) and time.AfterFunc.
func realClock() clock {
	epoch := time.Now()
	return clock{
		now: func() time.Duration { return time.Since(epoch) },
		after: func(d time.Duration, f func()) func() bool {
			return time.AfterFunc(d, f).Stop
		},
	}
}

// startTiming records the plan of a search with rootMoves moves to choose
// from that is about to run, and arms the alarm unless it ponders
// (PonderHit arms it then).
func (s *Searcher) startTiming(plan TimePlan, rootMoves int) {
	s.alarmMu.Lock()
	defer s.alarmMu.Unlock()
	s.plan = plan
	s.single = plan.Clocked && rootMoves == 1
	s.timing = true
	s.armAlarmLocked()
}

// armAlarmLocked arms the alarm at the hard limit of a timed search that
// is running and not pondering, once per search. The caller holds
// alarmMu.
func (s *Searcher) armAlarmLocked() {
	if !s.timing || !s.plan.Timed || s.pondering.Load() || s.cancelAlarm != nil {
		return
	}
	gen := s.gen
	s.cancelAlarm = s.clk.after(max(s.plan.Hard-s.elapsed(), 0), func() { s.ring(gen) })
}

// ring is the alarm: it raises the stop flag of search number gen, if
// that search still runs. The search threads see the flag at their next
// node, whatever the clock checks between them would say: a thread that
// the operating system held back past the deadline stops as soon as it
// runs again.
func (s *Searcher) ring(gen uint64) {
	s.alarmMu.Lock()
	defer s.alarmMu.Unlock()
	if gen != s.gen || !s.timing {
		return
	}
	s.stop.Store(true)
	s.signal()
}

// stopTiming disarms the alarm at the end of a search, so that it cannot
// stop a later one.
func (s *Searcher) stopTiming() {
	s.alarmMu.Lock()
	defer s.alarmMu.Unlock()
	s.gen++
	s.timing = false
	if s.cancelAlarm != nil {
		s.cancelAlarm()
		s.cancelAlarm = nil
	}
}
