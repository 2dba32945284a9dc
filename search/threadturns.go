package search

import (
	"runtime"
	"sync"
)

// A search with more helper threads than the Go runtime has processors
// (GOMAXPROCS) would keep them all runnable at once: the runtime runs
// runnable goroutines in turns of about 10 ms, so with Threads 256 on two
// cores the goroutine that reads the protocol's next line, and the main
// thread that must see the stop flag, waited for a turn behind hundreds
// of helpers: stop took 2.5 to 3.2 s to bring bestmove, isready and quit
// as long. A cpuGate lets only procs-1 helpers search at a time (with the
// main thread, one goroutine a processor); the others wait on a channel,
// which the scheduler does not run. A helper hands its turn on every
// publishNodes nodes, in order (a channel's waiters are served first in,
// first out), so every helper still searches. When a helper sees the stop
// flag it opens the gate: every waiting helper runs at once and unwinds,
// so that join (isready, quit, the next search) does not wait for them to
// pass one turn after another. With no more threads than processors there
// is no gate and nothing changes.

// cpuGate holds the turns to search: a token in the channel is a free turn.
type cpuGate struct {
	turns  chan struct{}
	opened chan struct{} // closed when the search stops: no more waiting
	once   sync.Once
}

// newCPUGate returns the gate for a search with threads threads, or nil
// when every thread may run at once.
func newCPUGate(threads int) *cpuGate {
	procs := runtime.GOMAXPROCS(0)
	if threads <= procs {
		return nil
	}
	n := max(procs-1, 1)
	g := &cpuGate{turns: make(chan struct{}, n), opened: make(chan struct{})}
	for range n {
		g.turns <- struct{}{}
	}
	return g
}

// enter waits for a turn, or for the gate to open.
func (g *cpuGate) enter() {
	select {
	case <-g.turns:
	case <-g.opened:
	}
}

// leave gives the turn back (a helper that entered an open gate holds
// none: the channel is full then, and nothing is given).
func (g *cpuGate) leave() {
	select {
	case g.turns <- struct{}{}:
	default:
	}
}

// open lets every helper through from now on: the search has stopped.
func (g *cpuGate) open() { g.once.Do(func() { close(g.opened) }) }

// pass gives the turn to the longest-waiting helper, if any, and waits for
// the next one.
func (g *cpuGate) pass() {
	g.leave()
	g.enter()
}

// passTurn hands the thread's turn on, every publishNodes nodes, when the
// search has a gate (helpers only: the main thread always runs).
func (t *thread) passTurn() {
	if t.gate != nil {
		t.gate.pass()
	}
}
