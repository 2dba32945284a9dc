package search_test

import (
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// winCase is a position whose side to move wins in exactly plies plies
// (confirmed by the reference search: no shorter win exists).
type winCase struct {
	v     engine.Variant
	plies int
	bfen  string
}

// wins were found by TestFindWins in seeded games; namua ones win by a
// capture chain that empties the opponent's front row.
var wins = []winCase{
	{engine.Kiswahili, 1, "1,1,1,1,0,0,1,1/1,0,2,13,0,0,3,1/1,1,0,1,1,0,1,2/1,1,0,2,0,2,0,3 11,11 S N - 22"}, // namua
	{engine.Kete, 1, "1,0,2,1,0,1,5,1/3,0,2,9,0,2,0,0/1,0,2,6,0,6,1,5/1,3,1,0,1,3,1,3 1,2 N - - 41"},         // namua
	{engine.Kete, 5, "2,1,2,1,0,1,5,1/0,1,0,12,3,6,4,5/3,1,1,1,0,0,0,0/1,3,1,0,1,3,1,3 0,1 N - - 43"},        // namua
	{engine.Kete, 1, "2,1,2,1,0,1,5,1/1,2,1,14,4,7,5,0/0,1,2,1,0,0,0,0/1,3,1,0,1,3,1,3 0,0 N - - 45"},        // mtaji
	{engine.Kujifunza, 1, "6,3,0,1,0,2,5,1/8,6,3,1,2,5,1,2/2,1,0,0,0,0,0,0/0,1,4,1,0,2,2,5 0,0 N - - 7"},     // mtaji
	{engine.Kiswahili, 5, "0,2,1,3,1,3,0,1/0,0,0,3,1,1,2,0/1,14,2,0,2,3,4,0/3,1,2,4,1,4,2,3 0,0 S - - 44"},   // mtaji
	{engine.Kiswahili, 3, "0,2,1,3,1,0,1,2/0,0,0,1,5,0,6,1/1,19,7,0,0,0,0,0/0,0,3,0,2,5,3,1 0,0 N - - 49"},   // mtaji
	{engine.Kiswahili, 1, "1,2,1,3,1,0,1,2/0,1,1,2,0,0,6,1/0,20,8,1,0,0,0,0/1,1,0,0,2,5,3,1 0,0 N - - 51"},   // mtaji
	{engine.Kete, 5, "3,0,1,1,1,1,1,2/1,1,1,8,3,1,1,1/3,8,1,3,0,5,0,1/4,1,3,1,1,2,0,4 0,0 S - - 44"},         // mtaji
	{engine.Kete, 3, "3,0,6,0,6,2,1,2/0,0,1,2,6,2,8,0/0,6,2,1,1,7,1,0/0,0,1,2,2,0,1,1 0,0 N - - 61"},         // mtaji
	{engine.Kujifunza, 3, "3,0,0,0,3,3,0,3/1,3,1,2,4,3,0,1/1,1,1,0,10,0,1,1/4,2,1,2,5,5,2,1 0,0 S - - 14"},   // mtaji
	{engine.Kujifunza, 5, "2,1,5,0,3,0,1,4/3,1,0,7,0,1,11,6/0,1,2,2,1,1,1,1/0,2,3,0,0,1,4,0 0,0 N - - 41"},   // mtaji
	{engine.Kiswahili, 3, "1,3,4,0,2,2,7,1/1,3,6,10,4,1,5,0/1,1,1,1,2,2,2,0/0,1,1,0,0,0,0,1 0,1 N - - 43"},   // namua
	{engine.Kiswahili, 5, "1,3,0,7,2,0,4,3/0,3,2,0,7,2,6,1/1,0,1,6,0,1,0,1/2,1,1,1,2,0,2,3 0,1 N - - 43"},    // namua
	{engine.Kete, 3, "1,1,7,1,0,4,1,0/1,7,1,1,0,5,2,12/1,0,3,0,3,0,1,0/1,3,0,1,2,0,3,1 0,1 N - - 43"},        // namua
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
			if res.Score != search.WinScore-w.plies || search.PliesToWin(res.Score) != w.plies {
				t.Errorf("%s win %d (%d plies): score %d, want %d", alg, i, w.plies, res.Score, search.WinScore-w.plies)
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
	if search.PliesToWin(res.Score) != w.plies {
		t.Fatalf("mate %d: score %d", w.plies, res.Score)
	}
}
