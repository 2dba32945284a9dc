package analysis

import (
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
// planted per ply, and checks the histories it gets, the verdicts and the
// graph.
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
	// The side to move's scores: South's first move (not the engine's
	// choice) leaves North 1.5 scales ahead, so South falls from 50% to
	// 18%: a blunder; North's reply keeps that; South's second move, the
	// engine's choice, leaves North lost.
	scores := []score.Score{0, score.Score(1.5 * scale), score.Score(-1.5 * scale), score.LossIn(10), 0}
	best := []string{"A6L", "a6R", "A6L", "a6R", "A6L"}
	var gotHistory [][]uint64
	fake := func(r *engine.Rules, p engine.Position, history []uint64) search.Result {
		i := len(gotHistory)
		if p != rv.Positions[i] || r.Variant != engine.Kete {
			t.Errorf("search %d: wrong position or rules", i)
		}
		gotHistory = append(gotHistory, slices.Clone(history))
		m, _ := engine.ParseMove(best[i])
		return search.Result{Score: scores[i], Best: m, Depth: 7}
	}
	for !rv.Done() {
		if i := rv.SearchNext(fake); i != len(rv.Results)-1 {
			t.Fatalf("SearchNext returned %d after %d searches", i, len(rv.Results))
		}
	}
	for i, h := range gotHistory {
		if want := engine.HistoryKeys(rv.Positions[:i]); !slices.Equal(h, want) {
			t.Errorf("search %d: history %x, want the keys of the %d positions before it", i, h, i)
		}
	}
	m0, m1, m2 := rv.Move(0), rv.Move(1), rv.Move(2)
	if m0.Mark != "??" || m0.Ply != 1 || m0.Mover != engine.South || m0.Depth != 7 || m0.Played.String() != "A7L" ||
		m0.Best.String() != "A6L" || m0.BestScore != 0 || m0.PlayedScore != -scores[1] || m0.Loss != int(scores[1]) {
		t.Errorf("move 1 (a blunder): %+v", m0)
	}
	if m1.Mark != "" || m1.Mover != engine.North || m1.Played.String() != "a5R" || m1.Best.String() != "a6R" ||
		m1.BestScore != scores[1] || m1.PlayedScore != -scores[2] || m1.Loss != 0 {
		t.Errorf("move 2 (as good as the best): %+v", m1)
	}
	// Move 3, the engine's choice, leads to a proven loss for North: the
	// mover's win chance after it is 1 and no loss in centi-seeds counts.
	if m2.Mark != "=" || m2.WinAfter != 1 || m2.Loss != 0 || m2.PlayedScore != score.WinIn(10) {
		t.Errorf("move 3 (the best move): %+v", m2)
	}
	plot := rv.Plot()
	if len(plot.Points) != 5 || plot.Points[1].Mark != "??" || plot.Points[3].South != 1 || plot.Points[4].South != 0.5 {
		t.Errorf("graph %+v", plot.Points)
	}
	final := rv.SearchFinal(func(r *engine.Rules, p engine.Position, history []uint64) search.Result {
		if p != rv.Final() || !slices.Equal(history, engine.HistoryKeys(rv.Positions[:4])) {
			t.Errorf("the final search got the wrong position or history")
		}
		return search.Result{Score: 42}
	})
	if final.Score != 42 {
		t.Errorf("SearchFinal returned %+v", final)
	}
}
