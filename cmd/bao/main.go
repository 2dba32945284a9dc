package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/baoengine/bao/search"
	"github.com/spf13/pflag"
)

// usageError marks an error in the command line (exit code 2); other
// errors are runtime failures (exit code 1).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// usagef returns a usage error.
func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// hashHelp is the help text of the --hash flags: the bound is the
// machine's (search.MaxHashMiB), shared by the searcher and the solver.
func hashHelp(table string) string {
	return fmt.Sprintf("%s size in MiB (1..%d: half of this machine's memory)", table, search.MaxHashMiB())
}

// env is what a command may touch: its arguments and standard streams.
// Commands never call os.Exit and never read globals, so tests run them
// in-process.
type env struct {
	args   []string
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	// interrupt, when not nil, stands for Ctrl-C in tests: a value sent on
	// it acts as SIGINT does for the commands that handle Ctrl-C (analyze,
	// play, solve). When nil those commands watch the process's SIGINT.
	interrupt <-chan os.Signal
}

// command is one subcommand.
type command struct {
	summary string
	run     func(e *env) error
}

// commands returns the subcommands by name.
func commands() map[string]command {
	return map[string]command{
		"match":   {"engine-vs-engine matches: Elo, SPRT, records; \"match merge\" joins shards", runMatch},
		"perft":   {"count the move tree of a position (rules self-test and speed)", runPerft},
		"solve":   {"prove the value of a position (win or loss), write and verify proofs", runSolve},
		"serve":   {"serve the web page to play and analyse Bao in a browser", runServe},
		"bench":   {"search the bench positions: the node-count signature and speed", runBench},
		"analyze": {"search a position and print the lines (human or JSON)", runAnalyze},
		"play":    {"play a game against the engine in the terminal", runPlay},
		"record":  {"check, show and convert game records (text or JSON Lines); calibrate the win probability", runRecord},
		"uci":     {"speak the engine protocol on stdin/stdout (the default with no command)", runUCI},
		"version": {"print the version", runVersion},
		"web":     {"build the static web app: the page with the engine in WebAssembly, installable and offline", runWeb},
		"tune":    {"train the evaluation on self-play data: hand weights or the net", runTune},
		"suite":   {"how often the engine plays a winning move in positions proven won", runSuite},
		"datagen": {"self-play training data; \"datagen suite\" builds the proven test suites", runDatagen},
	}
}

func main() {
	e := &env{args: os.Args[1:], stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}
	os.Exit(run(e))
}

// run executes the command line and returns the exit code.
func run(e *env) int {
	err := dispatch(e)
	if err == nil || errors.Is(err, pflag.ErrHelp) {
		return 0
	}
	fmt.Fprintln(e.stderr, "bao:", err)
	var ue usageError
	if errors.As(err, &ue) {
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
	case "-h", "--help", "help":
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
	b.WriteString("Usage: bao <command> [flags]    (bao <command> --help for its flags)\n\n")
	b.WriteString("Commands:\n")
	for _, n := range names {
		fmt.Fprintf(&b, "  %-9s %s\n", n, cmds[n].summary)
	}
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

// parseFlags parses args and turns flag errors into usage errors.
func parseFlags(fs *pflag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return err
		}
		return usageError{err}
	}
	if fs.NArg() > 0 {
		return usagef("%s: unexpected argument %q", fs.Name(), fs.Arg(0))
	}
	return nil
}
