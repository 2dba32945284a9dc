package main

import (
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
)

// interruptWatch turns Ctrl-C (SIGINT) into a call of a stop function and a
// flag the command reads between pieces of work. While it runs the signal
// does not kill the process. After Close the default behaviour is back;
// with restore, already after the first Ctrl-C, so that a second one ends
// a command that does not stop.
type interruptWatch struct {
	hit      atomic.Bool
	fired    chan struct{} // closed when Ctrl-C arrives
	done     chan struct{}
	stopOnce sync.Once
	release  func()
	wg       sync.WaitGroup
}

// watchInterrupt starts watching for Ctrl-C: e.interrupt when set (tests),
// else the process's SIGINT. onStop, if not nil, is called once when it
// arrives, after the flag is set; it must be safe from another goroutine.
// restore says whether a second Ctrl-C kills the process (see
// interruptWatch); without it later ones are ignored until Close.
func watchInterrupt(e *env, restore bool, onStop func()) *interruptWatch {
	w := &interruptWatch{fired: make(chan struct{}), done: make(chan struct{}), release: func() {}}
	ch := e.interrupt
	if ch == nil {
		c := make(chan os.Signal, 1)
		signal.Notify(c, os.Interrupt)
		w.release = func() { signal.Stop(c) }
		ch = c
	}
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		first := true
		for {
			select {
			case <-ch:
				// Later interrupts are taken and ignored: with restore
				// none comes (the default handling is back), without it
				// a second Ctrl-C changes nothing. (A test that sends two
				// on an unbuffered channel knows, when the second is
				// taken, that the first has been acted on.)
				if !first {
					continue
				}
				first = false
				w.hit.Store(true)
				if restore {
					w.stopOnce.Do(w.release)
				}
				if onStop != nil {
					onStop()
				}
				close(w.fired)
			case <-w.done:
				return
			}
		}
	}()
	return w
}

// Interrupted reports whether Ctrl-C has arrived.
func (w *interruptWatch) Interrupted() bool { return w.hit.Load() }

// Fired returns a channel that is closed when Ctrl-C has arrived (after
// the stop function returned).
func (w *interruptWatch) Fired() <-chan struct{} { return w.fired }

// Close stops watching and restores the default handling of Ctrl-C.
func (w *interruptWatch) Close() {
	close(w.done)
	w.wg.Wait()
	w.stopOnce.Do(w.release)
}
