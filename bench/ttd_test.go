package bench

import (
	"fmt"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// BenchmarkTimeToDepth searches every bench position to depth 14 with one
// and with two threads: ns/op is the time to depth, and the nodes per
// thread, which the machine's load does not change, show how the threads
// share the work (Lazy SMP's speed-up is nodes/op of one thread over
// nodes/thread of two, when each thread has a core of its own).
//
//	go test ./bench -run X -bench TimeToDepth -benchtime 1x
func BenchmarkTimeToDepth(b *testing.B) {
	const depth = 14
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			o := search.DefaultOptions()
			o.Threads = threads
			o.HashMiB = 64
			s := search.New(o)
			var nodes uint64
			for b.Loop() {
				for _, bp := range Positions {
					r := engine.DefaultRules(bp.Variant)
					p, err := engine.ParsePosition(bp.BFEN, bp.Variant)
					if err != nil {
						b.Fatal(err)
					}
					s.Clear()
					// A proven result ends the search before the depth.
					nodes += s.Search(&r, p, nil, search.Limits{Depth: depth}, nil).Nodes
				}
			}
			perOp := float64(nodes) / float64(b.N)
			b.ReportMetric(perOp, "nodes/op")
			b.ReportMetric(perOp/float64(threads), "nodes/thread")
		})
	}
}
