package search

import (
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
)

// fakeClock is a clock under the test's control: now returns t and then
// adds step (0: a frozen clock; an hour: a clock racing ahead), and
// after records the alarm instead of starting a timer, so the test rings
// it when it likes. onNow, when set, runs inside every now call.
type fakeClock struct {
	mu     sync.Mutex
	t      time.Duration
	step   time.Duration
	reads  int
	alarms []*fakeAlarm
	onNow  func()
}

// fakeAlarm is one armed alarm.
type fakeAlarm struct {
	d         time.Duration
	f         func()
	cancelled bool
}

func (c *fakeClock) clock() clock {
	return clock{
		now: func() time.Duration {
			c.mu.Lock()
			v := c.t
			c.t += c.step
			c.reads++
			hook := c.onNow
			c.mu.Unlock()
			if hook != nil {
				hook()
			}
			return v
		},
		after: func(d time.Duration, f func()) func() bool {
			c.mu.Lock()
			defer c.mu.Unlock()
			a := &fakeAlarm{d: d, f: f}
			c.alarms = append(c.alarms, a)
			return func() bool {
				c.mu.Lock()
				defer c.mu.Unlock()
				was := !a.cancelled
				a.cancelled = true
				return was
			}
		},
	}
}

// armed returns the alarms armed so far.
func (c *fakeClock) armed() []*fakeAlarm {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]*fakeAlarm(nil), c.alarms...)
}

// advance moves the clock forward by d.
func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.t += d
	c.mu.Unlock()
}

// testPosition returns the Kiswahili start, a position that no shallow
// search proves.
func testPosition() (engine.Rules, engine.Position) {
	return engine.DefaultRules(engine.Kiswahili), engine.StartPosition(engine.Kiswahili)
}

// searcherWith returns a one-thread Searcher without move overhead that
// runs on the fake clock c.
func searcherWith(c *fakeClock) *Searcher {
	o := DefaultOptions()
	o.MoveOverhead = 0
	s := New(o)
	s.clk = c.clock()
	return s
}

// TestAlarmEndsTimedSearch: a movetime search arms one alarm at its hard
// limit, and ringing it ends the search even though the clock never moves
// (so the checks every 128 nodes never see the time pass); no node is
// searched after the iteration that saw it. Before the alarm existed, a
// search whose clock checks were held back ran on past its time.
func TestAlarmEndsTimedSearch(t *testing.T) {
	c := &fakeClock{}
	s := searcherWith(c)
	r, p := testPosition()
	var atRing uint64
	res := s.Search(&r, p, nil, Limits{MoveTime: 100 * time.Millisecond}, func(in Info) {
		if in.Bound != Exact {
			return
		}
		switch {
		case in.Depth == 3:
			a := c.armed()
			if len(a) != 1 || a[0].d != 100*time.Millisecond {
				t.Errorf("at depth 3: alarms %+v, want one at 100ms", a)
			}
			atRing = in.Nodes
			for _, x := range a {
				x.f()
			}
		case in.Depth > 3:
			t.Errorf("depth %d searched after the alarm", in.Depth)
			s.Stop()
		}
	})
	if res.Depth != 3 || res.Nodes != atRing {
		t.Fatalf("search after the alarm at depth 3 (%d nodes): depth %d, %d nodes", atRing, res.Depth, res.Nodes)
	}
	if a := c.armed(); len(a) != 1 || !a[0].cancelled {
		t.Fatalf("alarm not disarmed at the end of the search: %+v", a)
	}
}

// TestAlarmStopsWithinANode: an alarm that rings in the middle of an
// iteration ends the search at the next node.
func TestAlarmStopsWithinANode(t *testing.T) {
	c := &fakeClock{}
	s := searcherWith(c)
	r, p := testPosition()
	s.Prepare()
	var rungAt uint64
	c.onNow = func() {
		n := s.threads[0].nodes
		if rungAt == 0 && n >= 50000 {
			rungAt = n
			for _, a := range c.armed() {
				a.f()
			}
		}
	}
	res := s.Search(&r, p, nil, Limits{MoveTime: time.Second}, func(in Info) {
		if rungAt == 0 && in.Depth >= 40 {
			s.Stop() // the alarm never rang: do not run for ever
		}
	})
	if rungAt == 0 {
		t.Fatal("the clock hook never rang the alarm")
	}
	if res.Nodes != rungAt+1 {
		t.Fatalf("alarm rang at %d nodes; the search ended at %d, want %d", rungAt, res.Nodes, rungAt+1)
	}
	if _, err := r.Play(&p, res.Best); err != nil {
		t.Fatalf("best move %v: %v", res.Best, err)
	}
}

// TestArmStartsTheClock: the time between Arm (when the go command
// arrives) and Search counts against the move's time.
func TestArmStartsTheClock(t *testing.T) {
	c := &fakeClock{}
	s := searcherWith(c)
	r, p := testPosition()
	lim := Limits{MoveTime: 100 * time.Millisecond}
	s.Arm(lim)
	c.advance(60 * time.Millisecond)
	s.Search(&r, p, nil, lim, func(in Info) {
		if in.Depth >= 2 {
			s.Stop()
		}
	})
	if a := c.armed(); len(a) != 1 || a[0].d != 40*time.Millisecond {
		t.Fatalf("alarms %+v: want one after the 40ms left of 100ms", a)
	}
}

// TestUntimedSearchIgnoresClock: depth- and node-limited searches give the
// same result with a frozen clock and with one that races an hour ahead
// at every reading, and never arm the alarm.
func TestUntimedSearchIgnoresClock(t *testing.T) {
	for _, lim := range []Limits{{Depth: 9}, {Nodes: 30000}, {Depth: 7, Nodes: 1 << 40}} {
		var res [2]Result
		for k, step := range []time.Duration{0, time.Hour} {
			c := &fakeClock{step: step}
			s := searcherWith(c)
			r, p := testPosition()
			res[k] = s.Search(&r, p, nil, lim, nil)
			if a := c.armed(); len(a) != 0 {
				t.Errorf("%+v: %d alarms armed by an untimed search", lim, len(a))
			}
		}
		a, b := res[0], res[1]
		if a.Best != b.Best || a.Score != b.Score || a.Depth != b.Depth || a.Nodes != b.Nodes {
			t.Errorf("%+v: frozen clock %+v, racing clock %+v", lim, a, b)
		}
	}
}

// TestPonderArmsAlarmAtPonderHit: a ponder search arms no alarm until
// ponderhit, then one for the whole movetime from the hit.
func TestPonderArmsAlarmAtPonderHit(t *testing.T) {
	c := &fakeClock{}
	s := searcherWith(c)
	r, p := testPosition()
	lim := Limits{Ponder: true, MoveTime: 100 * time.Millisecond}
	s.Arm(lim)
	deep := make(chan struct{})
	var once sync.Once
	done := make(chan Result)
	go func() {
		done <- s.Search(&r, p, nil, lim, func(in Info) {
			if in.Depth >= 3 {
				once.Do(func() { close(deep) })
			}
		})
	}()
	<-deep
	if a := c.armed(); len(a) != 0 {
		t.Fatalf("alarm armed while pondering: %+v", a)
	}
	c.advance(time.Hour) // pondering time does not count
	s.PonderHit()
	a := c.armed()
	if len(a) != 1 || a[0].d != 100*time.Millisecond {
		t.Fatalf("after ponderhit: alarms %+v, want one at 100ms", a)
	}
	a[0].f()
	select {
	case res := <-done:
		if res.Best == engine.NoMove {
			t.Fatal("no move")
		}
	case <-time.After(time.Minute):
		t.Fatal("the alarm after ponderhit did not end the search")
	}
}

// TestOldAlarmCannotStopNextSearch: an alarm of a finished search that
// rings late does not stop the next one.
func TestOldAlarmCannotStopNextSearch(t *testing.T) {
	c := &fakeClock{}
	s := searcherWith(c)
	r, p := testPosition()
	s.Search(&r, p, nil, Limits{MoveTime: 100 * time.Millisecond}, func(in Info) {
		if in.Depth >= 2 {
			s.Stop()
		}
	})
	old := c.armed()
	if len(old) != 1 {
		t.Fatalf("%d alarms, want 1", len(old))
	}
	res := s.Search(&r, p, nil, Limits{Depth: 6}, func(in Info) {
		if in.Depth == 1 {
			old[0].f()
		}
	})
	if res.Depth != 6 {
		t.Fatalf("the old alarm stopped the next search at depth %d", res.Depth)
	}
}

// TestHelperReadsTheClock: a helper thread that finds the time up stops
// a timed search while the main thread is held (on a busy machine by the
// operating system, here by its progress callback) and the alarm does
// not ring.
func TestHelperReadsTheClock(t *testing.T) {
	c := &fakeClock{}
	o := DefaultOptions()
	o.MoveOverhead = 0
	o.Threads = 2
	s := New(o)
	s.clk = c.clock()
	r, p := testPosition()
	stopped := false
	res := s.Search(&r, p, nil, Limits{MoveTime: 100 * time.Millisecond}, func(in Info) {
		if in.Depth != 3 || in.Bound != Exact {
			return
		}
		c.advance(time.Hour)
		for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			if s.stop.Load() {
				stopped = true
				return
			}
		}
	})
	s.Wait()
	if !stopped {
		t.Fatal("no helper stopped the search when the time was up")
	}
	if res.Depth < 3 {
		t.Fatalf("depth %d, want at least 3", res.Depth)
	}
	if _, err := r.Play(&p, res.Best); err != nil {
		t.Fatalf("best move %v: %v", res.Best, err)
	}
}
