package search_test

import (
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

//go:generate go run ../tools/gen/wins

// winCase is a position whose side to move wins in exactly plies plies
// (no shorter win exists). The table wins is generated
// (wins_data_test.go, by tools/gen/wins).
type winCase struct {
	v     engine.Variant
	plies int
	bfen  string
}

func TestForcedWins(t *testing.T) {
	frontEmptied := 0
	for _, alg := range []string{"pvs", "mtdf"} {
		for i, w := range wins {
			r := engine.DefaultRules(w.v)
			p, err := engine.ParsePosition(w.bfen, w.v)
			if err != nil {
				t.Fatal(err)
			}
			opts := search.DefaultOptions()
			opts.Algorithm = alg
			s := search.New(opts)
			res := s.Search(&r, p, nil, search.Limits{Depth: w.plies + 2}, nil)
			if res.Score != score.WinIn(w.plies) || res.Score.Plies() != w.plies {
				t.Errorf("%s win %d (%d plies): score %d, want %d", alg, i, w.plies, res.Score, score.WinIn(w.plies))
				continue
			}
			if len(res.PV) != w.plies {
				t.Errorf("%s win %d: pv %v has %d plies, want %d", alg, i, res.PV, len(res.PV), w.plies)
				continue
			}
			q := p
			for _, m := range res.PV {
				if q, err = r.Play(&q, m); err != nil {
					t.Fatalf("%s win %d: pv %v: %v", alg, i, res.PV, err)
				}
			}
			out, why := r.Outcome(&q)
			if out != engine.Winner(p.Side) {
				t.Errorf("%s win %d: pv %v ends in %v (%s), want a win for %v", alg, i, res.PV, out, why, p.Side)
			}
			if p.Namua() && strings.Contains(why, "front row is empty") {
				frontEmptied++
			}
		}
	}
	if frontEmptied == 0 {
		t.Errorf("no namua win ends with an emptied front row")
	}
}

func TestMateLimit(t *testing.T) {
	w := wins[len(wins)-1]
	r := engine.DefaultRules(w.v)
	p, _ := engine.ParsePosition(w.bfen, w.v)
	s := search.New(search.DefaultOptions())
	res := s.Search(&r, p, nil, search.Limits{Mate: w.plies}, nil)
	if res.Score.Plies() != w.plies {
		t.Fatalf("mate %d: score %d", w.plies, res.Score)
	}
}
