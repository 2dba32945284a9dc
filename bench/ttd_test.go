package bench

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// TestTimeToDepth reports the time to a fixed depth over the bench
// positions with one and with two threads (BAO_TTD=depth, slow).
func TestTimeToDepth(t *testing.T) {
	if os.Getenv("BAO_TTD") == "" {
		t.Skip("set BAO_TTD=1 to measure the time to depth with 1 and 2 threads")
	}
	depth := 17
	for _, threads := range []int{1, 2, 1, 2} {
		o := search.DefaultOptions()
		o.Threads = threads
		o.HashMiB = 64
		s := search.New(o)
		var total time.Duration
		var nodes uint64
		for _, bp := range Positions {
			r := engine.DefaultRules(bp.Variant)
			p, err := engine.ParsePosition(bp.BFEN, bp.Variant)
			if err != nil {
				t.Fatal(err)
			}
			s.Clear()
			start := time.Now()
			res := s.Search(&r, p, nil, search.Limits{Depth: depth}, nil)
			total += time.Since(start)
			nodes += res.Nodes
		}
		fmt.Printf("threads %d: depth %d on %d positions in %v (%d nodes)\n", threads, depth, len(Positions), total, nodes)
	}
}
