package search_test

import (
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// TestSingleReplyExtends checks the single-reply extension on root moves
// after which the opponent has one move (one legal move and one
// candidate: the node sows lazily, one ply left) and the position after
// it has several: searched alone to depth 2 with SingleReply, such a move
// is searched as deep as to depth 3 without it (the reply costs no ply,
// and the leaves below are those of depth 3), so both give the same
// score; without the option depth 2 scores the move differently in some
// of the positions.
func TestSingleReplyExtends(t *testing.T) {
	var replies, next engine.Children
	var cand engine.Candidates
	on := search.DefaultOptions()
	on.TTCutoffs = false
	off := on
	off.SingleReply = false
	found, differ := extensionCases(rand.New(rand.NewPCG(4, 2)), 400, 80, 25, func(r *engine.Rules, p engine.Position, c *engine.Child) (bool, bool) {
		r.Generate(&c.Pos, &replies)
		r.Candidates(&c.Pos, &cand)
		if replies.N != 1 || cand.N != 1 {
			return false, false
		}
		if r.Generate(&replies.List[0].Pos, &next); next.N < 2 {
			return false, false
		}
		return compareExtension(t, "SingleReply", r, p, c.Move, 2, on, off)
	})
	if found < 10 {
		t.Fatalf("only %d root moves with a single reply found", found)
	}
	if differ == 0 {
		t.Errorf("in %d positions depth 2 scores the same with and without SingleReply", found)
	}
}
