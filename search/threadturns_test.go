package search

import (
	"runtime"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
)

// TestCPUGate: no gate while every thread has a processor; above that,
// one turn fewer than processors (at least one), handed on in turn, and
// an open gate lets everyone through without a turn.
func TestCPUGate(t *testing.T) {
	procs := runtime.GOMAXPROCS(0)
	if newCPUGate(procs) != nil {
		t.Errorf("a gate for %d threads on %d processors", procs, procs)
	}
	g := newCPUGate(procs + 1)
	if g == nil || cap(g.turns) != max(procs-1, 1) || len(g.turns) != cap(g.turns) {
		t.Fatalf("gate %+v for %d threads on %d processors", g, procs+1, procs)
	}
	for range cap(g.turns) {
		g.enter()
	}
	entered := make(chan struct{})
	go func() {
		g.enter()
		close(entered)
		g.leave()
	}()
	select {
	case <-entered:
		t.Fatal("a helper entered with no turn free")
	case <-time.After(20 * time.Millisecond):
	}
	g.pass() // hands the turn to the waiting helper, then waits for it
	<-entered
	g.open()
	g.enter() // no turn free, but the gate is open
	for range cap(g.turns) + 2 {
		g.leave() // never blocks, even for helpers that held no turn
	}
}

// TestGatedSearch runs a search with more threads than processors, where
// the helpers take turns: it ends at its depth with a legal move, stops
// on Stop, and every helper ends (Wait returns).
func TestGatedSearch(t *testing.T) {
	o := DefaultOptions()
	o.Threads = runtime.GOMAXPROCS(0) + 6
	o.HashMiB = 4
	s := New(o)
	r := engine.DefaultRules(engine.Kiswahili)
	p := engine.StartPosition(engine.Kiswahili)
	res := s.Search(&r, p, nil, Limits{Depth: 7}, nil)
	if _, err := r.Play(&p, res.Best); err != nil || res.Depth < 7 {
		t.Fatalf("best %v at depth %d: %v", res.Best, res.Depth, err)
	}
	done := make(chan Result)
	go func() { done <- s.Search(&r, p, nil, Limits{Infinite: true}, nil) }()
	time.Sleep(50 * time.Millisecond)
	s.Stop()
	select {
	case res = <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("no result within 30 s of Stop")
	}
	if _, err := r.Play(&p, res.Best); err != nil {
		t.Fatalf("infinite search: best %v: %v", res.Best, err)
	}
	ended := make(chan struct{})
	go func() { s.Wait(); close(ended) }()
	select {
	case <-ended:
	case <-time.After(30 * time.Second):
		t.Fatal("the helpers did not end within 30 s")
	}
}
