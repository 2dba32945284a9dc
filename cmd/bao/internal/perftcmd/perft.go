package perftcmd

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/engine"
)

// Command returns "bao perft".
func Command() cli.Command {
	return cli.Command{Summary: "count the move tree of a position (rules self-test and speed)", Run: run}
}

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "perft",
		"Count the whole turns of the move tree to a depth (every legal token is one node;\n"+
			"a finished game has no children). Prints the count, the time and the rate in\n"+
			"moves made per second; with --divide, the count below each root move. Ctrl-C or\n"+
			"SIGTERM stops the count within a moment (exit code 130).",
		"  bao perft --depth 8\n  bao perft --depth 6 --variant kujifunza --divide\n"+
			"  bao perft --depth 4 --fen '0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 S SN -'\n")
	depth := fs.IntP("depth", "d", 0, "depth in plies (required, 1..30)")
	fen := fs.String("fen", "", "BFEN of the position (default: the variant's start)")
	moves := fs.String("moves", "", cli.MovesHelp)
	divide := fs.Bool("divide", false, "print the count below each root move")
	rf := cli.AddRulesFlags(fs)
	prof := cli.AddCPUProfileFlag(fs)
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	if !fs.Changed("depth") {
		return cli.Usagef("perft: --depth N is required (1..30)")
	}
	if *depth < 1 || *depth > 30 {
		return cli.Usagef("perft: --depth %d: want 1..30", *depth)
	}
	r, err := rf.Rules()
	if err != nil {
		return err
	}
	p, err := cli.StartingPosition(&r, *fen, *moves)
	if err != nil {
		return err
	}
	stopProfile, err := prof.Start()
	if err != nil {
		return err
	}
	start := time.Now()
	var total uint64
	var ch engine.Children
	r.Generate(&p, &ch)
	lastReport := start
	ctx := e.Context()
	for i := 0; i < ch.N; i++ {
		n, err := r.PerftContext(ctx, &ch.List[i].Pos, *depth-1)
		if err != nil {
			if perr := stopProfile(); perr != nil {
				fmt.Fprintf(e.Stderr, "bao: perft: %v\n", perr)
			}
			fmt.Fprintf(e.Stdout, "Interrupted: %d of %d root moves counted (%d nodes), no total\n", i, ch.N, total)
			return fmt.Errorf("perft: %w", cli.ErrInterrupted)
		}
		total += n
		if *divide {
			fmt.Fprintf(e.Stdout, "%v: %d\n", ch.List[i].Move, n)
		}
		if now := time.Now(); now.Sub(lastReport) > 2*time.Second {
			lastReport = now
			fmt.Fprintf(e.Stderr, "perft: %d of %d root moves, %d nodes, %s\n", i+1, ch.N, total, now.Sub(start).Round(time.Millisecond))
		}
	}
	if *depth == 1 {
		total = uint64(ch.N)
	}
	el := time.Since(start)
	if err := stopProfile(); err != nil {
		return err
	}
	rate := float64(total) / max(el.Seconds(), 1e-9)
	fmt.Fprintf(e.Stdout, "Nodes searched: %d\n", total)
	fmt.Fprintf(e.Stdout, "Time: %.3f s\n", el.Seconds())
	fmt.Fprintf(e.Stdout, "%d nodes %.0f nps\n", total, rate)
	return nil
}
