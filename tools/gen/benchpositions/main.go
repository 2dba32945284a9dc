// Command benchpositions prints candidate bench positions, one line of Go
// per position in the form of bench.Positions, from seeded games played
// by a noisy one-ply greedy player and filtered by category (namua with
// a functional nyumba, mtaji with takasia, crowded, endgames, ...).
//
//	go run ./tools/gen/benchpositions > /tmp/candidates.txt
//
// bench/positions.go is not generated: the bench set is frozen, because
// every position in it is part of the bench signature. It was drawn by
// this walk when the evaluation had its first hand-set weights; since the
// weights and the rules' details have changed, the walk now meets other
// positions, and a new set would be a new signature.
//
// # What it owns and what it must not import
//
// It owns the walk and the categories. It imports engine and eval.
package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

func main() {
	w := bufio.NewWriter(os.Stdout)
	candidates(w)
	if err := w.Flush(); err != nil {
		fmt.Fprintf(os.Stderr, "benchpositions: %v\n", err)
		os.Exit(1)
	}
}

// candidates writes the candidate positions of each category to w.
func candidates(out io.Writer) {
	rng := rand.New(rand.NewPCG(2026, 11))
	type want struct {
		name  string
		v     engine.Variant
		count int
		ok    func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool
	}
	safari := func(ch *engine.Children) bool {
		for i := 0; i < ch.N; i++ {
			if ch.List[i].Move.Safari() {
				return true
			}
		}
		return false
	}
	occupied := func(p *engine.Position) int {
		n := 0
		for _, c := range p.Pits {
			if c > 0 {
				n++
			}
		}
		return n
	}
	wants := []want{
		{"namua, nyumba functional", engine.Kiswahili, 3, func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool {
			return p.Store[0] > 8 && p.Store[0] < 18 && p.Functional(0) && p.Functional(1)
		}},
		{"namua, a nyumba gone", engine.Kiswahili, 2, func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool {
			return p.Store[p.Side] > 4 && p.Store[p.Side] < 12 && (!p.Owns(0) || !p.Owns(1))
		}},
		{"namua, safari choice", engine.Kiswahili, 2, func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool {
			return safari(ch)
		}},
		{"kete namua", engine.Kete, 2, func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool {
			return p.Store[p.Side] > 6 && p.Store[p.Side] < 16
		}},
		{"mtaji, takasia active", engine.Kiswahili, 2, func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool {
			return p.Store[p.Side] == 0 && p.Blocked != engine.NoPit && ch.N >= 4
		}},
		{"kete mtaji, takasia active", engine.Kete, 2, func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool {
			return p.Store[p.Side] == 0 && p.Blocked != engine.NoPit && ch.N >= 3
		}},
		{"mtaji, crowded", engine.Kiswahili, 4, func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool {
			return p.Store[0]+p.Store[1] == 0 && occupied(p) >= 20 && ch.N >= 8
		}},
		{"kete mtaji, crowded", engine.Kete, 3, func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool {
			return p.Store[0]+p.Store[1] == 0 && occupied(p) >= 18 && ch.N >= 6
		}},
		{"kujifunza middlegame", engine.Kujifunza, 3, func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool {
			return p.Ply >= 6 && p.Ply <= 20 && ch.N >= 8
		}},
		{"endgame", engine.Kiswahili, 2, func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool {
			return p.Store[0]+p.Store[1] == 0 && occupied(p) <= 17 && ch.N >= 3
		}},
		{"kete endgame", engine.Kete, 1, func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool {
			return p.Store[0]+p.Store[1] == 0 && occupied(p) <= 17 && ch.N >= 3
		}},
		{"kujifunza endgame", engine.Kujifunza, 2, func(r *engine.Rules, p *engine.Position, ch *engine.Children) bool {
			return occupied(p) <= 17 && ch.N >= 3
		}},
	}
	var ch engine.Children
	for _, w := range wants {
		r := engine.DefaultRules(w.v)
		found := 0
		for game := 0; game < 5000 && found < w.count; game++ {
			p := engine.StartPosition(w.v)
			for ply := 0; ply < 300; ply++ {
				r.Generate(&p, &ch)
				if ch.N == 0 {
					break
				}
				if ply > 2 && w.ok(&r, &p, &ch) && abs(eval.Evaluate(&r, &p)) < 800 && rng.IntN(3) == 0 {
					fmt.Fprintf(out, "\t{%q, engine.%s, %q},\n", w.name, variantName(w.v), p.String())
					found++
					break
				}
				p = ch.List[noisyGreedy(&r, &ch, rng)].Pos
			}
		}
	}
}

// noisyGreedy picks the child with the best one-ply evaluation plus up
// to two seeds of noise: games that look played, not random.
func noisyGreedy(r *engine.Rules, ch *engine.Children, rng *rand.Rand) int {
	best, bestV := 0, -1<<30
	for i := 0; i < ch.N; i++ {
		v := -eval.Evaluate(r, &ch.List[i].Pos) + rng.IntN(200)
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// variantName is the Go name of a variant constant of engine.
func variantName(v engine.Variant) string {
	return map[engine.Variant]string{engine.Kiswahili: "Kiswahili", engine.Kete: "Kete", engine.Kujifunza: "Kujifunza"}[v]
}

// abs is |x|.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
