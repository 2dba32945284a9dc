package search

import (
	"context"

	"github.com/baoengine/bao/engine"
)

// SearchContext is Search ended by ctx as Stop ends it: the search stops
// as soon as ctx is done and returns the best move found so far, and a
// search started when ctx is already done stops at once (after its first
// iteration, which always completes). It arms the searcher itself, so a
// cancellation at any moment is kept, never lost. The stop flag stays the
// hot path's only check; ctx is watched from its own goroutine.
func (s *Searcher) SearchContext(ctx context.Context, r *engine.Rules, p engine.Position, history []uint64, lim Limits, progress func(Info)) Result {
	s.Arm(lim)
	stopped := make(chan struct{})
	unwatch := context.AfterFunc(ctx, func() {
		defer close(stopped)
		s.Stop()
	})
	if ctx.Err() != nil {
		s.Stop()
	}
	res := s.Search(r, p, history, lim, progress)
	if !unwatch() {
		// A Stop already under way finishes now, not during the next
		// search.
		<-stopped
	}
	return res
}
