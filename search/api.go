package search

import (
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/score"
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

// Options are the searcher's settings. Every heuristic beyond plain
// alpha-beta with a transposition table has its own switch, so each can be
// measured and the equivalence test can turn them all off.
type Options struct {
	HashMiB      int           // transposition table size in MiB, used exactly (1..MaxHashMiB)
	Threads      int           // search threads (Lazy SMP), at least 1
	MultiPV      int           // principal variations to report, at least 1
	MoveOverhead time.Duration // time kept back per move for communication and scheduling (timeman.go)
	Algorithm    string        // "pvs" (aspiration + principal variation search) or "mtdf" (MultiPV > 1 always uses pvs)

	Aspiration bool // aspiration windows around the previous score (PVS driver)
	Killers    bool // killer moves in move ordering
	History    bool // history heuristic in move ordering
	// EvalOrderDepth orders the children of nodes with at least this depth
	// left by their static evaluation (after the table move, captures and
	// killers); 0 or less = everywhere, a large value = never.
	EvalOrderDepth int
	TTCutoffs      bool // use stored bounds to cut (off: the table only orders moves)
	// LazyDepth: nodes with at most this depth left sow their candidate
	// moves one at a time (engine.PlayCandidate) instead of generating
	// every child; deeper nodes generate all children, whose exact
	// captured seeds order the moves better. 0 = never.
	LazyDepth  int
	TTMinDepth int  // probe and store only nodes with at least this depth left
	NullMove   bool // null-move pruning (off by default: Bao is zugzwang-prone)
	LMR        bool // late move reductions for quiet (takata) moves
	// QDepth extends the search beyond the horizon by up to this many
	// plies through positions whose mover must capture; 0 = off
	// (DefaultOptions: 2, with QWidth 1).
	QDepth    int
	QStandPat bool // a capture-extension node may stand on its static value
	// QWidth bounds the capture extension beyond its first ply: there a
	// node may stand on its static value and searches only its QWidth
	// biggest captures (move ordering puts the biggest first). The first
	// ply, the reply to the last full-width move, searches every capture:
	// captures are compulsory, so the mover cannot decline them. 0 = no
	// bound.
	QWidth int
	// RFPMargin enables reverse futility pruning at non-PV nodes with at
	// most RFPDepth plies left: the static value minus RFPMargin per ply
	// left at or above beta cuts the node; 0 = off.
	RFPMargin int
	RFPDepth  int
	// Tempo is added to every static value, from the side to move's
	// view. The leaves of an iteration are all at its depth's parity, so
	// the side that chose the last move is over-valued (it picked the
	// best of noisy values) and the score swings between odd and even
	// depths; a tempo of half that swing makes consecutive iterations'
	// scores comparable, which the aspiration window and MTD(f)'s first
	// guess start from.
	Tempo int
	// SingleReply extends by one ply the move of a node that has only
	// one move.
	SingleReply bool
	// TwoReplies extends by half a ply the moves of a node that has
	// exactly two: every second such node on a line searches its moves
	// one ply deeper.
	TwoReplies bool
	// Eval is the static evaluation (hand-feature weights or a net),
	// shared read-only by the threads. DefaultOptions sets the embedded
	// net (eval.Default); nil is the hand-feature evaluation with the
	// default weights.
	Eval *eval.Evaluator
	// EvalCache is the size in MiB of each thread's cache of static
	// evaluations (allocated at Prepare; 0 = off). It never changes a
	// search's result, only its speed: worth it for an evaluation that
	// costs more than a cache miss (the net).
	EvalCache int

	// fullEval turns off the incremental evaluation of leaves (tests
	// compare the two).
	fullEval bool
}

// DefaultOptions returns the options a new Searcher starts with.
func DefaultOptions() Options {
	return Options{
		Eval:           eval.Default(),
		HashMiB:        16,
		Threads:        1,
		MultiPV:        1,
		MoveOverhead:   50 * time.Millisecond,
		Algorithm:      "pvs",
		Aspiration:     true,
		Killers:        true,
		History:        false,
		TTCutoffs:      true,
		TTMinDepth:     2,
		LazyDepth:      1,
		EvalOrderDepth: 1000,
		NullMove:       false,
		LMR:            false,
		SingleReply:    true,
		TwoReplies:     true,
		QDepth:         2,
		QWidth:         1,
	}
}

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

// infinity is beyond every score, for open windows. The search's
// arithmetic is on ints; a score leaves it as a score.Score, and
// score.MaxPly bounds both the search's depth and the ply of any node.
const infinity = int(score.Win) + 1000

// proven reports whether v, a score of the search's arithmetic, is a
// proven win or loss (score.Score.IsProven).
func proven(v int) bool { return score.Score(v).IsProven() }
