package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/syncwriter"
	"github.com/baoengine/bao/search"
	"github.com/spf13/pflag"
)

// usageError marks an error in the command line (exit code 2); other
// errors are runtime failures (exit code 1).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// errInterrupted marks a command cut short by Ctrl-C or SIGTERM: it kept
// what it had finished, and the process exits with exitInterrupted.
var errInterrupted = errors.New("interrupted")

// exitInterrupted is the exit code of every command cut short by Ctrl-C
// or SIGTERM (128 + SIGINT, the shells' convention).
const exitInterrupted = 130

// usagef returns a usage error.
func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// hashHelp is the help text of the --hash flags: the bound is the
// machine's (search.MaxHashMiB), shared by the searcher and the solver.
func hashHelp(table string) string {
	return fmt.Sprintf("%s size in MiB (1..%d: half of this machine's memory)", table, search.MaxHashMiB())
}

// env is what a command may touch: its arguments, standard streams and
// the context that Ctrl-C and SIGTERM cancel. Commands never call os.Exit,
// never read globals and never watch signals themselves, so tests run
// them in-process and stand for a signal by cancelling ctx.
type env struct {
	args   []string
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	ctx    context.Context // set by tests; nil: watchSignals gives it
	// watchSignals starts watching Ctrl-C and SIGTERM and returns the
	// context they cancel (signalWatcher); nil: never cancelled.
	watchSignals func() context.Context
}

// context returns the command's context: cancelled by the first Ctrl-C
// or SIGTERM in the process, by the test in tests. A command that calls
// it takes those signals over from their default action (ending the
// process), so only a command that stops when it is cancelled may call
// it.
func (e *env) context() context.Context {
	switch {
	case e.ctx != nil:
		return e.ctx
	case e.watchSignals != nil:
		return e.watchSignals()
	}
	return context.Background()
}

// command is one subcommand.
type command struct {
	summary string
	run     func(e *env) error
}

// failWhenInterrupted wraps a command that ends early and keeps what it
// did when its context is cancelled, and then reports success: the wrapped
// command returns errInterrupted instead, so that it exits as every
// interrupted command does.
func failWhenInterrupted(name string, run func(e *env) error) func(e *env) error {
	return func(e *env) error {
		err := run(e)
		if err == nil && e.context().Err() != nil {
			return fmt.Errorf("%s: %w", name, errInterrupted)
		}
		return err
	}
}

// commands returns the subcommands by name.
func commands() map[string]command {
	return map[string]command{
		"match":   {"engine-vs-engine matches: Elo, SPRT, records; \"match merge\" joins shards", runMatch},
		"perft":   {"count the move tree of a position (rules self-test and speed)", runPerft},
		"solve":   {"prove the value of a position (win or loss), write and verify proofs", runSolve},
		"serve":   {"serve the web page to play and analyse Bao in a browser", runServe},
		"bench":   {"search the bench positions: the node-count signature and speed", runBench},
		"analyze": {"search a position and print the lines (human or JSON)", failWhenInterrupted("analyze", runAnalyze)},
		"play":    {"play a game against the engine in the terminal", failWhenInterrupted("play", runPlay)},
		"record":  {"check, show and convert game records (text or JSON Lines); calibrate the win probability", runRecord},
		"uci":     {"speak the engine protocol on stdin/stdout (the default with no command)", runUCI},
		"version": {"print the version", runVersion},
		"web":     {"build the static web app: the page with the engine in WebAssembly, installable and offline", runWeb},
		"tune":    {"train the evaluation on self-play data: hand weights or the net", runTune},
		"suite":   {"how often the engine plays a winning move in positions proven won", runSuite},
		"puzzles": {"build and check the \"find the winning move\" puzzles proven by the solver", failWhenInterrupted("puzzles", runPuzzles)},
		"datagen": {"self-play training data; \"datagen suite\" builds the proven test suites", runDatagen},
	}
}

func main() {
	watch, release := signalWatcher()
	e := &env{args: os.Args[1:], stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, watchSignals: watch}
	code := run(e)
	release()
	os.Exit(code)
}

// run executes the command line and returns the exit code: 0, 1 for a
// failure, 2 for a usage error, exitInterrupted for a command cut short
// by Ctrl-C or SIGTERM.
//
// A command that succeeded but could not write its standard output (a
// full disk, a closed pipe: its result is lost) fails with exit code 1.
func run(e *env) int {
	out := syncwriter.New(e.stdout)
	sub := *e
	sub.stdout = out
	err := dispatch(&sub)
	if err == nil || errors.Is(err, pflag.ErrHelp) {
		werr := out.Err()
		if werr == nil {
			return 0
		}
		err = fmt.Errorf("writing standard output: %w", werr)
	}
	fmt.Fprintln(e.stderr, "bao:", err)
	var ue usageError
	switch {
	case errors.Is(err, errInterrupted):
		return exitInterrupted
	case errors.As(err, &ue), errors.Is(err, atomicfile.ErrOutputIsInput):
		// An output naming an input is a mistake in the command line,
		// whichever package found it.
		return 2
	}
	return 1
}

func dispatch(e *env) error {
	cmds := commands()
	if len(e.args) == 0 {
		if c, ok := cmds["uci"]; ok {
			return c.run(e)
		}
		topUsage(e.stderr, cmds)
		return usagef("no command given")
	}
	name := e.args[0]
	switch name {
	case "help":
		if len(e.args) > 1 {
			// "bao help match merge" is "bao match merge --help".
			sub := *e
			sub.args = append(slices.Clone(e.args[1:]), "--help")
			return runNamed(&sub, cmds, sub.args[0], topUsage, "unknown command")
		}
		topUsage(e.stdout, cmds)
		return nil
	case "-h", "--help":
		topUsage(e.stdout, cmds)
		return nil
	case "--version", "-v":
		name = "version"
	}
	return runNamed(e, cmds, name, topUsage, "unknown command")
}

// runNamed runs the command called name (e.args[0]) of cmds with the
// arguments after it; an unknown name prints usage to stderr and is a
// usage error that starts with unknown.
func runNamed(e *env, cmds map[string]command, name string, usage func(io.Writer, map[string]command), unknown string) error {
	c, ok := cmds[name]
	if !ok {
		usage(e.stderr, cmds)
		return usagef("%s %q", unknown, name)
	}
	sub := *e
	sub.args = e.args[1:]
	return c.run(&sub)
}

// runSubcommand runs the subcommand of a command with subcommands (bao
// record, bao web) that e.args names: without one it prints usage to
// stderr and is the usage error missing; -h, --help and help print usage
// to stdout; an unknown one is runNamed's error.
func runSubcommand(e *env, cmds map[string]command, usage func(io.Writer, map[string]command), missing, unknown string) error {
	switch {
	case len(e.args) == 0:
		usage(e.stderr, cmds)
		return usagef("%s", missing)
	case e.args[0] == "-h" || e.args[0] == "--help" || e.args[0] == "help":
		usage(e.stdout, cmds)
		return nil
	}
	return runNamed(e, cmds, e.args[0], usage, unknown)
}

// commandNames returns the names of cmds in order.
func commandNames(cmds map[string]command) []string {
	names := make([]string, 0, len(cmds))
	for n := range cmds {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func topUsage(w io.Writer, cmds map[string]command) {
	names := commandNames(cmds)
	var b strings.Builder
	b.WriteString("bao: a Bao la Kiswahili / Bao la Kete / Bao la Kujifunza program\n\n")
	b.WriteString("Usage: bao <command> [flags]    (bao <command> --help, or bao help <command>, for its flags)\n\n")
	b.WriteString("Commands:\n")
	for _, n := range names {
		fmt.Fprintf(&b, "  %-9s %s\n", n, cmds[n].summary)
	}
	b.WriteString("\nExit codes: 0 success, 1 failure, 2 usage error (an output naming an input too),\n")
	b.WriteString("130 stopped by Ctrl-C or SIGTERM\n")
	b.WriteString("(the command keeps what it finished; for serve, and datagen without a target,\n")
	b.WriteString("the signal is the ordinary end: 0). A second signal kills a command at once.\n")
	b.WriteString("record check/show/calibrate, solve --verify and uci keep no work: the signal\n")
	b.WriteString("itself ends them at once (the shell shows 130 for Ctrl-C, 143 for SIGTERM).\n")
	fmt.Fprint(w, b.String())
}

// newFlags returns a flag set for a subcommand whose usage text names the
// command, says what it does and gives examples.
func newFlags(e *env, name, about, examples string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.SortFlags = false
	fs.Usage = func() {
		fmt.Fprintf(e.stdout, "Usage: bao %s [flags]\n\n%s\n\nFlags:\n%s\nExamples:\n%s", name, about, fs.FlagUsages(), examples)
	}
	return fs
}

// parseFlagsArgs parses args, which may end in positional arguments, and
// turns flag errors other than a request for help into usage errors.
func parseFlagsArgs(fs *pflag.FlagSet, args []string) error {
	err := fs.Parse(args)
	if err != nil && !errors.Is(err, pflag.ErrHelp) {
		return usageError{err}
	}
	return err
}

// parseFlags parses args, refusing positional arguments.
func parseFlags(fs *pflag.FlagSet, args []string) error {
	if err := parseFlagsArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("%s: unexpected argument %q", fs.Name(), fs.Arg(0))
	}
	return nil
}
