package search

import (
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestBusyTable: a key entered is busy until it leaves; a key that shares
// its slot takes the slot over, and the first key's leave then leaves it.
func TestBusyTable(t *testing.T) {
	var b busyTable
	const k1 = 0xABCD000000000001
	const k2 = 0xABCD000000000002 // the same top bits: the same slot
	if b.busy(k1) {
		t.Fatal("an empty table reports a key busy")
	}
	b.enter(k1)
	if !b.busy(k1) || b.busy(k2) {
		t.Fatalf("after enter(k1): busy(k1) %v, busy(k2) %v; want true, false", b.busy(k1), b.busy(k2))
	}
	b.enter(k2)
	b.leave(k1)
	if !b.busy(k2) {
		t.Fatal("leave(k1) cleared the slot k2 had taken")
	}
	b.leave(k2)
	if b.busy(k2) || b.busy(k1) {
		t.Fatal("a key is still busy after it left")
	}
}

// TestDeferBusyMove: with several threads, a node of deferDepth or more
// searches a move another thread is searching after the rest of its
// list, with the same value (order changes the work, not the minimax
// value, when the table's bounds do not cut), and its own marks are gone
// when it returns. The search runs on the main thread alone, with the
// mark of the other thread set by hand.
func TestDeferBusyMove(t *testing.T) {
	s, r, p, th := deferSetup()
	search := func() int {
		restart(s, th, &r, &p)
		return th.negamax(&p, -infinity, infinity, 5, 0)
	}
	f := &th.stack[0]
	v1 := search()
	if f.ch.N < 3 {
		t.Fatalf("the start position has %d moves, want at least 3", f.ch.N)
	}
	second := f.idx[1] // the move searched second without the mark
	key := f.ch.List[second].Pos.Key

	s.busy.enter(key)
	v2 := search()
	if v2 != v1 {
		t.Errorf("value with the second move deferred: %d, without: %d", v2, v1)
	}
	if f.deferred[0] != 1 || f.idx[1] != second {
		t.Errorf("deferred pick %d holding child %d, want pick 1 holding child %d", f.deferred[0], f.idx[1], second)
	}
	assertNoMarks(t, s)
}

// TestDeferBusyRootMove: at the root too, a move another thread is
// searching goes to the end of the list, with the same value, and the
// root leaves no marks.
func TestDeferBusyRootMove(t *testing.T) {
	s, r, p, th := deferSetup()
	search := func() int {
		restart(s, th, &r, &p)
		return th.rootSearch(-infinity, infinity, 5)
	}
	th.setRoot(&r, &p, nil)
	if len(th.root) < 4 {
		t.Fatalf("the start position has %d moves, want at least 4", len(th.root))
	}
	v1 := search()
	best := th.root[0].move
	// A move searched neither first nor best, and not last already.
	var target engine.Move
	th.setRoot(&r, &p, nil)
	for _, rm := range th.root[1 : len(th.root)-1] {
		if rm.move != best {
			target = rm.move
			s.busy.enter(rm.pos.Key)
			break
		}
	}
	v2 := search()
	if v2 != v1 {
		t.Errorf("value with %v deferred: %d, without: %d", target, v2, v1)
	}
	if last := th.root[len(th.root)-1].move; last != target {
		t.Errorf("last root move %v, want the deferred %v", last, target)
	}
	assertNoMarks(t, s)
}

// deferSetup returns a two-thread Searcher whose table bounds never cut
// (so that the order of the moves cannot change a value), readied for a
// depth-5 search of the Kiswahili start on its main thread.
func deferSetup() (*Searcher, engine.Rules, engine.Position, *thread) {
	o := DefaultOptions()
	o.Threads = 2
	o.HashMiB = 1
	o.TTCutoffs = false
	s := New(o)
	s.Prepare()
	r := engine.DefaultRules(engine.Kiswahili)
	p := engine.StartPosition(engine.Kiswahili)
	s.lim = Limits{Depth: 5}
	return s, r, p, s.threads[0]
}

// restart empties the table and what th learnt, and sets its root to p.
func restart(s *Searcher, th *thread, r *engine.Rules, p *engine.Position) {
	s.rules, s.history = r, nil
	s.tt.clear()
	th.clear()
	th.setRoot(r, p, nil)
}

// assertNoMarks fails when a slot of the busy table still holds a key.
func assertNoMarks(t *testing.T, s *Searcher) {
	t.Helper()
	for i := range s.busy.slots {
		if k := s.busy.slots[i].Load(); k != 0 {
			t.Fatalf("slot %d still holds %#x after the search", i, k)
		}
	}
}
