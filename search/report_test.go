package search_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/baoengine/bao/search"
)

// TestProgressIndependentOfWallTime: the progress of a node-limited search
// is the same whether the search is fast or slow. Fail-high/low lines
// were sent only after a second of search, so a slow run (here: a
// progress callback that takes over a second once, as a loaded machine
// under -race would) printed lines a fast run did not (issue 10). Now they
// are gated on nodes searched.
func TestProgressIndependentOfWallTime(t *testing.T) {
	s := search.New(search.DefaultOptions())
	for _, i := range []int{3, 12} {
		r, p := benchPosition(t, i)
		var infos [2][]search.Info
		for k, pause := range []time.Duration{0, 1100 * time.Millisecond} {
			s.Clear()
			s.Search(&r, p, nil, search.Limits{Nodes: 20000}, func(in search.Info) {
				if len(infos[k]) == 0 {
					time.Sleep(pause)
				}
				in.Time, in.NPS = 0, 0
				infos[k] = append(infos[k], in)
			})
		}
		if !reflect.DeepEqual(infos[0], infos[1]) {
			t.Errorf("position %d: a slow search reports %d lines, a fast one %d", i+1, len(infos[1]), len(infos[0]))
		}
	}
}

// TestBoundLinesAfterReportNodes: past the node gate a search does report
// its fail-high/low lines, the same ones on every run.
func TestBoundLinesAfterReportNodes(t *testing.T) {
	if testing.Short() {
		t.Skip("searches 1.1 million nodes twice")
	}
	s := search.New(search.DefaultOptions())
	r, p := benchPosition(t, 13)
	var bounds [2][]search.Info
	for k := range bounds {
		s.Clear()
		s.Search(&r, p, nil, search.Limits{Nodes: 1_100_000}, func(in search.Info) {
			if in.Bound != search.Exact {
				if in.Nodes < 1_000_000 {
					t.Errorf("a bound line at %d nodes", in.Nodes)
				}
				in.Time, in.NPS = 0, 0
				bounds[k] = append(bounds[k], in)
			}
		})
	}
	if len(bounds[0]) == 0 || !reflect.DeepEqual(bounds[0], bounds[1]) {
		t.Errorf("bound lines: %d then %d", len(bounds[0]), len(bounds[1]))
	}
}
