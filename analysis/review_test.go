package analysis

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// TestReview reviews a short game with a made-up search whose scores are
// planted per ply, and checks the searches it gets (each position whole,
// then the move played alone when it is not the best, with the history
// before it), the verdicts and the graph.
func TestReview(t *testing.T) {
	g, err := record.NewReader(strings.NewReader("[Event \"t\"]\n[Variant \"kete\"]\n\n1. A7L a5R 2. A6L a6R *\n")).Next()
	if err != nil {
		t.Fatal(err)
	}
	rv, err := NewReview(g)
	if err != nil {
		t.Fatal(err)
	}
	if len(rv.Positions) != 5 || rv.Rules.Variant != engine.Kete || rv.Done() {
		t.Fatalf("review of 4 moves: %d positions, variant %v, done %v", len(rv.Positions), rv.Rules.Variant, rv.Done())
	}
	scale := eval.WinScale(engine.Kete)
	// The side to move's scores of the whole searches and of the move
	// played alone: South's first move (not the engine's choice) scores
	// 1.5 scales below the best, so South falls from 50% to 18%: a
	// blunder; North's reply scores as well as the best; South's second
	// move, the engine's choice, wins; North, at 95% before its last
	// move, plays one that keeps 90%.
	whole := []score.Score{0, score.Score(1.5 * scale), score.WinIn(9), score.Score(3 * scale), 0}
	alone := []score.Score{score.Score(-1.5 * scale), score.Score(1.6 * scale), 0, score.Score(2.2 * scale)}
	best := []string{"A6L", "a6R", "A6L", "a8R", "A6L"}
	var got []string
	fake := func(r *engine.Rules, p engine.Position, history []uint64, moves []engine.Move) search.Result {
		i := slices.Index(rv.Positions, p)
		if i < 0 || r.Variant != engine.Kete {
			t.Fatalf("search of an unknown position or rules")
		}
		if want := engine.HistoryKeys(rv.Positions[:i]); !slices.Equal(history, want) {
			t.Errorf("search of position %d: history %x, want the keys of the %d positions before it", i, history, i)
		}
		got = append(got, fmt.Sprintf("%d%v", i, moves))
		m, _ := engine.ParseMove(best[i])
		if moves != nil {
			return search.Result{Score: alone[i], Best: moves[0], Depth: 7}
		}
		return search.Result{Score: whole[i], Best: m, Depth: 7}
	}
	for !rv.Done() {
		if i := rv.SearchNext(fake); i != len(rv.Results)-1 {
			t.Fatalf("SearchNext returned %d after %d searches", i, len(rv.Results))
		}
	}
	if want := []string{"0[]", "0[A7L]", "1[]", "1[a5R]", "2[]", "3[]", "3[a6R]", "4[]"}; !slices.Equal(got, want) {
		t.Errorf("searches %v, want %v", got, want)
	}
	m0, m1, m2, m3 := rv.Move(0), rv.Move(1), rv.Move(2), rv.Move(3)
	if m0.Mark != "??" || m0.Ply != 1 || m0.Mover != engine.South || m0.Depth != 7 || m0.Played.String() != "A7L" ||
		m0.Best.String() != "A6L" || m0.BestScore != 0 || m0.PlayedScore != alone[0] || m0.Loss != -int(alone[0]) ||
		math.Abs(m0.Drop-0.32) > 0.01 || m0.Decided != Open {
		t.Errorf("move 1 (a blunder): %+v", m0)
	}
	if m1.Mark != "" || m1.Mover != engine.North || m1.Played.String() != "a5R" || m1.Best.String() != "a6R" ||
		m1.BestScore != whole[1] || m1.PlayedScore != alone[1] || m1.Loss != 0 || m1.Drop != 0 {
		t.Errorf("move 2 (as good as the best): %+v", m1)
	}
	// Move 3, the engine's choice, wins: the move played's score is the
	// best's, and no loss in centi-seeds counts.
	if m2.Mark != "=" || m2.WinAfter != 1 || m2.Loss != 0 || m2.PlayedScore != score.WinIn(9) || m2.Decided != Winning {
		t.Errorf("move 3 (the best move): %+v", m2)
	}
	if m3.Mark != "" || m3.Decided != Winning || m3.Drop < 0.04 || m3.Drop > 0.06 {
		t.Errorf("move 4 (in a decided game): %+v", m3)
	}
	plot := rv.Plot()
	if len(plot.Points) != 5 || plot.Points[1].Mark != "??" || plot.Points[2].South != 1 || plot.Points[4].South != 0.5 ||
		!strings.Contains(plot.Points[1].Text, "South 18%, best A6L 50%") {
		t.Errorf("graph %+v", plot.Points)
	}
	final := rv.SearchFinal(func(r *engine.Rules, p engine.Position, history []uint64, moves []engine.Move) search.Result {
		if p != rv.Final() || !slices.Equal(history, engine.HistoryKeys(rv.Positions[:4])) || moves != nil {
			t.Errorf("the final search got the wrong position, history or moves")
		}
		return search.Result{Score: 42}
	})
	if final.Score != 42 {
		t.Errorf("SearchFinal returned %+v", final)
	}
}
