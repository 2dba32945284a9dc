package search_test

import (
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// TestThreads runs Lazy SMP (run it with -race): the result must be a legal
// move and the searchers must not race.
func TestThreads(t *testing.T) {
	o := search.DefaultOptions()
	o.Threads = 2
	o.HashMiB = 4
	s := search.New(o)
	for _, i := range []int{0, 10, 18, 22} {
		r, p := benchPosition(t, i)
		res := s.Search(&r, p, nil, search.Limits{Depth: 9}, nil)
		if _, err := r.Play(&p, res.Best); err != nil {
			t.Fatalf("position %d: best %v: %v", i+1, res.Best, err)
		}
		if res.Nodes == 0 || res.Depth != 9 && !res.Score.IsProven() {
			t.Fatalf("position %d: %+v", i+1, res)
		}
	}
}

// threadsTolerance widens the range a two-thread score must fall in, in
// centi-seeds (the first half-width of an aspiration window). The threads
// share the table, so a node may be cut by bounds the other thread found
// with more plies below it: the helper searches depth d+1, and a node's
// extensions depend on the path to it (Options.TwoReplies extends at every
// second two-move node of a line), so an entry the helper stored may hold
// a ply more than the same depth left on the main thread's path. The
// two-thread value at depth d may thus carry some of depths d+1 and d+2,
// and Bao scores swing between odd and even depths. So the range is one
// thread's scores at d, d+1 and d+2, widened by this; how the threads
// happen to interleave, on any machine, stays within it. The depth
// changes the table guides are off in these searches
// (Options.DepthAsGiven): the singular extension extends a move only
// where the table holds a bound for it and only when that move is
// searched first, which a node shared with the helper may put off, and
// internal iterative reduction reduces a node only when the table holds
// no move for it, so with them a depth's value depends on what the
// helper stored and when, beyond any fixed range (two clean-clone CI
// runs saw two threads with the singular extension 100 to 270
// centi-seeds outside one thread's scores at depths d-1 to d+2).
// TestThreadsWithSingular checks the threads with them.
const threadsTolerance = 50

// TestThreadsAgreeWithOne: a depth-limited search with two threads returns
// a completed iteration of that depth (whichever thread completed it) whose
// move and line are legal and whose score lies within one thread's at
// that depth and the two after (widened by threadsTolerance), a proven
// result on the same side.
func TestThreadsAgreeWithOne(t *testing.T) {
	depth := threadsDepth()
	o := search.DefaultOptions()
	o.DepthAsGiven()
	one := search.New(o)
	o.Threads = 2
	two := search.New(o)
	for _, i := range []int{0, 3, 7, 12, 18, 25, 29} {
		r, p := benchPosition(t, i)
		lim := search.Limits{Depth: depth}
		// One thread to depth+2, keeping the scores of depths depth to
		// depth+2 (the last report of each).
		var at [3]score.Score
		var reached [3]bool
		one.Search(&r, p, nil, search.Limits{Depth: depth + 2}, func(in search.Info) {
			if k := in.Depth - depth; k >= 0 && k < len(at) {
				at[k], reached[k] = in.Score, true
			}
		})
		if !reached[0] {
			t.Fatalf("position %d: one thread reported no iteration of depth %d", i+1, depth)
		}
		lo, hi := at[0]-threadsTolerance, at[0]+threadsTolerance
		// A proven result of depth d, or of a deeper one that the shared
		// table may bring forward, fixes the side that wins.
		proven, provenScore := at[0].IsProven(), at[0]
		for k := 1; k < len(at); k++ {
			if !reached[k] {
				continue
			}
			if at[k].IsProven() {
				if !proven {
					proven, provenScore = true, at[k]
				}
				continue
			}
			lo, hi = min(lo, at[k]-threadsTolerance), max(hi, at[k]+threadsTolerance)
		}
		for range 2 {
			two.Clear()
			got := two.Search(&r, p, nil, lim, nil)
			checkLine(t, i, &r, p, got)
			switch {
			case got.Score.IsProven() || at[0].IsProven():
				if !proven || !got.Score.IsProven() && at[0].IsProven() || (provenScore > 0) != (got.Score > 0) {
					t.Errorf("position %d: two threads score %d, one thread %v at depths %d to %d", i+1, got.Score, at, depth, depth+2)
				}
			case got.Depth != depth:
				t.Errorf("position %d: two threads completed depth %d, want %d", i+1, got.Depth, depth)
			case got.Score < lo || got.Score > hi:
				t.Errorf("position %d: two threads score %d at depth %d, one thread %v at depths %d to %d (range %d..%d)",
					i+1, got.Score, depth, at, depth, depth+2, lo, hi)
			}
		}
	}
}

// threadsDepth is the depth of the two-thread comparisons: 12, or 10 in
// the short suite.
func threadsDepth() int {
	if testing.Short() {
		return 10
	}
	return 12
}

// TestThreadsWithSingular: with the singular extension and internal
// iterative reduction (the defaults), a depth-limited search with two threads completes the iteration of that
// depth with a legal move and line, and a proven result agrees in sign
// with one thread's at that depth.
func TestThreadsWithSingular(t *testing.T) {
	depth := threadsDepth()
	o := search.DefaultOptions()
	if o.SingularDepth == 0 || o.SingularDepth > depth || o.IIRDepth == 0 || o.IIRDepth > depth {
		t.Fatalf("SingularDepth %d, IIRDepth %d: the searches of depth %d would not use them", o.SingularDepth, o.IIRDepth, depth)
	}
	one := search.New(o)
	o.Threads = 2
	two := search.New(o)
	for _, i := range []int{0, 3, 7, 12, 18, 25, 29} {
		r, p := benchPosition(t, i)
		lim := search.Limits{Depth: depth}
		want := one.Search(&r, p, nil, lim, nil)
		two.Clear()
		got := two.Search(&r, p, nil, lim, nil)
		checkLine(t, i, &r, p, got)
		if got.Depth != depth && !got.Score.IsProven() {
			t.Errorf("position %d: two threads completed depth %d, want %d", i+1, got.Depth, depth)
		}
		if want.Score.IsProven() && got.Score.IsProven() && (want.Score > 0) != (got.Score > 0) {
			t.Errorf("position %d: two threads prove %d, one thread %d", i+1, got.Score, want.Score)
		}
	}
}

// TestThreadsNodeLimit: a node-limited search with two threads stops at
// the limit, give or take the 1024 nodes between two checks of each
// thread: every thread checks the limit, so a helper that the scheduler
// runs while the main thread waits (a busy machine, GOMAXPROCS=1) cannot
// search on past it.
func TestThreadsNodeLimit(t *testing.T) {
	const limit = 40000
	const slack = 4 * 1024
	o := search.DefaultOptions()
	o.Threads = 2
	s := search.New(o)
	for _, i := range []int{0, 7, 12} {
		r, p := benchPosition(t, i)
		s.Clear()
		res := s.Search(&r, p, nil, search.Limits{Nodes: limit}, nil)
		checkLine(t, i, &r, p, res)
		// A search that proves the result ends before the limit.
		if res.Nodes < limit && !res.Score.IsProven() || res.Nodes > limit+slack {
			t.Errorf("position %d: %d nodes, limit %d", i+1, res.Nodes, limit)
		}
	}
}

// checkLine fails unless res's move is legal and its line is a legal
// sequence from root that starts with it.
func checkLine(t *testing.T, i int, r *engine.Rules, root engine.Position, res search.Result) {
	t.Helper()
	if len(res.PV) == 0 || res.PV[0] != res.Best {
		t.Errorf("position %d: best %v, line %v", i+1, res.Best, res.PV)
		return
	}
	p := root
	for k, m := range res.PV {
		next, err := r.Play(&p, m)
		if err != nil {
			t.Errorf("position %d: line %v, move %d: %v", i+1, res.PV, k+1, err)
			return
		}
		p = next
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
