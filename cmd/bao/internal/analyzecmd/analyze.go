package analyzecmd

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/analysis"
	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/internal/threadcount"
	"github.com/baoengine/bao/search"
)

// Command returns "bao analyze".
func Command() cli.Command {
	return cli.Command{
		Summary: "search a position and print the lines (human or JSON)",
		Run:     cli.FailWhenInterrupted("analyze", run),
	}
}

// recordFlags returns the flags of analysis.RecordJob's fields, by the
// names its errors give them.
func recordFlags() map[string]string {
	return map[string]string{"plot": "--plot", "path": "--record", "game": "--game"}
}

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "analyze", about, examples)
	fen := fs.String("fen", "", "BFEN of the position (default: the variant's start)")
	moves := fs.String("moves", "", cli.MovesHelp)
	rf := cli.AddRulesFlags(fs)
	depth := fs.IntP("depth", "d", 0, "depth limit in plies (0 = none)")
	movetime := fs.Int("movetime", 0, "time limit in milliseconds (0 = none)")
	nodes := fs.Uint64("nodes", 0, "node limit (0 = none)")
	multipv := fs.Int("multipv", 1, "number of best lines to show (1..64)")
	threads := fs.Int("threads", 1, fmt.Sprintf("search threads (1..%d)", threadcount.Max))
	hash := fs.Int("hash", 16, cli.HashHelp("transposition table"))
	algorithm := fs.String("algorithm", "pvs", "search driver: pvs or mtdf")
	asJSON := fs.Bool("json", false, "print one JSON object per line")
	recordFile := fs.String("record", "", "analyse a game record (protocol.md 10, text or JSON Lines; - reads standard input): its final position, or every move with --each")
	gameNo := fs.Int("game", 1, "with --record: which game of the file (1 = the first)")
	each := fs.Bool("each", false, "with --record: analyse the position before every move and compare with the move played")
	plot := fs.String("plot", "", "with --record --each: write the game's evaluation graph (South's win chance per ply) as an SVG file (never the --record or --evalfile file)")
	ef := cli.AddEvalFlags(fs)
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	switch {
	case *depth < 0 || *depth > 100:
		return cli.Usagef("analyze: --depth %d: want 0..100 (0 = no limit)", *depth)
	case *movetime < 0 || *movetime > cli.MaxMoveTimeMs:
		return cli.Usagef("analyze: --movetime %d: want 0..%d milliseconds (0 = no limit)", *movetime, cli.MaxMoveTimeMs)
	case *multipv < 1 || *multipv > 64:
		return cli.Usagef("analyze: --multipv %d: want 1..64", *multipv)
	case threadcount.Check(*threads) != nil:
		return cli.Usagef("analyze: --%v", threadcount.Check(*threads))
	case search.CheckHashMiB(*hash) != nil:
		return cli.Usagef("analyze: --%v", search.CheckHashMiB(*hash))
	case *algorithm != "pvs" && *algorithm != "mtdf":
		return cli.Usagef("analyze: --algorithm %q: want pvs or mtdf", *algorithm)
	case *gameNo < 1:
		return cli.Usagef("analyze: --game %d: want 1 or more (1 = the first game of the file)", *gameNo)
	case fs.Changed("game") && *recordFile == "":
		return cli.Usagef("analyze: --game needs --record")
	}
	if err := cli.CheckOutputs("analyze", []cli.FileFlag{{Flag: "--plot", Path: *plot}}, []cli.FileFlag{{Flag: "--record", Path: *recordFile}, {Flag: "--evalfile", Path: ef.File()}}); err != nil {
		return err
	}
	lim := search.Limits{Depth: *depth, Nodes: *nodes, MoveTime: time.Duration(*movetime) * time.Millisecond}
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 {
		lim.Depth = 12
	}
	ev, err := ef.Evaluator("analyze")
	if err != nil {
		return err
	}
	opts := search.DefaultOptions()
	opts.HashMiB, opts.Threads, opts.MultiPV, opts.Algorithm = *hash, *threads, *multipv, *algorithm
	opts.MoveOverhead = 0
	opts.Eval = ev
	s := search.New(opts)
	out := analysis.Output{W: e.Stdout, Notes: e.Stderr, JSON: *asJSON, FewerLines: func(asked, legal int) {
		fmt.Fprintf(e.Stderr, "analyze: note: --multipv %d: the position has only %d legal move(s), so %d line(s) are shown\n", asked, legal, legal)
	}}
	if *recordFile != "" {
		if *fen != "" || *moves != "" {
			return cli.Usagef("analyze: --record cannot be combined with --fen or --moves")
		}
		if *plot != "" && !*each {
			return cli.Usagef("analyze: --plot needs --each")
		}
		if *each && *multipv != 1 {
			return cli.Usagef("analyze: --multipv %d with --each: each move gets the best move's line beside the move played; --multipv is for a single position", *multipv)
		}
		job := analysis.RecordJob{Path: *recordFile, Game: *gameNo, Each: *each, Plot: *plot, Stdin: e.Stdin}
		return cli.FlagErrors(analysis.RecordGame(e.Context(), out, s, lim, job), recordFlags())
	}
	if *each {
		return cli.Usagef("analyze: --each needs --record")
	}
	if *plot != "" {
		return cli.Usagef("analyze: --plot needs --record and --each")
	}
	r, err := rf.Rules()
	if err != nil {
		return err
	}
	game, err := cli.StartingGame(&r, *fen, *moves)
	if err != nil {
		return err
	}
	return analysis.Position(e.Context(), out, s, lim, game, *multipv)
}
