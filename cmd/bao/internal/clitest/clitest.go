// Package clitest runs bao's commands in-process for their tests, as
// "bao ARGS" runs them: the first argument names one of the commands
// given, and the exit code, standard output and standard error come back
// as cli.Run gives them. Only tests import it.
package clitest

import (
	"context"
	"io"
	"strings"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
)

// Run runs "bao ARGS" with cmds as bao's commands, stdin as its standard
// input and ctx as its context (nil: never cancelled), and returns the
// exit code and what it wrote to stdout and stderr.
func Run(ctx context.Context, cmds map[string]cli.Command, stdin io.Reader, args ...string) (code int, stdout, stderr string) {
	var out, errb strings.Builder
	e := &cli.Env{Args: args, Stdin: stdin, Stdout: &out, Stderr: &errb, Ctx: ctx}
	code = cli.Run(e, func(e *cli.Env) error {
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
