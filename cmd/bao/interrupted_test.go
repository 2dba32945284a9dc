package main

import (
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
)

// runCLICancelled runs the command line in-process with a context that
// is already cancelled, as if Ctrl-C or SIGTERM came at its start.
func runCLICancelled(args ...string) (code int, stdout, stderr string) {
	return runCLICancelledInput(strings.NewReader(""), args...)
}

// runCLICancelledInput is runCLICancelled with stdin as standard input.
func runCLICancelledInput(stdin io.Reader, args ...string) (code int, stdout, stderr string) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb strings.Builder
	e := &cli.Env{Args: args, Stdin: stdin, Stdout: &out, Stderr: &errb, Ctx: ctx}
	code = cli.Run(e, dispatch)
	return code, out.String(), errb.String()
}

// TestInterruptedExitCode: every command that a signal cuts short exits
// with cli.ExitInterrupted, after its summary; a command whose ordinary end
// is the signal (datagen without a target) exits with 0.
func TestInterruptedExitCode(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		code int
		want string // in stdout
	}{
		{[]string{"match", "--engine", "builtin=random", "--engine", "builtin=greedy", "--games", "4", "--variant", "kujifunza"},
			cli.ExitInterrupted, "Interrupted: the summary covers the finished games only."},
		{[]string{"datagen", "--out", filepath.Join(dir, "a.bin"), "--games", "2", "--nodes", "200", "--variant", "kujifunza", "--progress", "0"},
			cli.ExitInterrupted, "Interrupted     : every finished game was written"},
		{[]string{"datagen", "--out", filepath.Join(dir, "b.bin"), "--nodes", "200", "--variant", "kujifunza", "--progress", "0"},
			0, "Interrupted     : every finished game was written"},
		{[]string{"solve", "--variant", "kujifunza", "--hash", "8", "--save", filepath.Join(dir, "k.table"), "--progress", "0"},
			cli.ExitInterrupted, "table: saved to " + filepath.Join(dir, "k.table")},
		{[]string{"analyze", "--variant", "kujifunza", "--depth", "50"},
			cli.ExitInterrupted, "interrupted: the best line found so far"},
		{[]string{"bench", "--depth", "40"},
			cli.ExitInterrupted, "Interrupted     : no summary"},
		{[]string{"bench", "--stability", "--depth", "40"},
			cli.ExitInterrupted, "Interrupted     : no summary"},
		{[]string{"perft", "--depth", "30"},
			cli.ExitInterrupted, "Interrupted: 0 of 4 root moves counted (0 nodes), no total"},
		{[]string{"suite", "--depth", "40"},
			cli.ExitInterrupted, "Interrupted: the rows above are complete"},
	} {
		code, out, errs := runCLICancelled(c.args...)
		if code != c.code || !strings.Contains(out, c.want) {
			t.Errorf("%v: exit %d, want %d and %q in stdout:\n%s\nstderr: %s", c.args, code, c.code, c.want, out, errs)
		}
		if c.code == cli.ExitInterrupted && !strings.Contains(errs, "interrupted") {
			t.Errorf("%v: stderr does not say it was interrupted: %q", c.args, errs)
		}
		if strings.Contains(errs, "context canceled") {
			t.Errorf("%v: stderr shows Go's context error: %q", c.args, errs)
		}
	}
}
