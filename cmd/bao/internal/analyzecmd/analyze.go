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

// about is the description that "bao analyze --help" prints.
const about = "Search a position and print a board diagram, then one line per finished\n" +
	"iteration (depth, score, nodes, nps, time, principal variation) and the best\n" +
	"move; with --json, one JSON object per line instead. Scores are in seeds from\n" +
	"the side to move's view (\"win in N moves\"/\"loss in N moves\": a proven result,\n" +
	"N moves of the side to move); the JSON's score is in centi-seeds (263 is 2.63\n" +
	"seeds, a proven result beyond every evaluation) and its win_plies counts plies.\n" +
	"A score marked >= or <= is a bound (JSON: \"bound\"): the last line gives a lower\n" +
	"bound, at the depth of the unfinished iteration, when a limit stopped the search\n" +
	"after that iteration had found a better move than the last complete one.\n" +
	"Without a limit the search stops at depth 12. \"win\" is the side to move's chance\n" +
	"to win (eval.WinProbability: a logistic of the score fitted to self-play games).\n" +
	"With --record --each, each move is judged from the position before it, as the\n" +
	"web page's review judges it: \"best\" is the score of the engine's best move\n" +
	"there, \"played\" that of the move played searched alone from the same position\n" +
	"with the same limits (the best move itself: =), \"drop\" the points of win\n" +
	"chance the move cost; a drop of 20 points or more is a blunder (??), of 10 or\n" +
	"more a mistake (?). \"decided: winning\" (or losing) says that the mover's\n" +
	"chance with the best move was already 90% or more (10% or less). --plot draws\n" +
	"South's win chance over the game as an SVG image.\n" +
	"Ctrl-C stops the search and prints the best line found so far (with --each:\n" +
	"the moves analysed so far, and --plot draws them). A finished game is not\n" +
	"searched: analyze says who won and why."

const examples = "  bao analyze --depth 14\n  bao analyze --moves \"A6L a5R\" --movetime 2000 --multipv 3\n" +
	"  bao analyze --variant kujifunza --nodes 1000000 --json\n" +
	"  bao analyze --record game.pgn --each --movetime 500\n" +
	"  bao analyze --record game.pgn --each --depth 10 --plot game.svg\n" +
	"  bao analyze --depth 12 --eval net --evalfile net.bin\n"

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
