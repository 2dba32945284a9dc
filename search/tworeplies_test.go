package search_test

import (
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// twoMoves reports whether p has exactly two legal moves and two
// candidates, so that a searcher knows the count when it plays the first.
func twoMoves(r *engine.Rules, p *engine.Position, ch *engine.Children, cand *engine.Candidates) bool {
	r.Generate(p, ch)
	r.Candidates(p, cand)
	return ch.N == 2 && cand.N == 2
}

// TestTwoRepliesExtendsEverySecond checks the half-ply extension of
// Options.TwoReplies on root moves after which the opponent has two
// moves, each leading to a position with two moves. The first two-move
// node on the line does not extend and the second does, so the move
// searched alone to depth 3 with TwoReplies has the leaves of depth 4
// without it and the same score (no capture or single-reply extension
// and no table cutoffs, so that the scores are plain minimax values);
// without the option depth 3 scores the move differently in some of the
// positions.
func TestTwoRepliesExtendsEverySecond(t *testing.T) {
	if testing.Short() {
		t.Skip("searches many positions")
	}
	var replies, next engine.Children
	var cand engine.Candidates
	// No capture or single-reply extension and no table cutoffs: the
	// scores are plain minimax values.
	off := search.DefaultOptions()
	off.SingleReply = false
	off.QDepth = 0
	off.TTCutoffs = false
	off.TwoReplies = false
	on := off
	on.TwoReplies = true
	found, differ := extensionCases(rand.New(rand.NewPCG(7, 3)), 3000, 120, 20, func(r *engine.Rules, p engine.Position, c *engine.Child) (bool, bool) {
		if !twoMoves(r, &c.Pos, &replies, &cand) ||
			!twoMoves(r, &replies.List[0].Pos, &next, &cand) ||
			!twoMoves(r, &replies.List[1].Pos, &next, &cand) {
			return false, false
		}
		return compareExtension(t, "TwoReplies", r, p, c.Move, 3, on, off)
	})
	t.Logf("%d root moves checked, %d scored differently at depth 3 without the extension", found, differ)
	if found < 5 {
		t.Fatalf("only %d root moves leading to two-move nodes found", found)
	}
	if differ == 0 {
		t.Errorf("in %d positions depth 3 scores the same with and without TwoReplies", found)
	}
}
