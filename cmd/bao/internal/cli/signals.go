package cli

import (
	"context"
	"os"
	"os/signal"
	"sync"
	"syscall"
)

// SignalWatcher returns watch, which starts watching Ctrl-C (SIGINT) and
// SIGTERM at its first call and returns the context the first such
// signal cancels, and release, which stops watching. This is the
// module's only place that handles signals: a command that can stop early
// and keep what it did takes its cancellation from the context
// (Env.Context calls watch). Until a command asks for the context the
// signals keep their default action and end the process at once, so a
// command that never looks at its context (record check, show and
// calibrate, solve --verify, the protocol) cannot swallow a Ctrl-C. After
// the first signal the default handling is back, so a second one kills a
// command that does not stop.
func SignalWatcher() (watch func() context.Context, release func()) {
	var (
		mu   sync.Mutex
		ctx  context.Context
		stop = func() {}
	)
	watch = func() context.Context {
		mu.Lock()
		defer mu.Unlock()
		if ctx == nil {
			ctx, stop = signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			context.AfterFunc(ctx, stop)
		}
		return ctx
	}
	release = func() {
		mu.Lock()
		defer mu.Unlock()
		stop()
	}
	return watch, release
}
