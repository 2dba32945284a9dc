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
	rng := rand.New(rand.NewPCG(4, 2))
	var ch, replies, next engine.Children
	var cand engine.Candidates
	found, differ := 0, 0
	for game := 0; game < 400 && found < 25; game++ {
		v := engine.Variants[game%len(engine.Variants)]
		r := engine.DefaultRules(v)
		p := engine.StartPosition(v)
		for ply := 0; ply < 80 && found < 25; ply++ {
			r.Generate(&p, &ch)
			if ch.N == 0 {
				break
			}
			for i := 0; i < ch.N; i++ {
				c := &ch.List[i]
				r.Generate(&c.Pos, &replies)
				r.Candidates(&c.Pos, &cand)
				if replies.N != 1 || cand.N != 1 {
					continue
				}
				r.Generate(&replies.List[0].Pos, &next)
				if next.N < 2 {
					continue
				}
				on := search.DefaultOptions()
				on.TTCutoffs = false
				off := on
				off.SingleReply = false
				compared, differs := compareExtension(t, "SingleReply", &r, p, c.Move, 2, on, off)
				if !compared {
					continue
				}
				found++
				if differs {
					differ++
				}
				break
			}
			p = ch.List[rng.IntN(ch.N)].Pos
		}
	}
	if found < 10 {
		t.Fatalf("only %d root moves with a single reply found", found)
	}
	if differ == 0 {
		t.Errorf("in %d positions depth 2 scores the same with and without SingleReply", found)
	}
}
