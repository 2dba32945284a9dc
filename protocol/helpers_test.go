package protocol

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/baoengine/bao/search"
)

// heldHelper holds the helper thread of a session's two-thread search
// where it has stopped searching, until the searcher starts to wait for
// it, and says whether it has ended.
type heldHelper struct {
	release chan struct{}
	once    sync.Once
	ended   atomic.Bool
}

// hold installs the hooks on the session's searcher.
func (h *heldHelper) hold(s *Session) {
	h.release = make(chan struct{})
	s.searcher.SetHelperHooks(search.HelperHooks{
		HelperStopped: func() {
			<-h.release
			h.ended.Store(true)
		},
		Joining: func() { h.once.Do(func() { close(h.release) }) },
	})
}

// TestSessionWaitsForHelpers: bestmove of a two-thread search is out
// while its helper is still held; a new search, setoption Hash,
// ucinewgame and quit each wait for that helper before they change
// anything it reads (the helper has ended when their effect shows).
func TestSessionWaitsForHelpers(t *testing.T) {
	cases := []struct {
		name  string
		after func(h *harness) // sends the command and waits for its effect
	}{
		{"go", func(h *harness) {
			h.send("go depth 1")
			h.until("info depth 1 ", 10*time.Second)
		}},
		{"setoption Hash", func(h *harness) {
			h.send("setoption name Hash value 2")
			h.until("info string option Hash = 2", 10*time.Second)
		}},
		{"ucinewgame", func(h *harness) {
			h.send("ucinewgame", "d")
			h.until("Fen: ", 10*time.Second)
		}},
		{"quit", func(h *harness) {
			h.send("quit")
			select {
			case err := <-h.done:
				h.done <- err // for the harness's cleanup
			case <-time.After(10 * time.Second):
				h.t.Fatal("no end of the session after quit")
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var held heldHelper
			h := startSessionWith(t, held.hold)
			h.send("debug on", "setoption name Threads value 2", "position startpos", "go depth 6")
			h.until("bestmove", 30*time.Second)
			if held.ended.Load() {
				t.Fatal("the helper ended before bestmove, though held")
			}
			c.after(h)
			if !held.ended.Load() {
				t.Fatalf("%s acted while the last search's helper still ran", c.name)
			}
		})
	}
}
