package puzzlescmd

import (
	"fmt"
	"strings"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/puzzles"
)

// Command returns "bao puzzles".
func Command() cli.Command {
	return cli.Command{Summary: "build and check the \"find the winning move\" puzzles proven by the solver", Run: cli.FailWhenInterrupted("puzzles", run)}
}

// about is the description that "bao puzzles --help" prints.
const about = `Build or check the "find the winning move" puzzles (puzzles/doc.go).
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

// examples are the command lines "bao puzzles --help" shows.
const examples = `  bao puzzles build --seed 1 --count 1000 --threads 2 --out web/app/puzzles.jsonl
  bao puzzles check web/app/puzzles.jsonl
`

// flags names the flags that set the fields package puzzles names in its
// errors (Config's and CheckConfig's, and the output of a build).
func flags() map[string]string {
	return map[string]string{"Count": "--count", "Budget.Nodes": "--solve-nodes", "Threads": "--threads",
		"nodes": "--solve-nodes", "threads": "--threads", "step": "--every", "out": "--out"}
}

// request is one "bao puzzles build" or "bao puzzles check" as its flags
// and arguments give it.
type request struct {
	sub      string         // "build" or "check"
	out      string         // build: the file to write
	args     []string       // the arguments left after the flags
	config   puzzles.Config // build's settings; Threads and Budget.Nodes serve check too
	nodesSet bool           // --solve-nodes was given (check: else puzzles.CheckNodes)
	period   time.Duration  // progress report period on stderr (0: none)
	every    int            // check: re-prove every every-th puzzle only
	env      *cli.Env       // the streams and the context
}

func run(e *cli.Env) error {
	req := request{config: puzzles.DefaultConfig(), env: e}
	args := e.Args
	if len(args) > 0 && (args[0] == "build" || args[0] == "check") {
		req.sub, args = args[0], args[1:]
	} else if len(args) == 0 || (args[0] != "--help" && args[0] != "-h") {
		return cli.Usagef("puzzles: want \"puzzles build --out FILE\" or \"puzzles check FILE\"")
	}
	fs := cli.NewFlags(e, strings.TrimSpace("puzzles "+req.sub), about, examples)
	fs.StringVar(&req.out, "out", "", "build: write the puzzles to `FILE` (required)")
	fs.Uint64Var(&req.config.Seed, "seed", req.config.Seed, "build: seed of the self-play games (same seed, same file)")
	fs.IntVar(&req.config.Count, "count", req.config.Count, "build: puzzles wanted")
	fs.IntVar(&req.config.Threads, "threads", req.config.Threads, "games (build) or puzzles (check) worked on at once")
	fs.Uint64Var(&req.config.Budget.Nodes, "solve-nodes", req.config.Budget.Nodes, "node budget of each proof (check: "+fmt.Sprint(puzzles.CheckNodes)+" unless set)")
	fs.IntVar(&req.every, "every", 1, "check: re-prove every `N`-th puzzle only (the rules of the whole file are checked on all)")
	fs.DurationVar(&req.period, "progress", 10*time.Second, "progress report period on stderr (0: none)")
	if err := cli.ParseFlagsArgs(fs, args); err != nil {
		return err
	}
	req.args, req.nodesSet = fs.Args(), fs.Changed("solve-nodes")
	if req.sub == "check" {
		return req.check()
	}
	return req.build()
}

// check is "bao puzzles check FILE".
func (r *request) check() error {
	if len(r.args) != 1 || r.out != "" {
		return cli.Usagef("puzzles check: want one FILE and no --out")
	}
	nodes := puzzles.CheckNodes
	if r.nodesSet {
		nodes = r.config.Budget.Nodes
	}
	cfg := puzzles.CheckConfig{Nodes: nodes, Threads: r.config.Threads, Step: r.every, Progress: r.env.Stderr, Period: r.period}
	if err := cfg.Validate(); err != nil {
		return cli.UsageFlagErrors(fmt.Errorf("puzzles check: %w", err), flags())
	}
	rep, err := puzzles.CheckFile(r.env.Context(), r.args[0], cfg)
	if err != nil {
		return cli.FlagErrors(fmt.Errorf("puzzles check: %w", err), flags())
	}
	fmt.Fprintln(r.env.Stdout, rep)
	return nil
}

// build is "bao puzzles build --out FILE".
func (r *request) build() error {
	switch {
	case len(r.args) != 0:
		return cli.Usagef("puzzles build: unexpected argument %q", r.args[0])
	case r.out == "":
		return cli.Usagef("puzzles build: --out FILE is required")
	}
	if err := r.config.Check(); err != nil {
		return cli.UsageFlagErrors(fmt.Errorf("puzzles build: %w", err), flags())
	}
	ctx := r.env.Context()
	st, err := puzzles.BuildFile(ctx, r.config, r.out, r.env.Stderr, r.period)
	if err != nil {
		return cli.FlagErrors(fmt.Errorf("puzzles build: %w", err), flags())
	}
	if ctx.Err() == nil {
		fmt.Fprintf(r.env.Stdout, "Wrote %d puzzles to %s (%s)\n", r.config.Count, r.out, puzzles.Summary(st))
	}
	return nil
}
