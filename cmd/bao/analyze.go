package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/search"
)

func runAnalyze(e *env) error {
	fs := newFlags(e, "analyze",
		"Search a position and print a board diagram, then one line per finished\n"+
			"iteration (depth, score, nodes, nps, time, principal variation) and the best\n"+
			"move; with --json, one JSON object per line instead. Scores are in seeds from\n"+
			"the side to move's view (\"win N\"/\"loss N\": the game ends in N plies).\n"+
			"Without a limit the search stops at depth 12.",
		"  bao analyze --depth 14\n  bao analyze --moves \"A6L a5R\" --movetime 2000 --multipv 3\n"+
			"  bao analyze --variant kujifunza --nodes 1000000 --json\n"+
			"  bao analyze --record game.pgn --each --movetime 500\n")
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
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	switch {
	case *depth < 0 || *depth > 100:
		return usagef("analyze: --depth %d: want 0..100", *depth)
	case *movetime < 0:
		return usagef("analyze: --movetime %d: want >= 0", *movetime)
	case *multipv < 1 || *multipv > 64:
		return usagef("analyze: --multipv %d: want 1..64", *multipv)
	case *threads < 1 || *threads > 256:
		return usagef("analyze: --threads %d: want 1..256", *threads)
	case search.CheckHashMiB(*hash) != nil:
		return usagef("analyze: --%v", search.CheckHashMiB(*hash))
	case *algorithm != "pvs" && *algorithm != "mtdf":
		return usagef("analyze: --algorithm %q: want pvs or mtdf", *algorithm)
	}
	lim := search.Limits{Depth: *depth, Nodes: *nodes, MoveTime: time.Duration(*movetime) * time.Millisecond}
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 {
		lim.Depth = 12
	}
	opts := search.DefaultOptions()
	opts.HashMiB, opts.Threads, opts.MultiPV, opts.Algorithm = *hash, *threads, *multipv, *algorithm
	opts.MoveOverhead = 0
	s := search.New(opts)
	if *recordFile != "" {
		if *fen != "" || *moves != "" {
			return usagef("analyze: --record cannot be combined with --fen or --moves")
		}
		return analyzeRecord(e, s, *recordFile, *gameNo, *each, lim, *asJSON)
	}
	if *each {
		return usagef("analyze: --each needs --record")
	}
	r, err := rf.rules()
	if err != nil {
		return err
	}
	var history []uint64
	p, err := startingPositionHistory(&r, *fen, strings.Fields(*moves), &history)
	if err != nil {
		return err
	}

	if !*asJSON {
		fmt.Fprint(e.stdout, protocol.Diagram(&p))
		fmt.Fprintf(e.stdout, "Fen: %s\nVariant: %v  Side to move: %s\n\n", p.String(), r.Variant, p.Side.Name())
	}
	var werr error
	progress := func(in search.Info) {
		if werr != nil {
			return
		}
		if *asJSON {
			werr = writeJSON(e.stdout, infoJSON(in))
			return
		}
		_, werr = fmt.Fprintf(e.stdout, "%s\n", infoLine(in, *multipv > 1))
	}
	res := s.Search(&r, p, history, lim, progress)
	if werr != nil {
		return fmt.Errorf("analyze: write: %w", werr)
	}
	if *asJSON {
		out := map[string]any{"bestmove": res.Best.String(), "score": res.Score, "depth": res.Depth, "nodes": res.Nodes}
		if res.Ponder != engine.NoMove {
			out["ponder"] = res.Ponder.String()
		}
		if err := writeJSON(e.stdout, out); err != nil {
			return fmt.Errorf("analyze: write: %w", err)
		}
		return nil
	}
	if res.Best == engine.NoMove {
		out, why := r.Outcome(&p)
		_, err = fmt.Fprintf(e.stdout, "game over: %v (%s)\n", out, why)
	} else {
		_, err = fmt.Fprintf(e.stdout, "bestmove %v score %s depth %d nodes %d\n", res.Best, scoreText(res.Score), res.Depth, res.Nodes)
	}
	if err != nil {
		return fmt.Errorf("analyze: write: %w", err)
	}
	return nil
}

// startingPositionHistory is startingPosition that also records the keys of
// the positions before the last one (for repetition in the search).
func startingPositionHistory(r *engine.Rules, bfen string, moves []string, history *[]uint64) (engine.Position, error) {
	p, err := startingPosition(r, bfen, nil)
	if err != nil {
		return p, err
	}
	for i, tok := range moves {
		m, err := r.ParseMove(&p, tok)
		if err != nil {
			return p, usagef("--moves: move %d: %v", i+1, err)
		}
		*history = append(*history, p.Key)
		p, _ = r.Play(&p, m)
	}
	return p, nil
}

// scoreText writes a score in seeds ("+1.25") or as a won/lost game.
func scoreText(v int) string {
	switch n := search.PliesToWin(v); {
	case n > 0:
		return fmt.Sprintf("win %d", n)
	case n < 0:
		return fmt.Sprintf("loss %d", -n)
	}
	return fmt.Sprintf("%+.2f", float64(v)/100)
}

// infoLine is the human form of one progress report.
func infoLine(in search.Info, multipv bool) string {
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
	fmt.Fprintf(&b, "score %2s%-8s nodes %10d nps %9d time %8.3fs pv", bound, scoreText(in.Score), in.Nodes, in.NPS, in.Time.Seconds())
	for _, m := range in.PV {
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
	return b.String()
}

// infoJSON is the JSON form of one progress report.
func infoJSON(in search.Info) map[string]any {
	pv := make([]string, len(in.PV))
	for i, m := range in.PV {
		pv[i] = m.String()
	}
	out := map[string]any{
		"depth": in.Depth, "seldepth": in.SelDepth, "multipv": in.MultiPV,
		"score": in.Score, "bound": in.Bound.String(), "nodes": in.Nodes, "nps": in.NPS,
		"hashfull": in.HashFull, "time_ms": in.Time.Milliseconds(), "pv": pv,
	}
	if n := search.PliesToWin(in.Score); n != 0 {
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
