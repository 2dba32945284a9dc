package protocol

import "context"

// isLongWork reports whether cmd starts work that may run for long: a
// search or a count (go, go perft, perft, bench). Such work runs on its own
// goroutine, so isready is answered and stop and quit act while it runs;
// a stop also reaches such a command still queued.
func isLongWork(cmd string) bool {
	switch cmd {
	case "go", "perft", "bench":
		return true
	}
	return false
}

// startWork runs a tool command's work (perft, bench) on its own
// goroutine, as cmdGo runs a search: the session is busy until it ends,
// stop and quit cancel ctx, and, as the work ends by itself, the end of
// the input waits for it. work must return soon after ctx is done.
func (s *Session) startWork(work func(ctx context.Context)) {
	ctx, cancel := context.WithCancel(context.Background())
	s.cancelWork = cancel
	s.stopRequested.Store(false)
	s.ending.Store(false)
	s.endless, s.endsAfterPonderhit = false, true
	s.searching = true
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		work(ctx)
		cancel()
		s.done <- struct{}{}
	}()
}
