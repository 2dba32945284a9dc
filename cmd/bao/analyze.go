package main

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/analysis"
	"github.com/baoengine/bao/internal/threadcount"
	"github.com/baoengine/bao/search"
)

func runAnalyze(e *env) error {
	fs := newFlags(e, "analyze", analysis.About,
		"  bao analyze --depth 14\n  bao analyze --moves \"A6L a5R\" --movetime 2000 --multipv 3\n"+
			"  bao analyze --variant kujifunza --nodes 1000000 --json\n"+
			"  bao analyze --record game.pgn --each --movetime 500\n"+
			"  bao analyze --record game.pgn --each --depth 10 --plot game.svg\n"+
			"  bao analyze --depth 12 --eval net --evalfile net.bin\n")
	fen := fs.String("fen", "", "BFEN of the position (default: the variant's start)")
	moves := fs.String("moves", "", movesHelp)
	rf := addRulesFlags(fs)
	depth := fs.IntP("depth", "d", 0, "depth limit in plies (0 = none)")
	movetime := fs.Int("movetime", 0, "time limit in milliseconds (0 = none)")
	nodes := fs.Uint64("nodes", 0, "node limit (0 = none)")
	multipv := fs.Int("multipv", 1, "number of best lines to show (1..64)")
	threads := fs.Int("threads", 1, fmt.Sprintf("search threads (1..%d)", threadcount.Max))
	hash := fs.Int("hash", 16, hashHelp("transposition table"))
	algorithm := fs.String("algorithm", "pvs", "search driver: pvs or mtdf")
	asJSON := fs.Bool("json", false, "print one JSON object per line")
	recordFile := fs.String("record", "", "analyse a game record (protocol.md 10, text or JSON Lines; - reads standard input): its final position, or every move with --each")
	gameNo := fs.Int("game", 1, "with --record: which game of the file (1 = the first)")
	each := fs.Bool("each", false, "with --record: analyse the position before every move and compare with the move played")
	plot := fs.String("plot", "", "with --record --each: write the game's evaluation graph (South's win chance per ply) as an SVG file (never the --record or --evalfile file)")
	ef := addEvalFlags(fs)
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	switch {
	case *depth < 0 || *depth > 100:
		return usagef("analyze: --depth %d: want 0..100 (0 = no limit)", *depth)
	case *movetime < 0 || *movetime > maxMoveTimeMs:
		return usagef("analyze: --movetime %d: want 0..%d milliseconds (0 = no limit)", *movetime, maxMoveTimeMs)
	case *multipv < 1 || *multipv > 64:
		return usagef("analyze: --multipv %d: want 1..64", *multipv)
	case threadcount.Check(*threads) != nil:
		return usagef("analyze: --%v", threadcount.Check(*threads))
	case search.CheckHashMiB(*hash) != nil:
		return usagef("analyze: --%v", search.CheckHashMiB(*hash))
	case *algorithm != "pvs" && *algorithm != "mtdf":
		return usagef("analyze: --algorithm %q: want pvs or mtdf", *algorithm)
	case *gameNo < 1:
		return usagef("analyze: --game %d: want 1 or more (1 = the first game of the file)", *gameNo)
	case fs.Changed("game") && *recordFile == "":
		return usagef("analyze: --game needs --record")
	}
	if err := checkOutputs("analyze", []fileFlag{{"--plot", *plot}}, []fileFlag{{"--record", *recordFile}, {"--evalfile", *ef.file}}); err != nil {
		return err
	}
	lim := search.Limits{Depth: *depth, Nodes: *nodes, MoveTime: time.Duration(*movetime) * time.Millisecond}
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 {
		lim.Depth = 12
	}
	ev, err := ef.evaluator("analyze")
	if err != nil {
		return err
	}
	opts := search.DefaultOptions()
	opts.HashMiB, opts.Threads, opts.MultiPV, opts.Algorithm = *hash, *threads, *multipv, *algorithm
	opts.MoveOverhead = 0
	opts.Eval = ev
	s := search.New(opts)
	out := analysis.Output{W: e.stdout, Notes: e.stderr, JSON: *asJSON}
	if *recordFile != "" {
		if *fen != "" || *moves != "" {
			return usagef("analyze: --record cannot be combined with --fen or --moves")
		}
		if *plot != "" && !*each {
			return usagef("analyze: --plot needs --each")
		}
		if *each && *multipv != 1 {
			return usagef("analyze: --multipv %d with --each: each move gets the best move's line beside the move played; --multipv is for a single position", *multipv)
		}
		return analysis.RecordGame(e.context(), out, s, lim, analysis.RecordJob{Path: *recordFile, Game: *gameNo, Each: *each, Plot: *plot, Stdin: e.stdin})
	}
	if *each {
		return usagef("analyze: --each needs --record")
	}
	if *plot != "" {
		return usagef("analyze: --plot needs --record and --each")
	}
	r, err := rf.rules()
	if err != nil {
		return err
	}
	game, err := startingGame(&r, *fen, *moves)
	if err != nil {
		return err
	}
	return analysis.Position(e.context(), out, s, lim, game, *multipv)
}

// maxMoveTimeMs bounds the --movetime flags: a week, far below the
// overflow of a time.Duration in milliseconds.
const maxMoveTimeMs = 7 * 24 * 3600 * 1000
