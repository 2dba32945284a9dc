package cli

import (
	"context"
	"io"
	"os"
)

// Env is what a command may touch: its arguments, standard streams and
// the context that Ctrl-C and SIGTERM cancel. Commands never call os.Exit,
// never read globals and never watch signals themselves, so tests run
// them in-process and stand for a signal by cancelling Ctx.
type Env struct {
	Args   []string
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	Ctx    context.Context // set by tests; nil: WatchSignals gives it
	// WatchSignals starts watching Ctrl-C and SIGTERM and returns the
	// context they cancel (SignalWatcher); nil: never cancelled.
	WatchSignals func() context.Context
}

// Context returns the command's context: cancelled by the first Ctrl-C
// or SIGTERM in the process, by the test in tests. A command that calls
// it takes those signals over from their default action (ending the
// process), so only a command that stops when it is cancelled may call
// it.
func (e *Env) Context() context.Context {
	switch {
	case e.Ctx != nil:
		return e.Ctx
	case e.WatchSignals != nil:
		return e.WatchSignals()
	}
	return context.Background()
}

// WithArgs returns a copy of e with the arguments args: a subcommand's
// Env.
func (e *Env) WithArgs(args []string) *Env {
	sub := *e
	sub.Args = args
	return &sub
}

// IsTerminal reports whether r is a terminal (a character device), such
// as the standard input of a command typed at a shell. A read from a
// terminal waits for the user, so a command cancelled then would not see
// it until the next line.
func IsTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
