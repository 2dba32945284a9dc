package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/search"
)

// recordSearch is the searcher, the limits and the Ctrl-C watch of a
// record analysis.
type recordSearch struct {
	s   *search.Searcher
	lim search.Limits
	iw  *interruptWatch
}

// run searches one position of the game.
func (rs *recordSearch) run(r *engine.Rules, p engine.Position, history []uint64) search.Result {
	return searchInterruptible(rs.s, rs.iw, r, p, history, rs.lim, nil)
}

// analyzeRecord analyses game number gameNo (1 or more) of a record file:
// its final position, or with each the position before every move,
// comparing the engine's best move and score with the move played, and with
// plot writes the game's graph as an SVG file. The rules come from the
// record's tags. Ctrl-C ends the analysis with what was found so far (the
// graph then shows the positions analysed).
func analyzeRecord(e *env, rs *recordSearch, path string, gameNo int, each bool, asJSON bool, plot string) error {
	if gameNo < 1 {
		return usagef("analyze: --game %d: want 1 or more (1 = the first game of the file)", gameNo)
	}
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("analyze: %w", err)
	}
	defer f.Close()
	rd := record.NewReader(f)
	var g *record.Game
	for i := 1; i <= gameNo; i++ {
		g, err = rd.Next()
		if errors.Is(err, io.EOF) {
			return fmt.Errorf("analyze: --game %d: %s holds %d game(s)", gameNo, path, i-1)
		}
		if err != nil {
			return fmt.Errorf("analyze: %s: %w", path, err)
		}
	}
	r, positions, err := record.Replay(g)
	if err != nil {
		return fmt.Errorf("analyze: %s game %d: %w", path, gameNo, err)
	}
	last := positions[len(positions)-1]
	outcome, why := r.Outcome(&last)
	history := make([]uint64, 0, len(positions))
	if !each {
		for _, p := range positions[:len(positions)-1] {
			history = append(history, p.Key)
		}
		if err := printFinalPosition(e.stdout, rs, &r, last, history, len(g.Moves), asJSON); err != nil {
			return fmt.Errorf("analyze: write: %w", err)
		}
		return nil
	}
	// Every position: the best score before the move, and the score after
	// it (from the mover's view) tell what the move played cost.
	results := make([]search.Result, len(positions))
	analysed := len(positions)
	for i, p := range positions {
		results[i] = rs.run(&r, p, history)
		history = append(history, p.Key)
		if i > 0 {
			if err := printMoveAnalysis(e.stdout, g, r.Variant, positions, results, i-1, asJSON); err != nil {
				return fmt.Errorf("analyze: write: %w", err)
			}
		}
		if rs.iw.Interrupted() {
			fmt.Fprintf(e.stderr, "analyze: interrupted after %d of %d moves (the last line's scores are from an unfinished search)\n", i, len(g.Moves))
			analysed = i + 1
			break
		}
	}
	if plot != "" {
		// After Ctrl-C the graph shows the positions analysed so far.
		if err := writePlotFile(plot, newGamePlot(g, r.Variant, positions[:analysed], results[:analysed])); err != nil {
			return err
		}
	}
	if analysed < len(positions) {
		return nil
	}
	if outcome != engine.NoResult {
		if asJSON {
			out := gameOverJSON(outcome, why)
			out["ply"] = len(g.Moves)
			err = writeJSON(e.stdout, out)
		} else {
			_, err = fmt.Fprintf(e.stdout, "game over: %s\n", outcomeText(outcome, why))
		}
		if err != nil {
			return fmt.Errorf("analyze: write: %w", err)
		}
	}
	return nil
}

// printFinalPosition analyses the position after the game's last move
// (ply moves) and writes the board and the best line, or who won and why
// when the game is over there.
func printFinalPosition(w io.Writer, rs *recordSearch, r *engine.Rules, p engine.Position, history []uint64, ply int, asJSON bool) error {
	if outcome, why := r.Outcome(&p); outcome != engine.NoResult {
		if asJSON {
			out := gameOverJSON(outcome, why)
			out["ply"], out["fen"] = ply, p.String()
			return writeJSON(w, out)
		}
		fmt.Fprint(w, protocol.Diagram(&p))
		_, err := fmt.Fprintf(w, "Fen: %s\nafter %d moves: game over: %s\n", p.String(), ply, outcomeText(outcome, why))
		return err
	}
	res := rs.run(r, p, history)
	if asJSON {
		out := map[string]any{"ply": ply, "fen": p.String(), "bestmove": res.Best.String(),
			"score": res.Score, "depth": res.Depth, "nodes": res.Nodes,
			"win_probability": roundWin(winChance(r.Variant, res.Score)), "pv": moveTexts(res.PV)}
		if rs.iw.Interrupted() {
			out["interrupted"] = true
		}
		return writeJSON(w, out)
	}
	fmt.Fprint(w, protocol.Diagram(&p))
	if rs.iw.Interrupted() {
		fmt.Fprintf(w, "interrupted: the best line found so far\n")
	}
	_, err := fmt.Fprintf(w, "Fen: %s\nafter %d moves: best %v score %s win %s depth %d nodes %d pv %s\n",
		p.String(), ply, res.Best, scoreText(res.Score), winPercent(winChance(r.Variant, res.Score)), res.Depth, res.Nodes,
		strings.Join(moveTexts(res.PV), " "))
	return err
}

// printMoveAnalysis writes one line for move i of the game: the move, the
// engine's choice and score before it, and the score after it for the
// mover (the negated score of the next position), with the mover's win
// chances and the mark of a blunder ("??") or a mistake ("?") by the drop
// of the win chance (moveMark).
func printMoveAnalysis(w io.Writer, g *record.Game, v engine.Variant, positions []engine.Position, results []search.Result, i int, asJSON bool) error {
	before := results[i]
	after := -results[i+1].Score
	played := g.Moves[i].Move
	loss := 0
	if !search.IsWin(before.Score) && !search.IsWin(after) {
		loss = max(before.Score-after, 0)
	}
	winBefore, winAfter := winChance(v, before.Score), 1-winChance(v, results[i+1].Score)
	mark := moveMark(winBefore, winAfter)
	if played == before.Best {
		mark = "="
	}
	mover := positions[i].Side
	if asJSON {
		return writeJSON(w, map[string]any{"ply": i + 1, "side": mover.String(), "move": played.String(),
			"best": before.Best.String(), "best_score": before.Score, "played_score": after,
			"loss": loss, "depth": before.Depth, "win_before": roundWin(winBefore), "win_after": roundWin(winAfter),
			"mark": mark})
	}
	_, err := fmt.Fprintf(w, "%3d. %-5s %-5s %-3s best %-5v %8s %4s   played %8s %4s   (depth %d)\n",
		(i+2)/2, mover.String(), played, mark, before.Best, scoreText(before.Score), winPercent(winBefore),
		scoreText(after), winPercent(winAfter), before.Depth)
	return err
}
