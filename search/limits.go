package search

import (
	"time"

	"github.com/baoengine/bao/engine"
)

// Limits says when a search stops. Zero fields are "no limit"; with no
// limit at all the search runs to the maximum depth.
type Limits struct {
	Depth     int           // iterations to complete (plies); 0 = no limit
	Nodes     uint64        // nodes to search; 0 = no limit
	MoveTime  time.Duration // exact time for this move (minus MoveOverhead)
	Time, Inc [2]time.Duration
	// Time and Inc are the clocks and increments indexed by engine.Side
	// (South = 0).
	TimeGiven [2]bool
	// TimeGiven says which clocks go gave: a clock given at or below zero
	// (Time 0) is a fallen flag, and the plan says "move now"
	// (TimePlan.MoveNow); a Time of 0 not given is no clock.
	MovesToGo   int  // moves to the next time control; 0 = sudden death
	Infinite    bool // search until Stop, whatever the depth reached
	Ponder      bool // search until PonderHit (then timed) or Stop
	Mate        int  // stop when a win in at most this many plies is proven; 0 = none
	SearchMoves []engine.Move
	// SearchMoves restricts the root moves; empty = all legal moves.
}
