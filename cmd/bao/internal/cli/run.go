package cli

import (
	"errors"
	"fmt"

	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/syncwriter"
	"github.com/spf13/pflag"
)

// Run runs the command line run (bao's dispatch, or one command in a
// test) in e and returns the exit code: 0, 1 for a failure, 2 for a usage
// error, ExitInterrupted for a command cut short by Ctrl-C or SIGTERM. An
// error is printed to e.Stderr after "bao: ".
//
// A command that succeeded but could not write its standard output (a
// full disk, a closed pipe: its result is lost) fails with exit code 1.
func Run(e *Env, run func(*Env) error) int {
	out := syncwriter.New(e.Stdout)
	sub := *e
	sub.Stdout = out
	err := run(&sub)
	if err == nil || errors.Is(err, pflag.ErrHelp) {
		werr := out.Err()
		if werr == nil {
			return 0
		}
		err = fmt.Errorf("writing standard output: %w", werr)
	}
	fmt.Fprintln(e.Stderr, "bao:", err)
	var ue UsageError
	switch {
	case errors.Is(err, ErrInterrupted):
		return ExitInterrupted
	case errors.As(err, &ue), errors.Is(err, atomicfile.ErrOutputIsInput):
		// An output naming an input is a mistake in the command line,
		// whichever package found it.
		return 2
	}
	return 1
}
