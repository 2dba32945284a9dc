package search_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/search"
)

// TestSearchContextCancelled: an infinite search runs until its context
// is cancelled, then returns a legal move.
func TestSearchContextCancelled(t *testing.T) {
	s := search.New(search.DefaultOptions())
	r, p := benchPosition(t, 18)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	started := make(chan struct{})
	var once sync.Once
	done := make(chan search.Result, 1)
	go func() {
		done <- s.SearchContext(ctx, &r, p, nil, search.Limits{Infinite: true}, func(search.Info) { once.Do(func() { close(started) }) })
	}()
	select {
	case <-started:
	case <-done:
		t.Fatal("infinite search returned before its context was cancelled")
	case <-time.After(time.Minute):
		t.Fatal("no iteration finished in a minute")
	}
	cancel()
	select {
	case res := <-done:
		if _, err := r.Play(&p, res.Best); err != nil {
			t.Fatalf("best %v: %v", res.Best, err)
		}
	case <-time.After(time.Minute):
		t.Fatal("search did not end after its context was cancelled")
	}
}

// TestSearchContextDoneBefore: an infinite search whose context is done
// before it starts ends after its first iteration, with a legal move,
// instead of running forever.
func TestSearchContextDoneBefore(t *testing.T) {
	s := search.New(search.DefaultOptions())
	r, p := benchPosition(t, 18)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	done := make(chan search.Result, 1)
	go func() { done <- s.SearchContext(ctx, &r, p, nil, search.Limits{Infinite: true}, nil) }()
	select {
	case res := <-done:
		if res.Depth != 1 {
			t.Errorf("depth %d, want 1 (the first iteration only)", res.Depth)
		}
		if _, err := r.Play(&p, res.Best); err != nil {
			t.Fatalf("best %v: %v", res.Best, err)
		}
	case <-time.After(time.Minute):
		t.Fatal("a search with a done context did not end")
	}
}
