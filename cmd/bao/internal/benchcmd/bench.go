package benchcmd

import (
	"context"
	"fmt"

	"github.com/baoengine/bao/bench"
	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/search"
	"github.com/spf13/pflag"
)

// Command returns "bao bench".
func Command() cli.Command {
	return cli.Command{Summary: "search the bench positions: the node-count signature and speed", Run: run}
}

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "bench",
		"Search the built-in bench positions (all variants) to a fixed depth with one\n"+
			"thread and a cleared table, and print the node count: the search's behaviour\n"+
			"signature, the same on every machine and run. The last lines are\n"+
			"\"Nodes searched  : N\", \"Nodes/second    : N\" and \"N nodes N nps\".",
		"  bao bench\n  bao bench --depth 10 --hash 64\n  bao bench --evalfile net.bin\n  bao bench --option QDepth=0\n"+
			"  bao bench --eval net --evalcache 1   # the same nodes; prints the cache's hit rate\n"+
			"  bao bench --stability --depth 20   # mean |score(d) - score(d-1)| over depths 10..20\n")
	depth := fs.IntP("depth", "d", bench.DefaultDepth, "search depth in plies (1..60)")
	hash := fs.Int("hash", 16, cli.HashHelp("transposition table"))
	evalCache := fs.Int("evalcache", 0, "evaluation cache in MiB (0..1024; 0 = off): never changes the nodes, only the speed")
	stability := fs.Bool("stability", false, "measure how the score swings between iterations: the mean\n"+
		"|score(d) - score(d-1)| over depths 11..--depth of every bench position (default depth 20)")
	ef := cli.AddEvalFlags(fs)
	settings := fs.StringArray("option", nil, "a search heuristic option NAME=VALUE as setoption sets it, e.g. QDepth=4 (repeat for more)")
	prof := cli.AddCPUProfileFlag(fs)
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	if *depth < 1 || *depth > 60 {
		return cli.Usagef("bench: --depth %d: want 1..60", *depth)
	}
	if err := search.CheckHashMiB(*hash); err != nil {
		return cli.Usagef("bench: --%v", err)
	}
	if *evalCache < 0 || *evalCache > 1024 {
		return cli.Usagef("bench: --evalcache %d: want 0..1024", *evalCache)
	}
	ev, err := ef.Evaluator("bench")
	if err != nil {
		return err
	}
	opts := search.DefaultOptions()
	opts.HashMiB = *hash
	opts.EvalCache = *evalCache
	opts.Eval = ev
	if err := protocol.SetSearchOptions(&opts, *settings); err != nil {
		return cli.Usagef("bench: --option: %v", err)
	}
	// Watch Ctrl-C and SIGTERM from here on (env.context).
	ctx := e.Context()
	stopProfile, err := prof.Start(ef.File())
	if err != nil {
		return err
	}
	if ev != nil {
		fmt.Fprintf(e.Stderr, "bench: evaluation %s\n", ev)
	}
	if err := benchOrStability(ctx, e, fs, *depth, *stability, opts); err != nil {
		stopProfile()
		return err
	}
	return stopProfile()
}

// benchOrStability runs the bench, or with stability the score-swing
// measurement. Ctrl-C or SIGTERM stops either after the positions
// already written, with no summary, and the command exits as
// interrupted.
func benchOrStability(ctx context.Context, e *cli.Env, fs *pflag.FlagSet, depth int, stability bool, opts search.Options) error {
	var err error
	if stability {
		d := depth
		if !fs.Changed("depth") {
			d = 20
		}
		if d <= bench.StabilityFrom {
			return cli.Usagef("bench: --stability needs --depth above %d", bench.StabilityFrom)
		}
		_, err = bench.StabilityContext(ctx, e.Stdout, d, opts)
	} else {
		_, _, err = bench.RunContext(ctx, e.Stdout, depth, opts)
	}
	if err != nil && ctx.Err() != nil {
		fmt.Fprintln(e.Stdout, "Interrupted     : no summary; the positions above are complete")
		return fmt.Errorf("bench: %w", cli.ErrInterrupted)
	}
	if err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	return nil
}
