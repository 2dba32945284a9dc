package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// TimeControl is a cutechess-style clock: Time for every Moves moves (0:
// the whole game), plus Inc after each move. Infinite is tc=inf.
type TimeControl struct {
	Set      bool // given at all
	Infinite bool
	Moves    int
	Time     time.Duration
	Inc      time.Duration
}

// ParseTimeControl reads [moves/]time[+inc] with times in seconds
// (decimals allowed, or m:ss), or "inf": "40/60+0.6", "10+0.1", "1:30",
// "0.5".
func ParseTimeControl(s string) (TimeControl, error) {
	tc := TimeControl{Set: true}
	if s == "inf" || s == "infinite" {
		tc.Infinite = true
		return tc, nil
	}
	rest := s
	if m, r, ok := strings.Cut(rest, "/"); ok {
		n, err := strconv.Atoi(m)
		if err != nil || n < 1 {
			return tc, fmt.Errorf("moves %q before '/': want a whole number of at least 1", m)
		}
		tc.Moves, rest = n, r
	}
	t, inc, hasInc := strings.Cut(rest, "+")
	var err error
	if tc.Time, err = parseSeconds(t); err != nil {
		return tc, fmt.Errorf("time %q: %w", t, err)
	}
	if tc.Time <= 0 {
		return tc, fmt.Errorf("time %q: want more than 0 seconds", t)
	}
	if hasInc {
		if tc.Inc, err = parseSeconds(inc); err != nil {
			return tc, fmt.Errorf("increment %q: %w", inc, err)
		}
	}
	return tc, nil
}

// parseSeconds reads seconds ("0.5", "60") or minutes:seconds ("1:30").
func parseSeconds(s string) (time.Duration, error) {
	mins := 0.0
	if m, sec, ok := strings.Cut(s, ":"); ok {
		n, err := strconv.Atoi(m)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("minutes %q: want a whole number", m)
		}
		mins, s = float64(n), sec
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || math.IsInf(f, 0) || math.IsNaN(f) || mins*60+f > 1e7 {
		return 0, fmt.Errorf("want seconds, e.g. 10 or 0.5 or 1:30")
	}
	return time.Duration((mins*60 + f) * float64(time.Second)).Round(time.Millisecond), nil
}

// String writes the control back in the form it was read (seconds).
func (tc TimeControl) String() string {
	if !tc.Set {
		return ""
	}
	if tc.Infinite {
		return "inf"
	}
	s := secs(tc.Time)
	if tc.Moves > 0 {
		s = strconv.Itoa(tc.Moves) + "/" + s
	}
	if tc.Inc > 0 {
		s += "+" + secs(tc.Inc)
	}
	return s
}

// secs formats d in seconds without trailing zeros.
func secs(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// String describes the limits for the TimeControl tag: "10+0.1",
// "st=0.1", "depth=3", "nodes=1000", joined by spaces.
func (l Limits) String() string {
	var f []string
	if l.TC.Set {
		f = append(f, l.TC.String())
	}
	if l.MoveTime > 0 {
		f = append(f, "st="+secs(l.MoveTime))
	}
	if l.Depth > 0 {
		f = append(f, "depth="+strconv.Itoa(l.Depth))
	}
	if l.Nodes > 0 {
		f = append(f, "nodes="+strconv.FormatInt(l.Nodes, 10))
	}
	if len(f) == 0 {
		return "-"
	}
	return strings.Join(f, " ")
}

// clock is one player's clock during a game.
type clock struct {
	tc    TimeControl
	left  time.Duration
	moves int // moves made
}

// newClock returns a clock full for the first period.
func newClock(tc TimeControl) clock {
	return clock{tc: tc, left: tc.Time}
}

// timed reports whether the clock runs at all.
func (c *clock) timed() bool { return c.tc.Set && !c.tc.Infinite }

// movesToGo returns the moves left in this period, 0 for sudden death.
func (c *clock) movesToGo() int {
	if c.tc.Moves == 0 {
		return 0
	}
	return c.tc.Moves - c.moves%c.tc.Moves
}

// spend takes elapsed from the clock and reports whether the flag stayed
// up (the clock may go below zero by margin); then it adds the increment
// and, at the end of a period, the next period's time.
func (c *clock) spend(elapsed, margin time.Duration) bool {
	if !c.timed() {
		return true
	}
	c.left -= elapsed
	if c.left < -margin {
		return false
	}
	c.left = max(c.left, 0)
	c.moves++
	c.left += c.tc.Inc
	if c.tc.Moves > 0 && c.moves%c.tc.Moves == 0 {
		c.left += c.tc.Time
	}
	return true
}

// goArgs returns the arguments of "go" for a player with limits lim whose
// side is me, given both clocks (indexed by side), in the dialect's
// words.
func goArgs(lim Limits, clocks *[2]clock, me int, dialect string) string {
	var f []string
	add := func(k string, v int64) { f = append(f, k, strconv.FormatInt(v, 10)) }
	tnames := [2]string{"wtime", "btime"}
	inames := [2]string{"winc", "binc"}
	if dialect == "ugi" {
		tnames = [2]string{"p1time", "p2time"}
		inames = [2]string{"p1inc", "p2inc"}
	}
	if clocks[me].timed() {
		for s := 0; s < 2; s++ {
			if clocks[s].timed() {
				add(tnames[s], clocks[s].left.Milliseconds())
			}
		}
		for s := 0; s < 2; s++ {
			if clocks[s].timed() && clocks[s].tc.Inc > 0 {
				add(inames[s], clocks[s].tc.Inc.Milliseconds())
			}
		}
		if n := clocks[me].movesToGo(); n > 0 {
			add("movestogo", int64(n))
		}
	}
	if lim.MoveTime > 0 {
		add("movetime", lim.MoveTime.Milliseconds())
	}
	if lim.Depth > 0 {
		add("depth", int64(lim.Depth))
	}
	if lim.Nodes > 0 {
		add("nodes", lim.Nodes)
	}
	return strings.Join(f, " ")
}
