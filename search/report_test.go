package search_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/baoengine/bao/bench"
	"github.com/baoengine/bao/search"
)

// TestProgressIndependentOfWallTime: the progress of a node-limited search
// is the same whether the search is fast or slow. Fail-high/low lines
// are gated on nodes searched, not on a second of search, so a slow run
// (here: a progress callback that takes over a second once, as a loaded
// machine under -race would) prints no line a fast run does not.
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
// its fail-high/low lines, the same ones on every run. Which bench position
// fails high or low past the gate depends on the evaluation, so the test
// takes the first one that does (about half of them do at 1.3 million
// nodes) and fails if none does.
func TestBoundLinesAfterReportNodes(t *testing.T) {
	if testing.Short() {
		t.Skip("searches over a million nodes several times")
	}
	s := search.New(search.DefaultOptions())
	boundLines := func(i int) []search.Info {
		r, p := benchPosition(t, i)
		var bounds []search.Info
		s.Clear()
		s.Search(&r, p, nil, search.Limits{Nodes: 1_300_000}, func(in search.Info) {
			if in.Bound != search.Exact {
				if in.Nodes < 1_000_000 {
					t.Errorf("position %d: a bound line at %d nodes", i+1, in.Nodes)
				}
				in.Time, in.NPS = 0, 0
				bounds = append(bounds, in)
			}
		})
		return bounds
	}
	for i := range bench.Positions {
		first := boundLines(i)
		if len(first) == 0 {
			continue
		}
		if again := boundLines(i); !reflect.DeepEqual(first, again) {
			t.Errorf("position %d: bound lines %d then %d, or different", i+1, len(first), len(again))
		}
		return
	}
	t.Error("no bench position reported a bound line in 1.3 million nodes")
}
