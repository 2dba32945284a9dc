package analysis

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/search"
)

// RecordJob names the game of a record file to analyse and how.
type RecordJob struct {
	Path string // the record file; "-": Stdin
	Game int    // which game of the file, 1 or more (1 = the first)
	Each bool   // every position before a move, not only the final one
	Plot string // with Each: write the game's graph to this SVG file ("": none)
	// Stdin is read when Path is "-" (a record piped in).
	Stdin io.Reader
}

// svgKind is the kind of the graph's file (RecordJob.Plot): an existing file that is not
// an SVG image is not replaced.
var svgKind = atomicfile.Kind{Name: "an SVG image", Is: func(h []byte) bool { return strings.Contains(string(h), "<svg") }}

// RecordGame analyses the game job names, under the rules of its tags,
// with s under lim: its final position, or with job.Each the position
// before every move, comparing the engine's best move and score with the
// move played, one line (or JSON object) per move on out.W; with job.Plot
// it then writes the game's graph (never over the record file: that is
// refused before the analysis starts, and so are a file that cannot be
// written and an existing file that is not an SVG image). When ctx is
// done the analysis ends with what was found so far (a note on out.Notes
// says how far it went, and the graph shows the positions analysed). A
// bad game before the chosen one is a warning on out.Notes; only the
// chosen game must be good. An error about a field of job (plot, path,
// game) is a field.Error naming it.
func RecordGame(ctx context.Context, out Output, s *search.Searcher, lim search.Limits, job RecordJob) error {
	if job.Game < 1 {
		return fmt.Errorf("analyze: %w", field.Errorf("game", strconv.Itoa(job.Game), "want 1 or more (1 = the first game of the file)"))
	}
	if job.Plot != "" {
		if err := atomicfile.CheckNotInput(job.Plot, job.Path); err != nil {
			return fmt.Errorf("analyze: %w", field.Wrap("plot", "", err))
		}
		// Found out now, not after the analysis of the whole game.
		if err := atomicfile.CheckWritable(job.Plot); err != nil {
			return fmt.Errorf("analyze: %w", field.Errorf("plot", job.Plot, "cannot write the file: %w", err))
		}
		if err := atomicfile.CheckKind(job.Plot, svgKind); err != nil {
			return fmt.Errorf("analyze: %w", field.Wrap("plot", "", err))
		}
	}
	var in io.Reader = job.Stdin
	if job.Path != "-" {
		f, err := os.Open(job.Path)
		if err != nil {
			return fmt.Errorf("analyze: %w", err)
		}
		defer f.Close()
		in = f
	} else if in == nil {
		return fmt.Errorf("analyze: %w", field.Errorf("path", "-", "no standard input to read"))
	}
	g, err := readGameNumber(out.Notes, in, job.Path, job.Game)
	if err != nil {
		return err
	}
	rv, err := NewReview(g)
	if err != nil {
		return fmt.Errorf("analyze: %s game %d: %w", job.Path, job.Game, err)
	}
	run := func(r *engine.Rules, p engine.Position, history []uint64, moves []engine.Move) search.Result {
		l := lim
		l.SearchMoves = moves
		return s.SearchContext(ctx, r, p, history, l, nil)
	}
	if !job.Each {
		if err := printFinalPosition(ctx, out, run, rv); err != nil {
			return fmt.Errorf("analyze: write: %w", err)
		}
		return nil
	}
	// Every position: the best move's score and the move played's, each
	// searched from the position before it, tell what the move cost. A
	// move's line follows the search of the position after it, so that
	// the graph has a point for every move written.
	for !rv.Done() {
		i := rv.SearchNext(run)
		if i > 0 {
			if err := printMoveAnalysis(out.W, rv.Move(i-1), out.JSON); err != nil {
				return fmt.Errorf("analyze: write: %w", err)
			}
		}
		if ctx.Err() != nil {
			fmt.Fprintf(out.Notes, "analyze: interrupted after %d of %d moves (the search of the position after the last one was cut short)\n", i, len(g.Moves))
			break
		}
	}
	if job.Plot != "" {
		// After Ctrl-C the graph shows the positions analysed so far.
		if err := atomicfile.Write(job.Plot, func(w io.Writer) error { return WriteSVG(w, rv.Plot()) }); err != nil {
			return fmt.Errorf("analyze: %w", field.Wrap("plot", job.Plot, err))
		}
	}
	if !rv.Done() {
		return nil
	}
	last := rv.Final()
	if outcome, why := rv.Rules.Outcome(&last); outcome != engine.NoResult {
		if out.JSON {
			obj := gameOverJSON(outcome, why)
			obj["ply"] = len(g.Moves)
			err = writeJSON(out.W, obj)
		} else {
			_, err = fmt.Fprintf(out.W, "game over: %s\n", outcomeText(outcome, why))
		}
		if err != nil {
			return fmt.Errorf("analyze: write: %w", err)
		}
	}
	return nil
}

// readGameNumber reads game number gameNo (1 or more) of the record file
// path, open as in, in the text format or JSON Lines. Only that game has to be good: a bad game before it
// (one that does not parse or replay) still counts as a game, and is
// reported to warn as a warning.
func readGameNumber(warn io.Writer, in io.Reader, path string, gameNo int) (*record.Game, error) {
	rd, _ := record.NewAnyReader(in)
	for i := 1; ; i++ {
		g, err := rd.Next()
		switch {
		case errors.Is(err, io.EOF):
			return nil, fmt.Errorf("analyze: %w", field.Errorf("game", strconv.Itoa(gameNo), "%s holds %d game(s)", path, i-1))
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
func printFinalPosition(ctx context.Context, out Output, run SearchFunc, rv *Review) error {
	w, r, p, ply := out.W, &rv.Rules, rv.Final(), len(rv.Game.Moves)
	if outcome, why := r.Outcome(&p); outcome != engine.NoResult {
		if out.JSON {
			obj := gameOverJSON(outcome, why)
			obj["ply"], obj["fen"] = ply, p.String()
			return writeJSON(w, obj)
		}
		fmt.Fprint(w, engine.Diagram(&p))
		_, err := fmt.Fprintf(w, "Fen: %s\nafter %d moves: game over: %s\n", p.String(), ply, outcomeText(outcome, why))
		return err
	}
	res := rv.SearchFinal(run)
	if out.JSON {
		obj := map[string]any{"ply": ply, "fen": p.String(), "bestmove": res.Best.String(),
			"score": res.Score, "bound": res.Bound.String(), "depth": res.ScoreDepth(), "nodes": res.Nodes,
			"win_probability": roundWin(search.WinChance(r.Variant, res.Score)), "pv": moveTexts(res.PV)}
		if ctx.Err() != nil {
			obj["interrupted"] = true
		}
		return writeJSON(w, obj)
	}
	fmt.Fprint(w, engine.Diagram(&p))
	if ctx.Err() != nil {
		fmt.Fprintf(w, "interrupted: the best line found so far\n")
	}
	_, err := fmt.Fprintf(w, "Fen: %s\nafter %d moves: best %v score %s%s win %s depth %d nodes %d pv %s\n",
		p.String(), ply, res.Best, res.Bound.Mark(), res.Score.Text(), WinPercent(search.WinChance(r.Variant, res.Score)), res.ScoreDepth(), res.Nodes,
		strings.Join(moveTexts(res.PV), " "))
	return err
}
