package search

import (
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestAdoptUnfinished checks the choice after an iteration cut short: the
// move the unfinished iteration rotated to the front replaces the last
// complete iteration's, with its score and line; an unfinished iteration
// that found nothing better, or scored nothing, leaves the result alone.
// The adopted score is a lower bound at the cut iteration's depth.
func TestAdoptUnfinished(t *testing.T) {
	r := engine.DefaultRules(engine.Kiswahili)
	p := engine.StartPosition(engine.Kiswahili)
	var ch engine.Children
	r.Generate(&p, &ch)
	if ch.N < 3 {
		t.Fatalf("the start position has %d moves, want at least 3", ch.N)
	}
	a, b, c := ch.List[0].Move, ch.List[1].Move, ch.List[2].Move
	complete := Result{Best: a, Score: 40, Ponder: c, Depth: 7}

	th := &thread{root: []rootMove{{move: b, score: 75, pv: []engine.Move{b, c}}, {move: a, score: -infinity}}}
	res := complete
	th.adoptUnfinished(&res)
	if res.Best != b || res.Score != 75 || res.Ponder != c || res.Depth != 7 || res.Bound != Lower || res.ScoreDepth() != 8 {
		t.Errorf("a better move found by the cut iteration: got %+v, want best %v score 75 (a lower bound at depth 8) ponder %v depth 7", res, b, c)
	}
	if len(th.bestPV) != 2 || th.bestPV[0] != b || th.bestPV[1] != c {
		t.Errorf("line of the adopted move: got %v, want [%v %v]", th.bestPV, b, c)
	}

	th = &thread{root: []rootMove{{move: a, score: 10, pv: []engine.Move{a}}, {move: b, score: -infinity}}}
	res = complete
	th.adoptUnfinished(&res)
	if res.Best != complete.Best || res.Score != complete.Score || res.Ponder != complete.Ponder || res.Bound != Exact || res.ScoreDepth() != 7 {
		t.Errorf("the same move in front: got %+v, want %+v unchanged", res, complete)
	}

	th = &thread{root: []rootMove{{move: b, score: -infinity}, {move: a, score: -infinity}}}
	res = complete
	th.adoptUnfinished(&res)
	if res.Best != complete.Best || res.Score != complete.Score || res.Ponder != complete.Ponder || res.Bound != Exact || res.ScoreDepth() != 7 {
		t.Errorf("no score in front: got %+v, want %+v unchanged", res, complete)
	}
}
