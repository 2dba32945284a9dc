package search_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// TestFindWins prints positions with a forced win in exactly 1, 3 and 5
// plies, found in seeded random games and confirmed by the reference
// search. Run once with BAO_GENWINS=1; the output is frozen in
// wins_test.go.
func TestFindWins(t *testing.T) {
	if os.Getenv("BAO_GENWINS") == "" {
		t.Skip("set BAO_GENWINS=1")
	}
	rng := rand.New(rand.NewPCG(7, 7))
	var ch engine.Children
	need := map[string]int{}
	for game := 0; game < 3000; game++ {
		v := engine.Variants[game%3]
		r := engine.DefaultRules(v)
		ref := newRef(t, &r)
		p := engine.StartPosition(v)
		for ply := 0; ply < 200; ply++ {
			r.Generate(&p, &ch)
			if ch.N == 0 {
				break
			}
			for _, n := range []int{1, 3, 5} {
				kind := "mtaji"
				if p.Store[p.Side] > 0 {
					kind = "namua"
				}
				key := fmt.Sprint(v, n, kind)
				if need[key] >= 1 {
					continue
				}
				if ref.value(&p, n) == search.WinScore-n && (n == 1 || ref.value(&p, n-2) < search.WinScore-n) {
					fmt.Printf("\t{engine.%v, %d, %q}, // %s\n", v, n, p.String(), kind)
					need[key]++
				}
			}
			p = ch.List[rng.IntN(ch.N)].Pos
		}
	}
}
