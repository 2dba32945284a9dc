package play

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// TestEngineViewBoundOfCutIteration: a node limit that stops the search
// inside an iteration that has already found a better move than the last
// complete one plays that move; "Engine plays" gives its score as a lower
// bound at the unfinished depth, where it gave it as the exact score of
// the depth before.
func TestEngineViewBoundOfCutIteration(t *testing.T) {
	for nodes := uint64(4000); nodes <= 20000; nodes += 250 {
		lim := search.Limits{Nodes: nodes}
		g := newGame(engine.Kujifunza)
		var last search.Info
		res := testConfig(engine.North, 0).Searcher.Search(g.Rules(), *g.Current(), g.History(), lim, func(in search.Info) {
			if in.Bound == search.Exact && in.MultiPV <= 1 {
				last = in
			}
		})
		if len(last.PV) == 0 || res.Best == last.PV[0] {
			continue
		}
		cfg := testConfig(engine.North, 0)
		cfg.Limits = lim
		var out strings.Builder
		if err := Run(context.Background(), strings.NewReader("quit\n"), &out, io.Discard, newGame(engine.Kujifunza), cfg); err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("Engine plays %v (engine's view: >=%s, depth %d,", res.Best, res.Score.Text(), last.Depth+1)
		if !strings.Contains(out.String(), want) {
			t.Fatalf("nodes %d: the last complete iteration (depth %d) chose %v, the cut one %v; output lacks %q:\n%s",
				nodes, last.Depth, last.PV[0], res.Best, want, out.String())
		}
		return
	}
	t.Fatal("no node limit from 4000 to 20000 stopped an iteration after it had found a better move: choose other limits")
}
