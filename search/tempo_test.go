package search_test

import (
	"testing"

	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// TestTempoShiftsByParity checks the tempo at depths 1 and 2, where
// every leaf is at the iteration's depth once the capture extension is
// off (its stand-pat leaves lie beyond the horizon): the leaves of an odd
// depth are the opponent's to move, so the root's score falls by the
// tempo, those of an even depth are the root mover's, so it rises by it,
// and the best move does not change.
func TestTempoShiftsByParity(t *testing.T) {
	const tempo = 37
	for _, i := range []int{0, 3, 7, 12, 18, 25} {
		r, p := benchPosition(t, i)
		for depth, sign := range map[int]int{1: -1, 2: 1} {
			var res [2]search.Result
			for k, tp := range []int{0, tempo} {
				o := search.DefaultOptions()
				o.Tempo = tp
				o.QDepth = 0
				res[k] = search.New(o).Search(&r, p, nil, search.Limits{Depth: depth}, nil)
			}
			if res[0].Score.IsProven() {
				continue
			}
			if res[1].Score != res[0].Score+score.Score(sign*tempo) || res[1].Best != res[0].Best {
				t.Errorf("position %d, depth %d: tempo 0 gives %v %d, tempo %d gives %v %d; want the same move and %+d",
					i+1, depth, res[0].Best, res[0].Score, tempo, res[1].Best, res[1].Score, sign*tempo)
			}
		}
	}
}
