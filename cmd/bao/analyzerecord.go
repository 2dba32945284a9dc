package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/search"
)

// analyzeRecord analyses game number gameNo of a record file: its final
// position, or with each the position before every move, comparing the
// engine's best move and score with the move played, and with plot
// writes the game's graph as an SVG file. The rules come from the record's
// tags.
func analyzeRecord(e *env, s *search.Searcher, path string, gameNo int, each bool, lim search.Limits, asJSON bool, plot string) error {
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
			return fmt.Errorf("analyze: %s holds %d game(s), not %d", path, i-1, gameNo)
		}
		if err != nil {
			return fmt.Errorf("analyze: %s: %w", path, err)
		}
	}
	r, positions, err := record.Replay(g)
	if err != nil {
		return fmt.Errorf("analyze: %s game %d: %w", path, gameNo, err)
	}
	history := make([]uint64, 0, len(positions))
	if !each {
		for _, p := range positions[:len(positions)-1] {
			history = append(history, p.Key)
		}
		p := positions[len(positions)-1]
		res := s.Search(&r, p, history, lim, nil)
		if asJSON {
			return writeJSON(e.stdout, map[string]any{"ply": len(g.Moves), "fen": p.String(),
				"bestmove": res.Best.String(), "score": res.Score, "depth": res.Depth, "nodes": res.Nodes,
				"win_probability": roundWin(winChance(r.Variant, res.Score))})
		}
		fmt.Fprint(e.stdout, protocol.Diagram(&p))
		fmt.Fprintf(e.stdout, "Fen: %s\nafter %d moves: best %v score %s win %s depth %d nodes %d\n",
			p.String(), len(g.Moves), res.Best, scoreText(res.Score), winPercent(winChance(r.Variant, res.Score)), res.Depth, res.Nodes)
		return nil
	}
	// Every position: the best score before the move, and the score after
	// it (from the mover's view) tell what the move played cost.
	results := make([]search.Result, len(positions))
	for i, p := range positions {
		res := s.Search(&r, p, history, lim, nil)
		results[i] = res
		history = append(history, p.Key)
		if i == 0 {
			continue
		}
		if err := printMoveAnalysis(e.stdout, g, r.Variant, positions, results, i-1, asJSON); err != nil {
			return fmt.Errorf("analyze: write: %w", err)
		}
	}
	if plot != "" {
		if err := writePlotFile(plot, newGamePlot(g, r.Variant, positions, results)); err != nil {
			return err
		}
	}
	if out, why := r.Outcome(&positions[len(positions)-1]); out != engine.NoResult && !asJSON {
		fmt.Fprintf(e.stdout, "game over: %v (%s)\n", out, why)
	}
	return nil
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
