package search

import (
	"time"

	"github.com/baoengine/bao/engine"
)

// budget is the time plan of one search. soft is the time after which no
// new iteration starts; hard aborts the iteration in progress. timed is
// false when neither clocks nor movetime were given.
type budget struct {
	soft, hard time.Duration
	timed      bool
}

// defaultMovesToGo is the number of moves a sudden-death clock is spread
// over.
const defaultMovesToGo = 30

// plan computes the budget of the side to move from the limits
// (movetime wins over clocks). MoveOverhead is kept back from every
// figure, and at least one millisecond is always allowed.
func plan(lim *Limits, side engine.Side, overhead time.Duration) budget {
	if lim.MoveTime > 0 {
		t := max(lim.MoveTime-overhead, time.Millisecond)
		return budget{soft: t, hard: t, timed: true}
	}
	left, inc := lim.Time[side], lim.Inc[side]
	if left <= 0 && inc <= 0 {
		return budget{}
	}
	avail := max(left-overhead, time.Millisecond)
	mtg := lim.MovesToGo
	if mtg <= 0 {
		mtg = defaultMovesToGo
	}
	soft := avail/time.Duration(mtg) + inc*3/4
	hard := min(soft*5, avail*8/10)
	if mtg == 1 {
		hard = avail * 9 / 10
	}
	hard = max(hard, time.Millisecond)
	soft = min(soft, hard)
	return budget{soft: soft, hard: hard, timed: true}
}
