package solve

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
)

// hardEndgames are positions that take the default solver 10^5 to 10^6
// nodes, from the same random games as endgames (variant, BFEN, value).
var hardEndgames = []struct {
	v     engine.Variant
	fen   string
	value Value
}{
	{engine.Kiswahili, "0,0,0,0,0,0,0,0/1,13,4,0,0,0,0,0/0,0,1,1,18,6,4,0/0,0,0,0,0,0,1,2 6,7 N S -", Win},
	{engine.Kiswahili, "1,1,1,0,1,2,2,1/0,2,1,2,9,3,4,2/6,1,0,3,1,1,0,1/1,0,0,0,0,1,1,1 7,8 N - -", Win},
	{engine.Kiswahili, "2,4,2,1,1,3,1,2/1,3,1,2,3,3,6,2/0,3,6,0,1,1,2,1/0,0,0,0,0,1,2,0 5,5 S - -", Loss},
	{engine.Kete, "1,0,3,0,3,1,1,4/1,13,0,1,0,6,0,0/0,0,2,0,2,0,4,1/1,1,1,0,0,0,1,1 8,8 S - -", Loss},
	{engine.Kete, "3,1,0,1,1,3,0,3/0,5,0,0,0,2,1,0/2,3,8,4,0,1,1,1/1,1,1,2,3,1,3,1 5,6 N - -", Loss},
}

// TestMeasureMethods prints the comparison of doc.go: df-pn with its
// options against depth-first iterative deepening, on the endgame sets.
// Run with BAO_SOLVE_MEASURE=1 go test ./solve/ -run MeasureMethods -v.
func TestMeasureMethods(t *testing.T) {
	if os.Getenv("BAO_SOLVE_MEASURE") == "" {
		t.Skip("set BAO_SOLVE_MEASURE=1")
	}
	type pos struct {
		r     engine.Rules
		p     engine.Position
		value Value
	}
	sets := map[string][]pos{}
	var names []string
	for _, v := range engine.Variants {
		r := engine.DefaultRules(v)
		name := "endgames-" + v.String()
		names = append(names, name)
		for _, e := range endgames[v] {
			sets[name] = append(sets[name], pos{r, mustPos(t, v, e.fen), e.value})
		}
	}
	for _, h := range hardEndgames {
		r := engine.DefaultRules(h.v)
		sets["hard"] = append(sets["hard"], pos{r, mustPos(t, h.v, h.fen), h.value})
	}
	kr := engine.DefaultRules(engine.Kujifunza)
	sets["kujifunza-start"] = []pos{{kr, engine.StartPosition(engine.Kujifunza), Win}}
	names = append(names, "hard", "kujifunza-start")
	const budget = 5_000_000
	configs := []struct {
		name string
		opt  Options
	}{
		{"df-pn mobility eps=0.25", Options{HashMiB: 64, Threads: 1, Epsilon: 0.25, Init: InitMobility}},
		{"df-pn mobility eps=0", Options{HashMiB: 64, Threads: 1, Epsilon: 0, Init: InitMobility}},
		{"df-pn mobility eps=1", Options{HashMiB: 64, Threads: 1, Epsilon: 1, Init: InitMobility}},
		{"df-pn unit eps=0 (Nagai)", Options{HashMiB: 64, Threads: 1, Epsilon: 0, Init: InitUnit}},
		{"df-pn unit eps=0.25", Options{HashMiB: 64, Threads: 1, Epsilon: 0.25, Init: InitUnit}},
		{"df-pn seeds eps=0.25 (default)", Options{HashMiB: 64, Threads: 1, Epsilon: 0.25, Init: InitSeeds}},
	}
	for _, set := range names {
		for _, c := range configs {
			var nodes uint64
			var el time.Duration
			solved := 0
			for _, x := range sets[set] {
				s, err := New(&x.r, c.opt)
				if err != nil {
					t.Fatal(err)
				}
				res := s.Solve(x.p, Limits{Nodes: budget}, Hooks{})
				nodes += res.Nodes
				el += res.Time
				if res.Value == x.value {
					solved++
				} else if res.Value != Unknown {
					t.Errorf("%s %s: %v, want %v", c.name, x.p.String(), res.Value, x.value)
				}
			}
			fmt.Printf("%-16s %-34s solved %2d/%2d nodes %10d time %8.3fs nps %7.0f\n", set, c.name, solved, len(sets[set]), nodes, el.Seconds(), float64(nodes)/el.Seconds())
		}
		// Depth-first iterative deepening over the same table-free
		// positions, told the winner in advance (a lower bound on its cost).
		var nodes uint64
		var el time.Duration
		solved := 0
		for _, x := range sets[set] {
			s, _ := New(&x.r, Options{HashMiB: 1, Threads: 1})
			winner := x.p.Side
			if x.value == Loss {
				winner = winner.Other()
			}
			start := time.Now()
			_, exact, _, n := s.Shortest(x.p, winner, maxDistance, budget)
			el += time.Since(start)
			nodes += n
			if exact {
				solved++
			}
		}
		fmt.Printf("%-16s %-34s solved %2d/%2d nodes %10d time %8.3fs nps %7.0f\n", set, "iterative deepening AND/OR", solved, len(sets[set]), nodes, el.Seconds(), float64(nodes)/el.Seconds())
	}
}
