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

// Mark is how a line for people marks a score that is a bound: ">=" a
// lower bound, "<=" an upper one, nothing an exact score.
func (b Bound) Mark() string {
	switch b {
	case Lower:
		return ">="
	case Upper:
		return "<="
	}
	return ""
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
	// Bound is what Score is: Exact, the value of iteration Depth; or
	// Lower, when the search stopped inside iteration Depth+1 after that
	// iteration had found Best, a better move than iteration Depth's:
	// the value at depth Depth+1 is then at least Score (ScoreDepth says
	// which depth Score belongs to).
	Bound Bound
	// SelDepth is the deepest ply any thread reached; HashFull the table
	// usage at the end, per mille. With Info's fields they make the final
	// info line of a search as complete as the progress lines.
	SelDepth, HashFull int
	// TTProbes and TTHits count the table lookups of all threads and
	// those that found the position (the table hit rate).
	TTProbes, TTHits uint64
	PV               []engine.Move // the principal variation of Best
}

// ScoreDepth is the depth Score belongs to: Depth for an exact score,
// the unfinished iteration Depth+1 for a bound.
func (r *Result) ScoreDepth() int {
	if r.Bound != Exact {
		return r.Depth + 1
	}
	return r.Depth
}
