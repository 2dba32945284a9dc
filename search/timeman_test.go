package search

import (
	"fmt"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
)

// singleReplyBFEN is a Kiswahili position whose side to move has one
// legal move (A7R), and whose value no shallow search proves.
const singleReplyBFEN = "3,5,4,3,1,2,4,2/2,0,1,3,0,6,1,0/0,0,0,0,0,0,4,0/1,1,0,0,0,1,2,0 9,9 S - - 26"

// guardNodes ends a search on a frozen clock that its time manager
// failed to end: far more nodes than the decision under test needs.
const guardNodes = 500_000

// clockLimits gives both sides left on a sudden-death clock and an
// increment of inc.
func clockLimits(left, inc time.Duration) Limits {
	return Limits{Time: [2]time.Duration{left, left}, Inc: [2]time.Duration{inc, inc}}
}

// TestStopDeepeningFollowsStability: at the same point of a clocked
// search, past half the planned soft bound, a root whose best move just
// changed starts another iteration and a settled one does not; before
// half the soft bound a settled root already stops.
func TestStopDeepeningFollowsStability(t *testing.T) {
	a, b := twoMoves(t)
	var settled, changing rootStability
	for i := 0; i < settledIterations; i++ {
		settled.update(a, 0)
		changing.update(a, 0)
	}
	changing.update(b, 0)
	settled.update(a, 0)

	c := &fakeClock{}
	s := searcherWith(c)
	lim := clockLimits(30*time.Second, 0)
	s.plan = Plan(&lim, engine.South, 0)
	soft := s.plan.Soft
	if soft != time.Second {
		t.Fatalf("30 s sudden death: soft %v, want 1s", soft)
	}
	s.startNs.Store(int64(c.t))
	for _, tc := range []struct {
		elapsed  time.Duration
		st       *rootStability
		wantStop bool
	}{
		{soft * 6 / 10, &changing, false}, // the unscaled bound would stop
		{soft * 6 / 10, &settled, true},
		{soft * 3 / 10, &settled, true}, // the unscaled bound would go on
		{soft * 3 / 10, &changing, false},
		{soft * 8 / 10, &changing, true}, // the extension ends too
	} {
		c.t = tc.elapsed
		if got := s.stopDeepening(10, tc.st.softPercent()); got != tc.wantStop {
			t.Errorf("elapsed %v of soft %v at %d%%: stop %v, want %v", tc.elapsed, soft, tc.st.softPercent(), got, tc.wantStop)
		}
	}
}

// settlingPosition returns a Kiswahili position two moves from the start
// (the first move generated, twice) whose best move settles by depth
// 17. From the start itself the two central moves A6L and A6R trade
// places at every iteration with the single-reply extension, so the root
// never settles.
func settlingPosition(t *testing.T) (engine.Rules, engine.Position) {
	t.Helper()
	r, p := testPosition()
	var ch engine.Children
	for range 2 {
		r.Generate(&p, &ch)
		if ch.N == 0 {
			t.Fatalf("%v: no move", &p)
		}
		p = ch.List[0].Pos
	}
	return r, p
}

// TestSettledSearchEndsEarly: a clocked search on a clock frozen at 30%
// of its soft bound, which the unscaled rule (half the soft bound) would
// let run for ever, ends once its best move has stood for
// settledIterations iterations.
func TestSettledSearchEndsEarly(t *testing.T) {
	c := &fakeClock{}
	s := searcherWith(c)
	r, p := settlingPosition(t)
	lim := clockLimits(30*time.Second, 0)
	s.Arm(lim)
	c.advance(300 * time.Millisecond) // soft is 1 s
	var best []engine.Move
	res := s.Search(&r, p, nil, lim, func(in Info) {
		if in.Bound != Exact {
			return
		}
		best = append(best, in.PV[0])
		if in.Nodes >= guardNodes {
			s.Stop()
		}
	})
	if res.Nodes >= guardNodes {
		t.Fatalf("the search ran to depth %d, %d nodes: stability never ended it", res.Depth, res.Nodes)
	}
	if len(best) < settledIterations {
		t.Fatalf("ended after %d iterations, fewer than settledIterations", len(best))
	}
	for _, m := range best[len(best)-settledIterations:] {
		if m != res.Best {
			t.Fatalf("ended at depth %d with best moves %v: not settled on %v", res.Depth, best, res.Best)
		}
	}
}

// TestSingleReplyAnswersAtOnce: with one legal move, a clocked search
// on a frozen clock (which would never end it) answers after
// singleReplyDepth, whatever the clock, without its alarm; a ponder
// search answers at ponderhit. A movetime search with the same single
// move is unchanged: it searches on until its alarm.
func TestSingleReplyAnswersAtOnce(t *testing.T) {
	r := engine.DefaultRules(engine.Kiswahili)
	p, err := engine.ParsePosition(singleReplyBFEN, engine.Kiswahili)
	if err != nil {
		t.Fatal(err)
	}
	var ch engine.Children
	if r.Generate(&p, &ch); ch.N != 1 {
		t.Fatalf("%d legal moves, want 1", ch.N)
	}
	only := ch.List[0].Move
	for _, lim := range []Limits{clockLimits(60*time.Second, 600*time.Millisecond), clockLimits(time.Second, 0), {Time: [2]time.Duration{engine.South: time.Hour}, MovesToGo: 1}} {
		c := &fakeClock{}
		s := searcherWith(c)
		res := s.Search(&r, p, nil, lim, func(in Info) {
			if in.Nodes >= guardNodes {
				s.Stop()
			}
		})
		if res.Best != only || res.Depth != singleReplyDepth || len(res.PV) == 0 {
			t.Errorf("%+v: best %v at depth %d (line %v), want %v at depth %d", lim, res.Best, res.Depth, res.PV, only, singleReplyDepth)
		}
		if a := c.armed(); len(a) != 1 || !a[0].cancelled {
			t.Errorf("%+v: alarms %+v, want one, disarmed at the end", lim, a)
		}
	}

	// Pondering: the answer waits for ponderhit, then comes at once.
	c := &fakeClock{}
	s := searcherWith(c)
	lim := clockLimits(60*time.Second, 0)
	lim.Ponder = true
	s.Arm(lim)
	done := make(chan Result)
	go func() {
		done <- s.Search(&r, p, nil, lim, func(in Info) {
			if in.Nodes >= guardNodes {
				s.Stop()
			}
		})
	}()
	select {
	case res := <-done:
		t.Fatalf("ponder search answered %v before ponderhit", res.Best)
	case <-time.After(50 * time.Millisecond):
	}
	s.PonderHit()
	select {
	case res := <-done:
		if res.Best != only || res.Depth != singleReplyDepth {
			t.Fatalf("after ponderhit: %v at depth %d, want %v at depth %d", res.Best, res.Depth, only, singleReplyDepth)
		}
	case <-time.After(time.Minute):
		t.Fatal("the ponder search did not answer at ponderhit")
	}

	// A movetime search is not cut short.
	c = &fakeClock{}
	s = searcherWith(c)
	res := s.Search(&r, p, nil, Limits{MoveTime: time.Second}, func(in Info) {
		if in.Bound == Exact && in.Depth == singleReplyDepth+2 {
			for _, a := range c.armed() {
				a.f()
			}
		}
	})
	if res.Depth != singleReplyDepth+2 {
		t.Fatalf("movetime with one legal move: ended at depth %d, want %d (the alarm's)", res.Depth, singleReplyDepth+2)
	}
}

// TestMoveTimeIgnoresStability: a movetime search on a clock frozen just
// short of its time runs on through settled iterations until its alarm
// rings: stability only scales clocked searches.
func TestMoveTimeIgnoresStability(t *testing.T) {
	c := &fakeClock{}
	s := searcherWith(c)
	r, p := testPosition()
	lim := Limits{MoveTime: time.Second}
	s.Arm(lim)
	c.advance(999 * time.Millisecond)
	const ringAt = 12
	res := s.Search(&r, p, nil, lim, func(in Info) {
		if in.Bound == Exact && in.Depth == ringAt {
			for _, a := range c.armed() {
				a.f()
			}
		}
	})
	if res.Depth != ringAt {
		t.Fatalf("movetime search ended at depth %d, want %d (the alarm's)", res.Depth, ringAt)
	}
	if a := c.armed(); len(a) != 1 || a[0].d != time.Millisecond {
		t.Fatalf("alarms %+v, want one after the 1 ms left", a)
	}
}

// TestHardBoundRespectsTimeLeft: for clocks from a few milliseconds to
// minutes, with and without increments and moves to go, the hard bound
// (where the alarm rings) never plans beyond the time left with the
// overhead kept back, and the soft bound never beyond the hard one,
// however far stability scales it.
func TestHardBoundRespectsTimeLeft(t *testing.T) {
	ms := time.Millisecond
	maxPercent := (100 + 2*changePercent) * (100 + fallPercent) / 100
	for _, overhead := range []time.Duration{0, 50 * ms, 200 * ms} {
		for _, left := range []time.Duration{1 * ms, 30 * ms, 60 * ms, 120 * ms, 400 * ms, 2 * time.Second, 10 * time.Second, 60 * time.Second, 30 * time.Minute} {
			for _, inc := range []time.Duration{0, 100 * ms, 600 * ms, 5 * time.Second} {
				for _, mtg := range []int{0, 1, 2, 40} {
					lim := clockLimits(left, inc)
					lim.MovesToGo = mtg
					b := Plan(&lim, engine.South, overhead)
					name := func() string {
						return fmt.Sprintf("%v+%v movestogo %d overhead %v", left, inc, mtg, overhead)
					}
					if !b.Timed || !b.Clocked {
						t.Fatalf("%s: plan %+v not clocked", name(), b)
					}
					share := hardSharePercent
					if mtg == 1 {
						share = lastMoveSharePercent
					}
					avail := max(left-overhead, ms)
					if b.Hard > max(avail*time.Duration(share)/100, ms) {
						t.Errorf("%s: hard %v beyond %d%% of the %v left above the overhead", name(), b.Hard, share, avail)
					}
					if b.Soft > b.Hard || b.scaledSoft(maxPercent) > b.Hard {
						t.Errorf("%s: soft %v (scaled %v) beyond hard %v", name(), b.Soft, b.scaledSoft(maxPercent), b.Hard)
					}
					if b.Hard <= 0 || b.Soft <= 0 {
						t.Errorf("%s: plan %+v leaves no time", name(), b)
					}
				}
			}
		}
	}
	// Little time left and an increment: the increment does not pay for
	// this move.
	lim := clockLimits(120*ms, 100*ms)
	if b := Plan(&lim, engine.South, 50*ms); b.Hard != 56*ms || b.Soft != 56*ms {
		t.Fatalf("120 ms + 100 ms, overhead 50 ms: plan %+v, want soft and hard 56ms", b)
	}
	// A clocked search arms its alarm at the hard bound.
	c := &fakeClock{}
	s := searcherWith(c)
	r, p := testPosition()
	s.Search(&r, p, nil, lim, func(in Info) {
		if in.Depth >= 2 {
			s.Stop()
		}
	})
	if a := c.armed(); len(a) != 1 || a[0].d != 96*ms {
		t.Fatalf("120 ms + 100 ms without overhead: alarms %+v, want one at 96ms", a)
	}
}

// TestPlan: the time plan of a move from its limits, the side to move and
// the overhead: the bounds, whether a fallen flag means "move now",
// whether the search ends by itself, and the proof time of go mate.
func TestPlan(t *testing.T) {
	ms := time.Millisecond
	south := func(left, inc time.Duration) Limits {
		return Limits{Time: [2]time.Duration{left, 0}, Inc: [2]time.Duration{inc, 0}, TimeGiven: [2]bool{true, false}}
	}
	with := func(l Limits, f func(l *Limits)) Limits { f(&l); return l }
	for _, c := range []struct {
		name     string
		lim      Limits
		side     engine.Side
		overhead time.Duration
		want     TimePlan
	}{
		{"no limit", Limits{}, engine.South, 50 * ms, TimePlan{}},
		{"depth", Limits{Depth: 5}, engine.South, 50 * ms, TimePlan{EndsByItself: true}},
		{"nodes", Limits{Nodes: 100}, engine.South, 50 * ms, TimePlan{EndsByItself: true}},
		{"movetime", Limits{MoveTime: 100 * ms}, engine.South, 50 * ms,
			TimePlan{Soft: 50 * ms, Hard: 50 * ms, Timed: true, EndsByItself: true}},
		{"movetime below the overhead", Limits{MoveTime: 30 * ms}, engine.South, 50 * ms,
			TimePlan{Soft: ms, Hard: ms, Timed: true, EndsByItself: true}},
		{"movetime, negative overhead", Limits{MoveTime: 30 * ms}, engine.South, -50 * ms,
			TimePlan{Soft: 30 * ms, Hard: 30 * ms, Timed: true, EndsByItself: true}},
		{"movetime mate", Limits{MoveTime: 100 * ms, Mate: 5}, engine.South, 50 * ms,
			TimePlan{Soft: 50 * ms, Hard: 50 * ms, Timed: true, EndsByItself: true, Proof: 50 * ms}},
		{"sudden death", south(30*time.Second, 0), engine.South, 0,
			TimePlan{Soft: time.Second, Hard: 5 * time.Second, Timed: true, Clocked: true, EndsByItself: true}},
		{"sudden death, proof within the clock", with(south(300*ms, 0), func(l *Limits) { l.Mate = 19 }), engine.South, 0,
			TimePlan{Soft: 10 * ms, Hard: 50 * ms, Timed: true, Clocked: true, EndsByItself: true, Proof: 50 * ms}},
		{"a long clock: the proof's own bound", with(south(30*time.Minute, 0), func(l *Limits) { l.Mate = 19 }), engine.South, 0,
			TimePlan{Soft: time.Minute, Hard: 5 * time.Minute, Timed: true, Clocked: true, EndsByItself: true, Proof: MateProofTime}},
		{"last move before the control", with(south(300*ms, 0), func(l *Limits) { l.MovesToGo = 1 }), engine.South, 50 * ms,
			TimePlan{Soft: 225 * ms, Hard: 225 * ms, Timed: true, Clocked: true, EndsByItself: true}},
		{"the other side's clock only", south(time.Second, 0), engine.North, 50 * ms, TimePlan{}},
		{"an increment only", Limits{Inc: [2]time.Duration{0, 100 * ms}}, engine.North, 50 * ms,
			TimePlan{Soft: ms, Hard: ms, Timed: true, Clocked: true, EndsByItself: true}}, // 80% of the 1 ms allowed
		{"mate, untimed", Limits{Mate: 3, Depth: 3}, engine.North, 50 * ms, TimePlan{EndsByItself: true, Proof: MateProofTime}},
		{"fallen flag", south(0, 0), engine.South, 50 * ms, TimePlan{MoveNow: true, EndsByItself: true}},
		{"fallen flag, mate: no proof", with(south(0, 0), func(l *Limits) { l.Mate = 9; l.Depth = 9 }), engine.South, 50 * ms,
			TimePlan{MoveNow: true, EndsByItself: true}},
		{"fallen flag with an increment", south(0, 100*ms), engine.South, 50 * ms,
			TimePlan{Soft: ms, Hard: ms, Timed: true, Clocked: true, MoveNow: true, EndsByItself: true}},
		{"fallen flag, pondering", with(south(0, 0), func(l *Limits) { l.Ponder = true }), engine.South, 50 * ms,
			TimePlan{MoveNow: true, EndsByItself: true}},
		{"the other side's flag", with(south(0, 0), func(l *Limits) { l.Time[engine.North] = time.Second; l.TimeGiven[engine.North] = true }),
			engine.North, 0, TimePlan{Soft: time.Second / 30, Hard: time.Second / 30 * 5, Timed: true, Clocked: true, EndsByItself: true}},
		{"a zero clock not given", Limits{Depth: 2}, engine.South, 50 * ms, TimePlan{EndsByItself: true}},
		{"infinite", with(south(time.Second, 0), func(l *Limits) { l.Infinite = true; l.Depth = 4 }), engine.South, 50 * ms, TimePlan{}},
		{"infinite, fallen flag", with(south(0, 0), func(l *Limits) { l.Infinite = true }), engine.South, 50 * ms, TimePlan{}},
		{"infinite mate", Limits{Infinite: true, Mate: 3}, engine.South, 50 * ms, TimePlan{Proof: MateProofTime}},
	} {
		lim := c.lim
		if got := Plan(&lim, c.side, c.overhead); got != c.want {
			t.Errorf("%s: plan %+v, want %+v", c.name, got, c.want)
		}
	}
}

// TestMoveNowSearchesOnePly: with the side to move's flag fallen, the
// search answers after one ply, whatever depth or mate it was given.
func TestMoveNowSearchesOnePly(t *testing.T) {
	c := &fakeClock{}
	s := searcherWith(c)
	r, p := testPosition()
	lim := Limits{Depth: 8, Mate: 8, TimeGiven: [2]bool{p.Side == engine.South, p.Side == engine.North}}
	if res := s.Search(&r, p, nil, lim, nil); res.Depth != 1 || res.Best == engine.NoMove {
		t.Errorf("fallen flag: depth %d, best %v; want a move after one ply", res.Depth, res.Best)
	}
	lim.TimeGiven = [2]bool{}
	lim.Mate = 0
	if res := s.Search(&r, p, nil, lim, nil); res.Depth != 8 {
		t.Errorf("no clock given: depth %d, want 8", res.Depth)
	}
}
