package puzzles

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"
)

// About is the description that "bao puzzles --help" prints, kept beside
// the code it describes (cmd/bao adds the flags).
const About = `Build or check the "find the winning move" puzzles (puzzles/doc.go).
"build" plays self-play games of the engine's levels (each side a level
drawn from 1..9) and keeps positions of their last 12 plies that the solver
proves won, every legal move proven winning or losing, where at most a third
of at least 4 legal moves win; it writes them to --out as JSON Lines,
replaced whole (a new file, an empty one or an earlier puzzles file; any
other file is refused), and only when all --count were found. The same flags give
the same file, byte for byte, whatever --threads. "check" re-proves every
puzzle of FILE: each listed winning move wins, no other move wins, each
refutation wins against its move, and the length is as listed. Progress goes
to stderr.`

// Examples are the command lines "bao puzzles --help" shows.
const Examples = `  bao puzzles build --seed 1 --count 300 --threads 2 --out web/app/puzzles.jsonl
  bao puzzles check web/app/puzzles.jsonl
`

// UsageError is a request that names no work the command can do: the
// command line, not the files, is wrong.
type UsageError struct{ Err error }

// Error is the reason.
func (u UsageError) Error() string { return u.Err.Error() }

// Unwrap returns the reason.
func (u UsageError) Unwrap() error { return u.Err }

// Request is one "bao puzzles build" or "bao puzzles check" as its flags
// and arguments give it.
type Request struct {
	Sub      string        // "build" or "check"
	Out      string        // build: the file to write
	Args     []string      // the arguments left after the flags
	Config   Config        // build's settings; Threads and SolveNodes serve check too
	NodesSet bool          // --solve-nodes was given (check: else CheckNodes)
	Period   time.Duration // progress report period on progress (0: none)
}

// Run does the request: it builds the file or checks it, writes progress
// to progress and the result's line to out. An interrupted run (ctx done)
// has written no file; the caller tells its user so from ctx.
func (r Request) Run(ctx context.Context, out, progress io.Writer) error {
	if r.Sub == "check" {
		if len(r.Args) != 1 || r.Out != "" {
			return UsageError{errors.New("puzzles check: want one FILE and no --out")}
		}
		nodes := CheckNodes
		if r.NodesSet {
			nodes = r.Config.SolveNodes
		}
		rep, err := CheckFile(ctx, r.Args[0], CheckConfig{Nodes: nodes, Threads: r.Config.Threads, Progress: progress, Period: r.Period})
		if err != nil {
			return fmt.Errorf("puzzles check: %w", err)
		}
		fmt.Fprintln(out, rep)
		return nil
	}
	switch {
	case len(r.Args) != 0:
		return UsageError{fmt.Errorf("puzzles build: unexpected argument %q", r.Args[0])}
	case r.Out == "":
		return UsageError{errors.New("puzzles build: --out FILE is required")}
	}
	if err := r.Config.Check(); err != nil {
		return UsageError{fmt.Errorf("puzzles build: %w", err)}
	}
	st, err := BuildFile(ctx, r.Config, r.Out, progress, r.Period)
	if err != nil {
		return fmt.Errorf("puzzles build: %w", err)
	}
	if ctx.Err() == nil {
		fmt.Fprintf(out, "Wrote %d puzzles to %s (%s)\n", r.Config.Count, r.Out, Summary(st))
	}
	return nil
}
