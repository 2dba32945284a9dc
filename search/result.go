package search

import (
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
)

// Bound says what a reported score is.
type Bound uint8

// The kinds of score.
const (
	Exact Bound = iota // the true minimax value at that depth
	Lower              // the value is at least Score (fail high)
	Upper              // the value is at most Score (fail low)
)

// String returns "exact", "lowerbound" or "upperbound".
func (b Bound) String() string {
	switch b {
	case Lower:
		return "lowerbound"
	case Upper:
		return "upperbound"
	}
	return "exact"
}

// Info is one progress report: a finished iteration (one per MultiPV line)
// or a fail-high/low during aspiration.
type Info struct {
	Depth    int           // the iteration's nominal depth
	SelDepth int           // the deepest ply reached
	MultiPV  int           // 1-based line number
	Score    score.Score   // centi-seeds, or a proven win or loss
	Bound    Bound         // what Score is
	Nodes    uint64        // nodes of all threads so far
	NPS      uint64        // nodes per second so far
	HashFull int           // table usage, per mille
	Time     time.Duration // since the search started
	PV       []engine.Move // the line, a legal sequence from the root
}

// Result is the outcome of a search.
type Result struct {
	Best   engine.Move // the move to play; NoMove when the game is over
	Ponder engine.Move // the expected reply, or NoMove
	Score  score.Score // the score of Best
	Depth  int         // the last completed iteration
	Nodes  uint64      // nodes of all threads
	// SelDepth is the deepest ply any thread reached; HashFull the table
	// usage at the end, per mille. With Info's fields they make the final
	// info line of a search as complete as the progress lines.
	SelDepth, HashFull int
	// TTProbes and TTHits count the table lookups of all threads and
	// those that found the position (the table hit rate).
	TTProbes, TTHits uint64
	PV               []engine.Move // the principal variation of Best
}
