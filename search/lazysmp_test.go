package search_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/baoengine/bao/search"
)

// heldHelpers holds every helper thread of a Searcher where it has
// stopped searching, until the Searcher starts to wait for it (the
// Joining hook releases them all), and counts what happened.
type heldHelpers struct {
	release chan struct{}
	once    sync.Once
	stopped atomic.Int32 // helpers that reached HelperStopped
	ended   atomic.Int32 // helpers released from it
	joins   atomic.Int32 // calls of Joining
}

func holdHelpers(s *search.Searcher) *heldHelpers {
	h := &heldHelpers{release: make(chan struct{})}
	s.SetHelperHooks(search.HelperHooks{
		HelperStopped: func() {
			h.stopped.Add(1)
			<-h.release
			h.ended.Add(1)
		},
		Joining: func() {
			h.joins.Add(1)
			h.once.Do(func() { close(h.release) })
		},
	})
	return h
}

// twoThreads returns a Searcher with two threads.
func twoThreads() *search.Searcher {
	o := search.DefaultOptions()
	o.Threads = 2
	o.HashMiB = 4
	return search.New(o)
}

// TestAnswerDoesNotWaitForHelpers: a two-thread search answers while its
// helper is held after it stopped, with a completed iteration of the
// depth asked for (the main thread's or the helper's); Wait then waits
// for the helper.
func TestAnswerDoesNotWaitForHelpers(t *testing.T) {
	s := twoThreads()
	for _, i := range []int{0, 7, 18} {
		h := holdHelpers(s)
		r, p := benchPosition(t, i)
		done := make(chan search.Result, 1)
		go func() { done <- s.Search(&r, p, nil, search.Limits{Depth: 8}, nil) }()
		var res search.Result
		select {
		case res = <-done:
		case <-time.After(time.Minute):
			t.Fatalf("position %d: no answer while the helper was held", i+1)
		}
		if h.joins.Load() != 0 || h.ended.Load() != 0 {
			t.Fatalf("position %d: the search waited for its helper (%d joins, %d ended)", i+1, h.joins.Load(), h.ended.Load())
		}
		checkLine(t, i, &r, p, res)
		if res.Depth != 8 && !res.Score.IsProven() {
			t.Errorf("position %d: depth %d, want 8", i+1, res.Depth)
		}
		s.Wait()
		if h.joins.Load() != 1 || h.stopped.Load() != 1 || h.ended.Load() != 1 {
			t.Fatalf("position %d: after Wait: %d joins, %d helpers stopped, %d ended; want 1 each", i+1, h.joins.Load(), h.stopped.Load(), h.ended.Load())
		}
	}
}

// TestMethodsWaitForHelpers: the next search and every method that
// changes what the helpers read wait for the helpers of the last search
// (the held helper has ended when the method returns, and before the
// next search reports its first iteration), and Wait does.
func TestMethodsWaitForHelpers(t *testing.T) {
	r, p := benchPosition(t, 7)
	methods := map[string]func(*testing.T, *search.Searcher, *heldHelpers){
		"Search": func(t *testing.T, s *search.Searcher, h *heldHelpers) {
			first := true
			s.Search(&r, p, nil, search.Limits{Depth: 3}, func(search.Info) {
				if first && h.ended.Load() < 1 {
					t.Errorf("the next search ran before the helper ended")
				}
				first = false
			})
		},
		"SearchContext": func(t *testing.T, s *search.Searcher, h *heldHelpers) {
			first := true
			s.SearchContext(context.Background(), &r, p, nil, search.Limits{Depth: 3}, func(search.Info) {
				if first && h.ended.Load() < 1 {
					t.Errorf("the next search ran before the helper ended")
				}
				first = false
			})
		},
		"Arm":        func(_ *testing.T, s *search.Searcher, _ *heldHelpers) { s.Arm(search.Limits{}) },
		"SetOptions": func(_ *testing.T, s *search.Searcher, _ *heldHelpers) { s.SetOptions(s.Options()) },
		"Prepare":    func(_ *testing.T, s *search.Searcher, _ *heldHelpers) { s.Prepare() },
		"Clear":      func(_ *testing.T, s *search.Searcher, _ *heldHelpers) { s.Clear() },
		"EvalCacheStats": func(_ *testing.T, s *search.Searcher, _ *heldHelpers) {
			s.EvalCacheStats()
		},
		"SetHelperHooks": func(_ *testing.T, s *search.Searcher, _ *heldHelpers) {
			s.SetHelperHooks(search.HelperHooks{})
		},
		"Wait": func(_ *testing.T, s *search.Searcher, _ *heldHelpers) { s.Wait() },
	}
	for name, method := range methods {
		t.Run(name, func(t *testing.T) {
			s := twoThreads()
			h := holdHelpers(s)
			s.Search(&r, p, nil, search.Limits{Nodes: 20000}, nil)
			if h.ended.Load() != 0 {
				t.Fatal("the helper ended before the answer, though held")
			}
			method(t, s, h)
			// A next search's own helper may have ended too.
			if h.joins.Load() != 1 || h.ended.Load() < 1 {
				t.Fatalf("after %s: %d joins, %d helpers ended; want 1 and at least 1", name, h.joins.Load(), h.ended.Load())
			}
			s.Wait()
		})
	}
}

// TestOneThreadHasNoHelpers: with one thread there is nothing to hold or
// wait for.
func TestOneThreadHasNoHelpers(t *testing.T) {
	s := search.New(search.DefaultOptions())
	h := holdHelpers(s)
	r, p := benchPosition(t, 7)
	s.Search(&r, p, nil, search.Limits{Depth: 6}, nil)
	s.Wait()
	s.Search(&r, p, nil, search.Limits{Depth: 6}, nil)
	if h.stopped.Load() != 0 || h.joins.Load() != 0 {
		t.Fatalf("one thread: %d helpers stopped, %d joins", h.stopped.Load(), h.joins.Load())
	}
}
