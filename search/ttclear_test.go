package search

import (
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestClearEmptiesEveryEntry: a table cleared after a search holds no
// entry, in every part of it (the clear is split between goroutines), and
// probes miss as in a new table; the generation restarts.
func TestClearEmptiesEveryEntry(t *testing.T) {
	tt := newTable(clearChunkMiB*3 + 1) // parts of every size, a short last one
	tt.newSearch()
	for i := range tt.buckets {
		for j := range tt.buckets[i] {
			tt.buckets[i][j].check.Store(uint64(i) + 1)
			tt.buckets[i][j].data.Store(1 << 48)
		}
	}
	tt.clear()
	for i := range tt.buckets {
		for j := range tt.buckets[i] {
			if tt.buckets[i][j].check.Load() != 0 || tt.buckets[i][j].data.Load() != 0 {
				t.Fatalf("bucket %d entry %d not cleared", i, j)
			}
		}
	}
	if tt.gen != 0 {
		t.Errorf("generation %d after clear", tt.gen)
	}
	if _, ok := tt.probe(1, 0); ok {
		t.Error("a probe hit after clear")
	}
}

// TestClearAfterSearchLikeNew: a Searcher cleared after a search searches
// exactly as a new one, node for node, whether the table was written or
// not since the last clear.
func TestClearAfterSearchLikeNew(t *testing.T) {
	r := engine.DefaultRules(engine.Kiswahili)
	p := engine.StartPosition(engine.Kiswahili)
	opts := DefaultOptions()
	opts.HashMiB = 1
	fresh := New(opts).Search(&r, p, nil, Limits{Depth: 7}, nil)
	s := New(opts)
	s.Clear()
	s.Search(&r, p, nil, Limits{Depth: 9}, nil)
	s.Clear()
	s.Clear()
	again := s.Search(&r, p, nil, Limits{Depth: 7}, nil)
	if again.Nodes != fresh.Nodes || again.Best != fresh.Best || again.Score != fresh.Score {
		t.Errorf("after clear: %d nodes %v %d; new searcher: %d nodes %v %d",
			again.Nodes, again.Best, again.Score, fresh.Nodes, fresh.Best, fresh.Score)
	}
}
