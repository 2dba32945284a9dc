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
drawn from 6..9) and keeps positions from every stage of a game that the
solver proves won with exactly one winning move among 4 or more, every other
move refuted, the win not trivial; it asks the winner's later moves of the
proven line while each is the only winning one. It fills quotas by variant
and stage (namua, mtaji), takes at most a fifth solved by the move that
captures the most, no position twice up to the board's symmetries and none
on another puzzle's line, finds themes from the rules' traces and measures a
difficulty. It writes them to --out as JSON Lines, replaced whole (a new
file, an empty one or an earlier puzzles file; any other file is refused),
and only when all --count were found. The same flags give the same file,
byte for byte, whatever --threads. "check" checks every rule of FILE and
re-proves every puzzle: the one winning move at each turn asked, every
refutation, the length, the turn after those asked. Progress goes to stderr.`

// Examples are the command lines "bao puzzles --help" shows.
const Examples = `  bao puzzles build --seed 1 --count 1000 --threads 2 --out web/app/puzzles.jsonl
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
	Config   Config        // build's settings; Threads and Budget.Nodes serve check too
	NodesSet bool          // --solve-nodes was given (check: else CheckNodes)
	Period   time.Duration // progress report period on progress (0: none)
	Every    int           // check: re-prove every Every-th puzzle only (0 or 1: all)
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
			nodes = r.Config.Budget.Nodes
		}
		if r.Every < 0 {
			return UsageError{fmt.Errorf("puzzles check: --every %d: want 1 or more", r.Every)}
		}
		rep, err := CheckFile(ctx, r.Args[0], CheckConfig{Nodes: nodes, Threads: r.Config.Threads, Step: r.Every, Progress: progress, Period: r.Period})
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
		return UsageError{fmt.Errorf("puzzles build: %w", flagError(err))}
	}
	st, err := BuildFile(ctx, r.Config, r.Out, progress, r.Period)
	var oe *OutputError
	if errors.As(err, &oe) {
		return fmt.Errorf("puzzles build: --out %w", err)
	}
	if err != nil {
		return fmt.Errorf("puzzles build: %w", err)
	}
	if ctx.Err() == nil {
		fmt.Fprintf(out, "Wrote %d puzzles to %s (%s)\n", r.Config.Count, r.Out, Summary(st))
	}
	return nil
}

// flags names the flag of "bao puzzles build" that sets a field of
// Config.
var flags = map[string]string{"Count": "--count", "Budget.Nodes": "--solve-nodes", "Threads": "--threads"}

// flagError writes a *ConfigError with the flag that sets its field.
func flagError(err error) error {
	var ce *ConfigError
	if errors.As(err, &ce) {
		if f, ok := flags[ce.Field]; ok {
			return fmt.Errorf("%s %s: want %s", f, ce.Value, ce.Want)
		}
	}
	return err
}
