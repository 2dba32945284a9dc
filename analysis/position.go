package analysis

import (
	"context"
	"fmt"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// Position searches the current position of game with s under lim and
// writes to out one line (or JSON object) per finished iteration and
// then the best move; in human form the board, its BFEN, the variant and
// the side to move come first. multipv is the number of lines s shows:
// when the position has fewer legal moves, out.FewerLines is called
// before the search, so that the caller says so.
// A finished game is not searched: Position says who won and why. When
// ctx is done the search stops and the best line found so far is
// written, marked as interrupted. The last line gives the score of the
// best move at the depth it belongs to: a search stopped inside an
// iteration that had found a better move than the last complete one's
// plays it, with a lower bound at the unfinished depth (search.Result's
// Bound). The error is one of writing.
func Position(ctx context.Context, out Output, s *search.Searcher, lim search.Limits, game *engine.Game, multipv int) error {
	if err := position(ctx, out, s, lim, game, multipv); err != nil {
		return fmt.Errorf("analyze: write: %w", err)
	}
	return nil
}

func position(ctx context.Context, out Output, s *search.Searcher, lim search.Limits, game *engine.Game, multipv int) error {
	r, p, history := game.Rules(), *game.Current(), game.History()
	w := out.W
	if !out.JSON {
		fmt.Fprint(w, engine.Diagram(&p))
		fmt.Fprintf(w, "Fen: %s\nVariant: %v  Side to move: %s\n\n", p.String(), r.Variant, p.Side.Name())
	}
	if res, why := r.Outcome(&p); res != engine.NoResult {
		// Nothing to search: say who won and why, in words.
		if out.JSON {
			return writeJSON(w, gameOverJSON(res, why))
		}
		_, err := fmt.Fprintf(w, "game over: %s\n", outcomeText(res, why))
		return err
	}
	var ml engine.MoveList
	if r.Legal(&p, &ml); multipv > ml.N && out.FewerLines != nil {
		out.FewerLines(multipv, ml.N)
	}
	var werr error
	progress := func(in search.Info) {
		if werr != nil {
			return
		}
		if out.JSON {
			werr = writeJSON(w, infoJSON(in, r.Variant))
			return
		}
		_, werr = fmt.Fprintf(w, "%s\n", infoLine(in, multipv > 1, r.Variant))
	}
	res := s.SearchContext(ctx, r, p, history, lim, progress)
	if werr != nil {
		return werr
	}
	if out.JSON {
		obj := map[string]any{"bestmove": res.Best.String(), "score": res.Score, "bound": res.Bound.String(), "depth": res.ScoreDepth(), "nodes": res.Nodes,
			"win_probability": roundWin(search.WinChance(r.Variant, res.Score)), "pv": moveTexts(res.PV)}
		if res.Ponder != engine.NoMove {
			obj["ponder"] = res.Ponder.String()
		}
		if ctx.Err() != nil {
			obj["interrupted"] = true
		}
		return writeJSON(w, obj)
	}
	if ctx.Err() != nil {
		fmt.Fprintf(w, "interrupted: the best line found so far\n")
	}
	_, err := fmt.Fprintf(w, "bestmove %v score %s%s win %s depth %d nodes %d pv %s\n",
		res.Best, res.Bound.Mark(), res.Score.Text(), WinPercent(search.WinChance(r.Variant, res.Score)), res.ScoreDepth(), res.Nodes,
		strings.Join(moveTexts(res.PV), " "))
	return err
}
