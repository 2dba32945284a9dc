package engine

import (
	"math/rand/v2"
	"testing"
)

// loopTargets is CaptureTargets for an mtaji side written as a loop over
// the 16 holes (the code the word-parallel version replaced).
func loopTargets(p *Position, s Side) uint8 {
	mk := p.Markers(s)
	mine := (*[16]uint8)(p.Pits[int(s)<<4 : int(s)<<4+16])
	var t uint8
	for h := 0; h < 16; h++ {
		n := int(mine[h])
		if n < 2 || n > 15 {
			continue
		}
		if e := (h + n) & ringMask; mk>>e&1 != 0 {
			t |= 1 << (7 - e)
		}
		if e := (h - n) & ringMask; mk>>e&1 != 0 {
			t |= 1 << (7 - e)
		}
	}
	return t
}

// loopCaptureMoves lists the mtaji capture candidates of p as a loop over
// the holes in legal order (the code the word-parallel version replaced).
func loopCaptureMoves(p *Position) ([]Move, []uint8) {
	me := p.Side
	mk := p.Markers(me)
	mine := (*[16]uint8)(p.Pits[int(me)<<4 : int(me)<<4+16])
	theirs := (*[16]uint8)(p.Pits[int(me^1)<<4 : int(me^1)<<4+16])
	var ms []Move
	var vs []uint8
	for _, l := range holeOrder {
		n := int(mine[l])
		if n < 2 || n > 15 {
			continue
		}
		pit := MakePit(me, int(l))
		eL, eR := (int(l)-n)&ringMask, (int(l)+n)&ringMask
		if l >= 8 {
			eL, eR = eR, eL
		}
		if mk>>eL&1 != 0 {
			ms, vs = append(ms, NewMove(pit, false, false)), append(vs, theirs[(7-eL)&ringMask])
		}
		if mk>>eR&1 != 0 {
			ms, vs = append(ms, NewMove(pit, true, false)), append(vs, theirs[(7-eR)&ringMask])
		}
	}
	return ms, vs
}

// TestWordParallelCaptures holds CaptureTargets and the mtaji capture
// candidates to the plain loops on random positions without hands.
func TestWordParallelCaptures(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var c Candidates
	found := 0
	for i := 0; i < 50000; i++ {
		p := randomPosition(rng)
		p.Store = [2]uint8{}
		for s := South; s <= North; s++ {
			if got, want := p.CaptureTargets(s), loopTargets(&p, s); got != want {
				t.Fatalf("%s side %v: targets %08b, loop %08b", &p, s, got, want)
			}
		}
		c.N = 0
		r := DefaultRules(Kiswahili)
		r.captureCandidates(&p, &c)
		ms, vs := loopCaptureMoves(&p)
		if c.N != len(ms) {
			t.Fatalf("%s: %d candidates, loop %d", &p, c.N, len(ms))
		}
		for j := range ms {
			if c.Moves[j] != ms[j] || c.Victim[j] != vs[j] {
				t.Fatalf("%s: candidate %d %v (victim %d), loop %v (%d)", &p, j, c.Moves[j], c.Victim[j], ms[j], vs[j])
			}
		}
		found += c.N
	}
	if found < 10000 {
		t.Fatalf("only %d capture candidates in the random positions", found)
	}
}

// TestBothCaptureTargets holds BothCaptureTargets to CaptureTargets of
// each side, and the mtaji targets to the plain loop, on random positions
// with and without hands.
func TestBothCaptureTargets(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	mtaji, namua := 0, 0
	for i := 0; i < 50000; i++ {
		p := randomPosition(rng)
		if i%2 == 0 {
			p.Store = [2]uint8{}
		}
		checkBothCaptureTargets(t, &p)
		for s := South; s <= North; s++ {
			if p.Store[s] == 0 {
				if got, want := p.CaptureTargets(s), loopTargets(&p, s); got != want {
					t.Fatalf("%s side %v: targets %08b, loop %08b", &p, s, got, want)
				}
				if p.CaptureTargets(s) != 0 {
					mtaji++
				}
			} else if p.CaptureTargets(s) != 0 {
				namua++
			}
		}
	}
	if mtaji < 5000 || namua < 5000 {
		t.Fatalf("only %d mtaji and %d namua sides with targets in the random positions", mtaji, namua)
	}
}

// checkBothCaptureTargets fails t unless p.BothCaptureTargets() is
// CaptureTargets of South and of North.
func checkBothCaptureTargets(t *testing.T, p *Position) {
	t.Helper()
	got := p.BothCaptureTargets()
	if want := [2]uint8{p.CaptureTargets(South), p.CaptureTargets(North)}; got != want {
		t.Fatalf("%s: BothCaptureTargets %08b, CaptureTargets %08b", p, got, want)
	}
}
