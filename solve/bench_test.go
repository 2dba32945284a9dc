package solve

import (
	"testing"

	"github.com/baoengine/bao/engine"
)

// BenchmarkSolveEndgames solves the ten frozen endgames of each variant
// from an empty table and checks every value: one op is the whole set.
//
//	go test ./solve/ -run XXX -bench SolveEndgames
func BenchmarkSolveEndgames(b *testing.B) {
	for _, v := range engine.Variants {
		b.Run(v.String(), func(b *testing.B) {
			r := engine.DefaultRules(v)
			s := newSolver(b, &r, 16)
			var ps []engine.Position
			for _, e := range endgames[v] {
				ps = append(ps, mustPos(b, v, e.fen))
			}
			var nodes uint64
			b.ResetTimer()
			for b.Loop() {
				for i, p := range ps {
					s.Clear()
					res := s.Solve(p, Limits{}, Hooks{})
					if res.Value != endgames[v][i].value {
						b.Fatalf("%s: %v", p.String(), res.Value)
					}
					nodes += res.Nodes
				}
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// BenchmarkProofSearchNPS measures the proof search's speed on a position
// it cannot finish in the budget: 200,000 nodes of the Kiswahili start.
func BenchmarkProofSearchNPS(b *testing.B) {
	for _, v := range engine.Variants {
		b.Run(v.String(), func(b *testing.B) {
			r := engine.DefaultRules(v)
			s := newSolver(b, &r, 64)
			p := engine.StartPosition(v)
			if v == engine.Kujifunza {
				p = mustPos(b, v, endgames[v][0].fen)
			}
			var nodes uint64
			b.ResetTimer()
			for b.Loop() {
				s.Clear()
				nodes += s.Solve(p, Limits{Nodes: 200_000}, Hooks{}).Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
