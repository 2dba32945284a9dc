package level

import (
	"testing"

	"github.com/baoengine/bao/search"
)

// TestLimit checks what a level changes in a search: full strength
// nothing; a lower level its depth (unless the caller asked for less),
// enough lines to choose among, no mate search, none of the capture,
// two-reply and singular extensions and no internal iterative reduction.
func TestLimit(t *testing.T) {
	def := search.DefaultOptions()
	if def.QDepth == 0 || !def.TwoReplies || def.SingularDepth == 0 || def.IIRDepth == 0 {
		t.Fatal("the default options lack the capture, two-reply or singular extension or the reduction: this test cannot see Limit turn them off")
	}

	opts, lim := search.DefaultOptions(), search.Limits{Depth: 30, Mate: 5}
	Max().Limit(&opts, &lim)
	if opts.QDepth != def.QDepth || opts.TwoReplies != def.TwoReplies || opts.SingularDepth != def.SingularDepth || opts.IIRDepth != def.IIRDepth || opts.MultiPV != def.MultiPV || lim.Depth != 30 || lim.Mate != 5 {
		t.Errorf("full strength changed the search: QDepth %d, TwoReplies %v, MultiPV %d, depth %d, mate %d",
			opts.QDepth, opts.TwoReplies, opts.MultiPV, lim.Depth, lim.Mate)
	}

	for _, l := range All() {
		if l.Full() {
			continue
		}
		opts, lim := search.DefaultOptions(), search.Limits{Mate: 5}
		l.Limit(&opts, &lim)
		if lim.Depth != l.Depth || opts.MultiPV < l.Lines || lim.Mate != 0 || opts.QDepth != 0 || opts.TwoReplies || opts.SingularDepth != 0 || opts.IIRDepth != 0 {
			t.Errorf("level %v: depth %d, MultiPV %d, mate %d, QDepth %d, TwoReplies %v, SingularDepth %d, IIRDepth %d; want depth %d, MultiPV >= %d, mate 0, QDepth 0, no TwoReplies, no singular extension, no reduction",
				l, lim.Depth, opts.MultiPV, lim.Mate, opts.QDepth, opts.TwoReplies, opts.SingularDepth, opts.IIRDepth, l.Depth, l.Lines)
		}
		opts, lim = search.DefaultOptions(), search.Limits{Depth: 1}
		l.Limit(&opts, &lim)
		if lim.Depth != 1 {
			t.Errorf("level %v: a search asked for depth 1 got depth %d", l, lim.Depth)
		}
	}
}
