package analysis

import (
	"fmt"
	"io"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// infoLine is the human form of one progress report in a game of
// variant v.
func infoLine(in search.Info, multipv bool, v engine.Variant) string {
	var b strings.Builder
	fmt.Fprintf(&b, "depth %2d/%-2d ", in.Depth, in.SelDepth)
	if multipv {
		fmt.Fprintf(&b, "line %d ", in.MultiPV)
	}
	fmt.Fprintf(&b, "score %2s%-8s win %4s nodes %10d nps %9d time %8.3fs pv", in.Bound.Mark(), in.Score.Text(),
		WinPercent(search.WinChance(v, in.Score)), in.Nodes, in.NPS, in.Time.Seconds())
	for _, m := range in.PV {
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
	return b.String()
}

// infoJSON is the JSON form of one progress report in a game of variant
// v.
func infoJSON(in search.Info, v engine.Variant) map[string]any {
	out := map[string]any{
		"depth": in.Depth, "seldepth": in.SelDepth, "multipv": in.MultiPV,
		"score": in.Score, "bound": in.Bound.String(), "nodes": in.Nodes, "nps": in.NPS,
		"hashfull": in.HashFull, "time_ms": in.Time.Milliseconds(), "pv": moveTexts(in.PV),
		"win_probability": roundWin(search.WinChance(v, in.Score)),
	}
	if n := in.Score.Plies(); n != 0 {
		out["win_plies"] = n
	}
	return out
}

// printMoveAnalysis writes one line for a move of the game: the move,
// the engine's choice and score before it, and the score of the move
// played from the same position, with the mover's win chances, the drop
// between them in points, the mark of a blunder ("??"), a mistake ("?")
// or the best move ("="), and whether the game was decided before it.
func printMoveAnalysis(w io.Writer, mr MoveReview, asJSON bool) error {
	if asJSON {
		obj := map[string]any{"ply": mr.Ply, "side": mr.Mover.String(), "move": mr.Played.String(),
			"best": mr.Best.String(), "best_score": mr.BestScore, "played_score": mr.PlayedScore,
			"loss": mr.Loss, "depth": mr.Depth, "win_before": roundWin(mr.WinBefore), "win_after": roundWin(mr.WinAfter),
			"drop": roundWin(mr.Drop), "mark": mr.Mark}
		if mr.Decided != Open {
			obj["decided"] = string(mr.Decided)
		}
		return writeJSON(w, obj)
	}
	decided := ""
	if mr.Decided != Open {
		decided = ", decided: " + string(mr.Decided)
	}
	_, err := fmt.Fprintf(w, "%3d. %-5s %-5s %-3s best %-5v %8s %4s   played %8s %4s   drop %2.0f   (depth %d%s)\n",
		(mr.Ply+1)/2, mr.Mover.String(), mr.Played, mr.Mark, mr.Best, mr.BestScore.Text(), WinPercent(mr.WinBefore),
		mr.PlayedScore.Text(), WinPercent(mr.WinAfter), 100*mr.Drop, mr.Depth, decided)
	return err
}
