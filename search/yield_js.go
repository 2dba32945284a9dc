//go:build js

package search

import "time"

// yieldEvery is how long the main thread searches between two pauses.
const yieldEvery = 50 * time.Millisecond

// yieldToHost pauses the search briefly every yieldEvery. Under
// WebAssembly in a browser the program runs on one thread with the
// page's event loop: a search that never sleeps would keep every message
// (a stop, a new command) waiting until it ended. A sleep hands the loop
// the thread; the node counts, and so the search's result, do not change.
func (t *thread) yieldToHost() {
	if el := t.s.elapsed(); el-t.lastYield >= yieldEvery || el < t.lastYield {
		t.lastYield = el
		time.Sleep(time.Millisecond)
	}
}
