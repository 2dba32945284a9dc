package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/baoengine/bao/analysis"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// recordSearch is the searcher, the limits and the Ctrl-C watch of a
// record analysis.
type recordSearch struct {
	s   *search.Searcher
	lim search.Limits
	ctx context.Context // Ctrl-C or SIGTERM
}

// run searches one position of the game.
func (rs *recordSearch) run(r *engine.Rules, p engine.Position, history []uint64) search.Result {
	return rs.s.SearchContext(rs.ctx, r, p, history, rs.lim, nil)
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
	g, err := readGameNumber(e.stderr, f, path, gameNo)
	if err != nil {
		return err
	}
	rv, err := analysis.NewReview(g)
	if err != nil {
		return fmt.Errorf("analyze: %s game %d: %w", path, gameNo, err)
	}
	if !each {
		if err := printFinalPosition(e.stdout, rs, rv, asJSON); err != nil {
			return fmt.Errorf("analyze: write: %w", err)
		}
		return nil
	}
	// Every position: the best score before the move, and the score after
	// it (from the mover's view) tell what the move played cost.
	for !rv.Done() {
		i := rv.SearchNext(rs.run)
		if i > 0 {
			if err := printMoveAnalysis(e.stdout, rv.Move(i-1), asJSON); err != nil {
				return fmt.Errorf("analyze: write: %w", err)
			}
		}
		if rs.ctx.Err() != nil {
			fmt.Fprintf(e.stderr, "analyze: interrupted after %d of %d moves (the last line's scores are from an unfinished search)\n", i, len(g.Moves))
			break
		}
	}
	if plot != "" {
		// After Ctrl-C the graph shows the positions analysed so far.
		if err := writePlotFile(plot, rv.Plot()); err != nil {
			return err
		}
	}
	if !rv.Done() {
		return nil
	}
	last := rv.Final()
	if outcome, why := rv.Rules.Outcome(&last); outcome != engine.NoResult {
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

// readGameNumber reads game number gameNo (1 or more) of the record file
// path, open as in. Only that game has to be good: a bad game before it
// (one that does not parse or replay) still counts as a game, and is
// reported to warn as a warning.
func readGameNumber(warn io.Writer, in io.Reader, path string, gameNo int) (*record.Game, error) {
	rd := record.NewReader(in)
	for i := 1; ; i++ {
		g, err := rd.Next()
		switch {
		case errors.Is(err, io.EOF):
			return nil, fmt.Errorf("analyze: --game %d: %s holds %d game(s)", gameNo, path, i-1)
		case i == gameNo && err != nil:
			return nil, fmt.Errorf("analyze: %s: %w", path, err)
		case i == gameNo:
			return g, nil
		case err != nil:
			fmt.Fprintf(warn, "analyze: warning: %s: game %d (not the one analysed) is bad: %v\n", path, i, err)
		}
	}
}

// printFinalPosition analyses the position after the game's last move
// and writes the board and the best line, or who won and why when the
// game is over there.
func printFinalPosition(w io.Writer, rs *recordSearch, rv *analysis.Review, asJSON bool) error {
	r, p, ply := &rv.Rules, rv.Final(), len(rv.Game.Moves)
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
	res := rv.SearchFinal(rs.run)
	if asJSON {
		out := map[string]any{"ply": ply, "fen": p.String(), "bestmove": res.Best.String(),
			"score": res.Score, "depth": res.Depth, "nodes": res.Nodes,
			"win_probability": roundWin(search.WinChance(r.Variant, res.Score)), "pv": moveTexts(res.PV)}
		if rs.ctx.Err() != nil {
			out["interrupted"] = true
		}
		return writeJSON(w, out)
	}
	fmt.Fprint(w, protocol.Diagram(&p))
	if rs.ctx.Err() != nil {
		fmt.Fprintf(w, "interrupted: the best line found so far\n")
	}
	_, err := fmt.Fprintf(w, "Fen: %s\nafter %d moves: best %v score %s win %s depth %d nodes %d pv %s\n",
		p.String(), ply, res.Best, score.Score(res.Score).Text(), analysis.WinPercent(search.WinChance(r.Variant, res.Score)), res.Depth, res.Nodes,
		strings.Join(moveTexts(res.PV), " "))
	return err
}

// printMoveAnalysis writes one line for a move of the game: the move,
// the engine's choice and score before it, and the score after it for
// the mover, with the mover's win chances and the mark of a blunder
// ("??"), a mistake ("?") or the best move ("=").
func printMoveAnalysis(w io.Writer, mr analysis.MoveReview, asJSON bool) error {
	if asJSON {
		return writeJSON(w, map[string]any{"ply": mr.Ply, "side": mr.Mover.String(), "move": mr.Played.String(),
			"best": mr.Best.String(), "best_score": mr.BestScore, "played_score": mr.PlayedScore,
			"loss": mr.Loss, "depth": mr.Depth, "win_before": roundWin(mr.WinBefore), "win_after": roundWin(mr.WinAfter),
			"mark": mr.Mark})
	}
	_, err := fmt.Fprintf(w, "%3d. %-5s %-5s %-3s best %-5v %8s %4s   played %8s %4s   (depth %d)\n",
		(mr.Ply+1)/2, mr.Mover.String(), mr.Played, mr.Mark, mr.Best, score.Score(mr.BestScore).Text(), analysis.WinPercent(mr.WinBefore),
		score.Score(mr.PlayedScore).Text(), analysis.WinPercent(mr.WinAfter), mr.Depth)
	return err
}
