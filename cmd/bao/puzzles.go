package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/baoengine/bao/puzzles"
)

const puzzlesAbout = `Build or check the "find the winning move" puzzles (puzzles/doc.go).
"build" plays self-play games of the engine's levels (each side a level
drawn from 1..9) and keeps positions of their last 12 plies that the solver
proves won, every legal move proven winning or losing, where at most a third
of at least 4 legal moves win; it writes them to --out as JSON Lines,
replaced whole, and only when all --count were found. The same flags give
the same file, byte for byte, whatever --threads. "check" re-proves every
puzzle of FILE: each listed winning move wins, no other move wins, each
refutation wins against its move, and the length is as listed. Progress goes
to stderr.`

const puzzlesExamples = `  bao puzzles build --seed 1 --count 300 --threads 2 --out puzzles/puzzles.jsonl
  bao puzzles check puzzles/puzzles.jsonl
`

func runPuzzles(e *env) error {
	sub, args := "", e.args
	if len(args) > 0 && (args[0] == "build" || args[0] == "check") {
		sub, args = args[0], args[1:]
	} else if len(args) == 0 || (args[0] != "--help" && args[0] != "-h") {
		return usagef("puzzles: want \"puzzles build --out FILE\" or \"puzzles check FILE\"")
	}
	fs := newFlags(e, strings.TrimSpace("puzzles "+sub), puzzlesAbout, puzzlesExamples)
	cfg := puzzles.DefaultConfig()
	out := fs.String("out", "", "build: write the puzzles to `FILE` (required)")
	fs.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "build: seed of the self-play games (same seed, same file)")
	fs.IntVar(&cfg.Count, "count", cfg.Count, "build: puzzles wanted")
	fs.IntVar(&cfg.Threads, "threads", cfg.Threads, "games (build) or puzzles (check) worked on at once")
	fs.Uint64Var(&cfg.SolveNodes, "solve-nodes", cfg.SolveNodes, "node budget of each proof (check: "+fmt.Sprint(puzzles.CheckNodes)+" unless set)")
	every := fs.Duration("progress", 10*time.Second, "progress report period on stderr (0: none)")
	if err := parseFlagsArgs(fs, args); err != nil {
		return err
	}
	ctx := e.context()
	if sub == "check" {
		if fs.NArg() != 1 || *out != "" {
			return usagef("puzzles check: want one FILE and no --out")
		}
		nodes := puzzles.CheckNodes
		if fs.Changed("solve-nodes") {
			nodes = cfg.SolveNodes
		}
		rep, err := puzzles.CheckFile(ctx, fs.Arg(0), puzzles.CheckConfig{Nodes: nodes, Threads: cfg.Threads, Progress: e.stderr, Period: *every})
		if err != nil {
			return fmt.Errorf("puzzles check: %w", err)
		}
		fmt.Fprintln(e.stdout, rep)
		if ctx.Err() != nil {
			return fmt.Errorf("puzzles check: %w", errInterrupted)
		}
		return nil
	}
	switch {
	case fs.NArg() != 0:
		return usagef("puzzles build: unexpected argument %q", fs.Arg(0))
	case *out == "":
		return usagef("puzzles build: --out FILE is required")
	}
	if err := cfg.Check(); err != nil {
		return usageError{fmt.Errorf("puzzles build: %w", err)}
	}
	st, err := puzzles.BuildFile(ctx, cfg, *out, e.stderr, *every)
	if err != nil {
		return fmt.Errorf("puzzles build: %w", err)
	}
	if ctx.Err() != nil {
		return fmt.Errorf("puzzles build: %w: %s was not written", errInterrupted, *out)
	}
	fmt.Fprintf(e.stdout, "Wrote %d puzzles to %s (%s)\n", cfg.Count, *out, puzzles.Summary(st))
	return nil
}
