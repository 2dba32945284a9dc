package cli

import (
	"errors"
	"fmt"

	"github.com/baoengine/bao/search"
	"github.com/spf13/pflag"
)

// NewFlags returns a flag set for a command whose usage text names the
// command, says what it does (about) and gives examples.
func NewFlags(e *Env, name, about, examples string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.SortFlags = false
	fs.Usage = func() {
		fmt.Fprintf(e.Stdout, "Usage: bao %s [flags]\n\n%s\n\nFlags:\n%s\nExamples:\n%s", name, about, fs.FlagUsages(), examples)
	}
	return fs
}

// ParseFlagsArgs parses args, which may end in positional arguments, and
// turns flag errors other than a request for help into usage errors.
func ParseFlagsArgs(fs *pflag.FlagSet, args []string) error {
	err := fs.Parse(args)
	if err != nil && !errors.Is(err, pflag.ErrHelp) {
		return UsageError{err}
	}
	return err
}

// ParseFlags parses args, refusing positional arguments.
func ParseFlags(fs *pflag.FlagSet, args []string) error {
	if err := ParseFlagsArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return Usagef("%s: unexpected argument %q", fs.Name(), fs.Arg(0))
	}
	return nil
}

// HashHelp is the help text of the --hash flags: the bound is the
// machine's (search.MaxHashMiB), shared by the searcher and the solver.
func HashHelp(table string) string {
	return fmt.Sprintf("%s size in MiB (1..%d: half of this machine's memory)", table, search.MaxHashMiB())
}

// MaxMoveTimeMs bounds the --movetime flags: a week, far below the
// overflow of a time.Duration in milliseconds.
const MaxMoveTimeMs = 7 * 24 * 3600 * 1000

// ParseFileArgs parses args, flags and then one or more files, and
// returns the files; none is the usage error "NAME: missing" (the flag
// set's name).
func ParseFileArgs(fs *pflag.FlagSet, args []string, missing string) ([]string, error) {
	if err := ParseFlagsArgs(fs, args); err != nil {
		return nil, err
	}
	if fs.NArg() == 0 {
		return nil, Usagef("%s: %s", fs.Name(), missing)
	}
	return fs.Args(), nil
}
