package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/baoengine/bao/analysis"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

func runAnalyze(e *env) error {
	fs := newFlags(e, "analyze",
		"Search a position and print a board diagram, then one line per finished\n"+
			"iteration (depth, score, nodes, nps, time, principal variation) and the best\n"+
			"move; with --json, one JSON object per line instead. Scores are in seeds from\n"+
			"the side to move's view (\"win in N moves\"/\"loss in N moves\": a proven result,\n"+
			"N moves of the side to move; the JSON's win_plies counts plies).\n"+
			"Without a limit the search stops at depth 12. \"win\" is the side to move's chance\n"+
			"to win (eval.WinProbability: a logistic of the score fitted to self-play games).\n"+
			"With --record --each, a move that drops the mover's win chance by 20 points or\n"+
			"more against the engine's best move is a blunder (??), by 10 or more a mistake\n"+
			"(?); --plot draws South's win chance over the game as an SVG image.\n"+
			"Ctrl-C stops the search and prints the best line found so far (with --each:\n"+
			"the moves analysed so far, and --plot draws them). A finished game is not\n"+
			"searched: analyze says who won and why.",
		"  bao analyze --depth 14\n  bao analyze --moves \"A6L a5R\" --movetime 2000 --multipv 3\n"+
			"  bao analyze --variant kujifunza --nodes 1000000 --json\n"+
			"  bao analyze --record game.pgn --each --movetime 500\n"+
			"  bao analyze --record game.pgn --each --depth 10 --plot game.svg\n"+
			"  bao analyze --depth 12 --eval net --evalfile net.bin\n")
	fen := fs.String("fen", "", "BFEN of the position (default: the variant's start)")
	moves := fs.String("moves", "", "moves to play first, e.g. \"A6L a5R\"")
	rf := addRulesFlags(fs)
	depth := fs.IntP("depth", "d", 0, "depth limit in plies (0 = none)")
	movetime := fs.Int("movetime", 0, "time limit in milliseconds (0 = none)")
	nodes := fs.Uint64("nodes", 0, "node limit (0 = none)")
	multipv := fs.Int("multipv", 1, "number of best lines to show (1..64)")
	threads := fs.Int("threads", 1, "search threads (1..256)")
	hash := fs.Int("hash", 16, hashHelp("transposition table"))
	algorithm := fs.String("algorithm", "pvs", "search driver: pvs or mtdf")
	asJSON := fs.Bool("json", false, "print one JSON object per line")
	recordFile := fs.String("record", "", "analyse a game record (protocol.md 10): its final position, or every move with --each")
	gameNo := fs.Int("game", 1, "with --record: which game of the file (1 = the first)")
	each := fs.Bool("each", false, "with --record: analyse the position before every move and compare with the move played")
	plot := fs.String("plot", "", "with --record --each: write the game's evaluation graph (South's win chance per ply) as an SVG file")
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
	case *threads < 1 || *threads > 256:
		return usagef("analyze: --threads %d: want 1..256", *threads)
	case search.CheckHashMiB(*hash) != nil:
		return usagef("analyze: --%v", search.CheckHashMiB(*hash))
	case *algorithm != "pvs" && *algorithm != "mtdf":
		return usagef("analyze: --algorithm %q: want pvs or mtdf", *algorithm)
	case *gameNo < 1:
		return usagef("analyze: --game %d: want 1 or more (1 = the first game of the file)", *gameNo)
	case fs.Changed("game") && *recordFile == "":
		return usagef("analyze: --game needs --record")
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
	if *recordFile != "" {
		if *fen != "" || *moves != "" {
			return usagef("analyze: --record cannot be combined with --fen or --moves")
		}
		if *plot != "" && !*each {
			return usagef("analyze: --plot needs --each")
		}
		if *plot != "" {
			// Found out now, not after the analysis of the whole game.
			if err := atomicfile.CheckWritable(*plot); err != nil {
				return fmt.Errorf("analyze: --plot %s: cannot write the file: %w", *plot, err)
			}
		}
		return analyzeRecord(e, &recordSearch{s: s, lim: lim, ctx: e.context()}, *recordFile, *gameNo, *each, *asJSON, *plot)
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
	game, err := startingGame(&r, *fen, strings.Fields(*moves))
	if err != nil {
		return err
	}
	p, history := *game.Current(), game.History()

	if !*asJSON {
		fmt.Fprint(e.stdout, protocol.Diagram(&p))
		fmt.Fprintf(e.stdout, "Fen: %s\nVariant: %v  Side to move: %s\n\n", p.String(), r.Variant, p.Side.Name())
	}
	if out, why := r.Outcome(&p); out != engine.NoResult {
		// Nothing to search: say who won and why, in words.
		if *asJSON {
			err = writeJSON(e.stdout, gameOverJSON(out, why))
		} else {
			_, err = fmt.Fprintf(e.stdout, "game over: %s\n", outcomeText(out, why))
		}
		if err != nil {
			return fmt.Errorf("analyze: write: %w", err)
		}
		return nil
	}
	if n := legalMoves(&r, &p); *multipv > n {
		fmt.Fprintf(e.stderr, "analyze: note: --multipv %d: the position has only %d legal move(s), so %d line(s) are shown\n", *multipv, n, n)
	}
	var werr error
	progress := func(in search.Info) {
		if werr != nil {
			return
		}
		if *asJSON {
			werr = writeJSON(e.stdout, infoJSON(in, r.Variant))
			return
		}
		_, werr = fmt.Fprintf(e.stdout, "%s\n", infoLine(in, *multipv > 1, r.Variant))
	}
	ctx := e.context()
	res := s.SearchContext(ctx, &r, p, history, lim, progress)
	if werr != nil {
		return fmt.Errorf("analyze: write: %w", werr)
	}
	if *asJSON {
		out := map[string]any{"bestmove": res.Best.String(), "score": res.Score, "depth": res.Depth, "nodes": res.Nodes,
			"win_probability": roundWin(search.WinChance(r.Variant, res.Score)), "pv": moveTexts(res.PV)}
		if res.Ponder != engine.NoMove {
			out["ponder"] = res.Ponder.String()
		}
		if ctx.Err() != nil {
			out["interrupted"] = true
		}
		if err := writeJSON(e.stdout, out); err != nil {
			return fmt.Errorf("analyze: write: %w", err)
		}
		return nil
	}
	if ctx.Err() != nil {
		fmt.Fprintf(e.stdout, "interrupted: the best line found so far\n")
	}
	_, err = fmt.Fprintf(e.stdout, "bestmove %v score %s win %s depth %d nodes %d pv %s\n",
		res.Best, score.Score(res.Score).Text(), analysis.WinPercent(search.WinChance(r.Variant, res.Score)), res.Depth, res.Nodes,
		strings.Join(moveTexts(res.PV), " "))
	if err != nil {
		return fmt.Errorf("analyze: write: %w", err)
	}
	return nil
}

// maxMoveTimeMs bounds the --movetime flags: a week, far below the
// overflow of a time.Duration in milliseconds.
const maxMoveTimeMs = 7 * 24 * 3600 * 1000

// legalMoves returns the number of legal moves at p.
func legalMoves(r *engine.Rules, p *engine.Position) int {
	var ml engine.MoveList
	r.Legal(p, &ml)
	return ml.N
}

// moveTexts returns the tokens of moves (never nil, so JSON shows []).
func moveTexts(moves []engine.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

// outcomeText says in words who won a finished game and why, e.g.
// "South wins: North's front row is empty".
func outcomeText(res engine.Result, why string) string {
	var who string
	switch res {
	case engine.SouthWins:
		who = "South wins"
	case engine.NorthWins:
		who = "North wins"
	case engine.Draw:
		who = "draw"
	default:
		return "the game is not over"
	}
	if why == "" {
		return who
	}
	return who + ": " + why
}

// gameOverJSON is the JSON form of a finished game: the winner as "S" or
// "N" (absent for a draw), the reason and the sentence outcomeText writes.
func gameOverJSON(res engine.Result, why string) map[string]any {
	out := map[string]any{"game_over": true, "reason": why, "result": outcomeText(res, why)}
	switch res {
	case engine.SouthWins:
		out["winner"] = engine.South.String()
	case engine.NorthWins:
		out["winner"] = engine.North.String()
	}
	return out
}

// infoLine is the human form of one progress report in a game of
// variant v.
func infoLine(in search.Info, multipv bool, v engine.Variant) string {
	var b strings.Builder
	fmt.Fprintf(&b, "depth %2d/%-2d ", in.Depth, in.SelDepth)
	if multipv {
		fmt.Fprintf(&b, "line %d ", in.MultiPV)
	}
	bound := ""
	switch in.Bound {
	case search.Lower:
		bound = ">="
	case search.Upper:
		bound = "<="
	}
	fmt.Fprintf(&b, "score %2s%-8s win %4s nodes %10d nps %9d time %8.3fs pv", bound, score.Score(in.Score).Text(),
		analysis.WinPercent(search.WinChance(v, in.Score)), in.Nodes, in.NPS, in.Time.Seconds())
	for _, m := range in.PV {
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
	return b.String()
}

// infoJSON is the JSON form of one progress report in a game of variant
// v.
func infoJSON(in search.Info, v engine.Variant) map[string]any {
	pv := make([]string, len(in.PV))
	for i, m := range in.PV {
		pv[i] = m.String()
	}
	out := map[string]any{
		"depth": in.Depth, "seldepth": in.SelDepth, "multipv": in.MultiPV,
		"score": in.Score, "bound": in.Bound.String(), "nodes": in.Nodes, "nps": in.NPS,
		"hashfull": in.HashFull, "time_ms": in.Time.Milliseconds(), "pv": pv,
		"win_probability": roundWin(search.WinChance(v, in.Score)),
	}
	if n := score.Score(in.Score).Plies(); n != 0 {
		out["win_plies"] = n
	}
	return out
}

func writeJSON(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode json: %w", err)
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}
