package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// signalContext returns a context cancelled by the first Ctrl-C (SIGINT)
// or SIGTERM. This is the module's only place that handles signals: every
// command takes its cancellation from the context. After the first signal
// the default handling is back, so a second one kills a command that does
// not stop. release stops watching.
func signalContext() (ctx context.Context, release func()) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	context.AfterFunc(ctx, stop)
	return ctx, stop
}
