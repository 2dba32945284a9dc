package main

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/puzzles"
)

func runPuzzles(e *cli.Env) error {
	req := puzzles.Request{Config: puzzles.DefaultConfig()}
	args := e.Args
	if len(args) > 0 && (args[0] == "build" || args[0] == "check") {
		req.Sub, args = args[0], args[1:]
	} else if len(args) == 0 || (args[0] != "--help" && args[0] != "-h") {
		return cli.Usagef("puzzles: want \"puzzles build --out FILE\" or \"puzzles check FILE\"")
	}
	fs := cli.NewFlags(e, strings.TrimSpace("puzzles "+req.Sub), puzzles.About, puzzles.Examples)
	fs.StringVar(&req.Out, "out", "", "build: write the puzzles to `FILE` (required)")
	fs.Uint64Var(&req.Config.Seed, "seed", req.Config.Seed, "build: seed of the self-play games (same seed, same file)")
	fs.IntVar(&req.Config.Count, "count", req.Config.Count, "build: puzzles wanted")
	fs.IntVar(&req.Config.Threads, "threads", req.Config.Threads, "games (build) or puzzles (check) worked on at once")
	fs.Uint64Var(&req.Config.SolveNodes, "solve-nodes", req.Config.SolveNodes, "node budget of each proof (check: "+fmt.Sprint(puzzles.CheckNodes)+" unless set)")
	fs.DurationVar(&req.Period, "progress", 10*time.Second, "progress report period on stderr (0: none)")
	if err := cli.ParseFlagsArgs(fs, args); err != nil {
		return err
	}
	req.Args, req.NodesSet = fs.Args(), fs.Changed("solve-nodes")
	err := req.Run(e.Context(), e.Stdout, e.Stderr)
	if ue := (puzzles.UsageError{}); errors.As(err, &ue) {
		return cli.Usage(ue)
	}
	return err
}
