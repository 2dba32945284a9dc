package search

import (
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
)

// twoMoves returns two distinct legal moves of the start position, to
// stand for best moves in the stability tests.
func twoMoves(t *testing.T) (engine.Move, engine.Move) {
	t.Helper()
	r, p := testPosition()
	var ch engine.Children
	r.Generate(&p, &ch)
	if ch.N < 2 {
		t.Fatalf("start position: %d moves", ch.N)
	}
	return ch.List[0].Move, ch.List[1].Move
}

// TestStabilityScalesSoftBound: a best move that stands for
// settledIterations iterations shrinks the soft bound, one that changed
// lately extends it, and so does a score that falls against the
// iteration of the same parity; the swing between odd and even depths
// is no fall.
func TestStabilityScalesSoftBound(t *testing.T) {
	a, b := twoMoves(t)
	var st rootStability
	if got := st.softPercent(); got != 100 {
		t.Fatalf("before any iteration: %d%%, want 100%%", got)
	}
	for i := 1; i < settledIterations; i++ {
		st.update(a, 20)
		if got := st.softPercent(); got != 100 {
			t.Fatalf("same move for %d iterations: %d%%, want 100%%", i, got)
		}
	}
	st.update(a, 20)
	if got := st.softPercent(); got != settledPercent {
		t.Fatalf("same move for %d iterations: %d%%, want %d%%", settledIterations, got, settledPercent)
	}
	st.update(b, 20)
	changed := st.softPercent()
	if changed != 100+changePercent {
		t.Fatalf("best move changed in the last iteration: %d%%, want %d%%", changed, 100+changePercent)
	}
	st.update(b, 20)
	if got := st.softPercent(); got <= 100 || got >= changed {
		t.Fatalf("best move changed one iteration before: %d%%, want between 100%% and %d%%", got, changed)
	}
	st.update(a, 20)
	st.update(b, 20)
	if got := st.softPercent(); got <= changed {
		t.Fatalf("best move changed in each of the last two iterations: %d%%, want above %d%%", got, changed)
	}

	// Scores that swing between odd and even depths, same move: settled.
	var swing rootStability
	for i := 0; i < 2*settledIterations; i++ {
		swing.update(a, 300-600*(i%2))
	}
	if got := swing.softPercent(); got != settledPercent {
		t.Fatalf("odd/even swing of 600 on a settled move: %d%%, want %d%%", got, settledPercent)
	}
	// The same, but the last score falls by half of fallFullCentiSeeds
	// against the iteration two before.
	swing.update(a, 300-600*(2*settledIterations%2)-fallFullCentiSeeds/2)
	if got, want := swing.softPercent(), settledPercent*(100+fallPercent/2)/100; got != want {
		t.Fatalf("settled move, score fell by %d: %d%%, want %d%%", fallFullCentiSeeds/2, got, want)
	}
	// A rise is no fall, and a fall beyond fallFullCentiSeeds earns no
	// more than fallPercent.
	var rise, crash rootStability
	for _, v := range []int{0, 0, 100} {
		rise.update(a, v)
		crash.update(a, -10*v)
	}
	if got := rise.softPercent(); got != 100 {
		t.Fatalf("score rose: %d%%, want 100%%", got)
	}
	if got := crash.softPercent(); got != 100+fallPercent {
		t.Fatalf("score fell by 1000: %d%%, want %d%%", got, 100+fallPercent)
	}
	// Proven scores are not compared.
	var won rootStability
	for _, v := range []int{int(score.Win) - 20, 0, -int(score.Win) + 20} {
		won.update(a, v)
	}
	if got := won.softPercent(); got != 100 {
		t.Fatalf("proven scores: %d%%, want 100%%", got)
	}
}
