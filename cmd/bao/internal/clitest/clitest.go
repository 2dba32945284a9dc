// Package clitest runs bao's commands in-process for their tests, as
// "bao ARGS" runs them: the first argument names one of the commands
// given, and the exit code, standard output and standard error come back
// as cli.Run gives them. Only tests import it.
package clitest

import (
	"context"
	"io"
	"strings"
	"sync"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
)

// Run runs "bao ARGS" with cmds as bao's commands, stdin as its standard
// input and ctx as its context (nil: never cancelled), and returns the
// exit code and what it wrote to stdout and stderr.
func Run(ctx context.Context, cmds map[string]cli.Command, stdin io.Reader, args ...string) (code int, stdout, stderr string) {
	var out, errb strings.Builder
	e := &cli.Env{Args: args, Stdin: stdin, Stdout: &out, Stderr: &errb, Ctx: ctx}
	code = cli.Run(e, func(e *cli.Env) error {
		if len(e.Args) == 0 {
			return cli.Usagef("no command given")
		}
		return cli.RunNamed(e, cmds, e.Args[0], func(io.Writer, map[string]cli.Command) {}, "unknown command")
	})
	return code, out.String(), errb.String()
}

// Cancelled returns a context that is cancelled already: a command run
// with it behaves as after a Ctrl-C at its first look at its context.
func Cancelled() context.Context {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	return ctx
}

// TriggerWriter collects what is written to it and calls Fire once, at
// the first write after which the text holds When: a test stands for a
// Ctrl-C (a cancel) or a failure at a chosen point of a command's output.
// It is safe for concurrent writes.
type TriggerWriter struct {
	When string
	Fire func()

	mu    sync.Mutex
	b     strings.Builder
	fired bool
}

// Write collects p and fires when the text first holds When.
func (w *TriggerWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.b.Write(p)
	if !w.fired && strings.Contains(w.b.String(), w.When) {
		w.fired = true
		w.Fire()
	}
	return len(p), nil
}

// String returns what was written.
func (w *TriggerWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}
