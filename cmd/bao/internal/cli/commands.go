package cli

import (
	"fmt"
	"io"
	"sort"
)

// Command is a command or a subcommand: the line that lists it, and its
// run.
type Command struct {
	Summary string
	Run     func(e *Env) error
}

// FailWhenInterrupted wraps a command that ends early and keeps what it
// did when its context is cancelled, and then reports success: the
// wrapped command returns ErrInterrupted instead, so that it exits as
// every interrupted command does.
func FailWhenInterrupted(name string, run func(e *Env) error) func(e *Env) error {
	return func(e *Env) error {
		err := run(e)
		if err == nil && e.Context().Err() != nil {
			return fmt.Errorf("%s: %w", name, ErrInterrupted)
		}
		return err
	}
}

// RunNamed runs the command called name (e.Args[0]) of cmds with the
// arguments after it; an unknown name prints usage to stderr and is a
// usage error that starts with unknown.
func RunNamed(e *Env, cmds map[string]Command, name string, usage func(io.Writer, map[string]Command), unknown string) error {
	c, ok := cmds[name]
	if !ok {
		usage(e.Stderr, cmds)
		return Usagef("%s %q", unknown, name)
	}
	return c.Run(e.WithArgs(e.Args[1:]))
}

// RunSubcommand runs the subcommand of a command with subcommands (bao
// record, bao web) that e.Args names: without one it prints usage to
// stderr and is the usage error missing; -h, --help and help print usage
// to stdout; an unknown one is RunNamed's error.
func RunSubcommand(e *Env, cmds map[string]Command, usage func(io.Writer, map[string]Command), missing, unknown string) error {
	switch {
	case len(e.Args) == 0:
		usage(e.Stderr, cmds)
		return Usagef("%s", missing)
	case e.Args[0] == "-h" || e.Args[0] == "--help" || e.Args[0] == "help":
		usage(e.Stdout, cmds)
		return nil
	}
	return RunNamed(e, cmds, e.Args[0], usage, unknown)
}

// CommandNames returns the names of cmds in order.
func CommandNames(cmds map[string]Command) []string {
	names := make([]string, 0, len(cmds))
	for n := range cmds {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
