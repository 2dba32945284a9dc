package engine

import (
	"encoding/binary"
	"math/bits"
)

// Candidates lists the moves a position allows to be tried, found without
// sowing them. A Bao move is only known to be legal once sown (a
// never-ending move is illegal, a stop-or-safari choice arises mid-move),
// so Generate sows every candidate. A searcher that expects to cut after
// one or two moves can instead sow candidates one at a time with
// PlayCandidate, and pay only for the moves it searches.
type Candidates struct {
	N       int
	Moves   [MaxMoves]Move  // in legal order, without safari twins
	Victim  [MaxMoves]uint8 // for a capture: the seeds of the first hole it takes
	Capture bool            // the candidates are capturing moves (rules.md 2.1)
	// Exact is false when the candidates alone cannot give the legal
	// moves: under takasiaMustCapture with a reserved hole, which captures
	// are legal depends on what every capture takes; use Generate.
	Exact bool

	sow sowBase // the position's sowing state, shared by its candidates
	// moverKey is the key of the mover's 16 holes in the position, for
	// rekeyMove; keyed says whether PlayCandidate has computed it yet (a
	// searcher that only asks whether a capture exists never plays one).
	moverKey uint64
	keyed    bool
}

// Candidates fills c with the capture candidates of p, or when there are
// none the takata candidates (rules.md 2.10). A finished game has none.
func (r *Rules) Candidates(p *Position, c *Candidates) {
	c.N, c.Capture, c.Exact, c.keyed = 0, false, true, false
	me := p.Side
	if p.Flags&flagWon != 0 || p.FrontEmpty(me) || p.FrontEmpty(me.Other()) {
		return
	}
	if r.captureCandidates(p, c) {
		c.Capture = true
		if b := p.Blocked; r.TakasiaMustCapture && b != NoPit && b.Side() != me && !p.Namua() {
			c.Exact = false
		}
	} else {
		r.takataCandidates(p, c)
	}
	r.prepareSow(p, &c.sow)
}

// add appends a candidate.
func (c *Candidates) add(m Move, victim uint8) {
	c.Moves[c.N] = m
	c.Victim[c.N] = victim
	c.N++
}

// captureCandidates fills c with the capturing moves of p, namua
// (rules.md 2.3.1) or mtaji (rules.md 2.7), and reports whether there are
// any.
func (r *Rules) captureCandidates(p *Position, c *Candidates) bool {
	c.N = 0
	me := p.Side
	mk := p.Markers(me)
	if mk == 0 {
		return false
	}
	mine := (*[16]uint8)(p.Pits[int(me)<<4 : int(me)<<4+16])
	theirs := (*[16]uint8)(p.Pits[int(me^1)<<4 : int(me^1)<<4+16])
	if p.Store[me] > 0 {
		// A kichwa or kimbi capture has its letter forced; a central one
		// lets the mover choose the kichwa.
		for l := 0; l < 8; l++ {
			if mk>>l&1 == 0 {
				continue
			}
			pit := MakePit(me, l)
			v := theirs[7-l]
			if l < 6 {
				c.add(NewMove(pit, false, false), v)
			}
			if l > 1 {
				c.add(NewMove(pit, true, false), v)
			}
		}
		return c.N > 0
	}
	// The holes whose first lap ends on a marker, found marker by marker
	// for all holes at once (lapsEndingAt), then listed in legal order:
	// A1..A8, then B1..B8. L is anticlockwise on the front row, clockwise
	// on the back.
	base := int(me&1) << 4
	lo := binary.LittleEndian.Uint64(p.Pits[base : base+8])
	hi := binary.LittleEndian.Uint64(p.Pits[base+8 : base+16])
	var cwBytes, ccwBytes uint64
	for m := mk; m != 0; m &= m - 1 {
		x, y := lapsEndingAt(lo, hi, bits.TrailingZeros16(m))
		cwBytes |= x
		ccwBytes |= y
	}
	cw, ccw := gatherBytes(cwBytes), gatherBytes(ccwBytes)
	for f := (cw | ccw) & frontMask; f != 0; f &= f - 1 {
		l := bits.TrailingZeros16(f)
		n := int(mine[l&ringMask])
		pit := MakePit(me, l)
		if ccw>>l&1 != 0 {
			c.add(NewMove(pit, false, false), theirs[(7-(l-n))&7])
		}
		if cw>>l&1 != 0 {
			c.add(NewMove(pit, true, false), theirs[(7-(l+n))&7])
		}
	}
	for b := (cw | ccw) &^ frontMask; b != 0; {
		l := 15 - bits.LeadingZeros16(b)
		b &^= 1 << l
		n := int(mine[l&ringMask])
		pit := MakePit(me, l)
		if cw>>l&1 != 0 {
			c.add(NewMove(pit, false, false), theirs[(7-(l+n))&7])
		}
		if ccw>>l&1 != 0 {
			c.add(NewMove(pit, true, false), theirs[(7-(l-n))&7])
		}
	}
	return c.N > 0
}

// takataCandidates fills c with the takata moves of p: the holes allowed
// by rules.md 2.3.2 (namua) or 2.7 with Kete's kuu first (3.2), in both
// directions except for a lone kichwa, which must sow towards the centre.
func (r *Rules) takataCandidates(p *Position, c *Candidates) {
	c.N, c.Capture, c.Exact, c.keyed = 0, false, true, false
	me := p.Side
	mine := (*[16]uint8)(p.Pits[int(me)<<4 : int(me)<<4+16])
	occ := p.occupied(me, 1) & frontMask
	var cand uint16
	switch {
	case p.Store[me] > 0:
		if p.Functional(me) || (r.DormantNyumbaIsNyumba && p.Owns(me)) {
			cand = occ &^ (1 << nyumbaLocal)
		} else {
			cand = p.occupied(me, 2) & frontMask
		}
		if cand == 0 {
			cand = occ
		}
	case r.Variant == Kete && p.Owns(me) && mine[nyumbaLocal] >= 2:
		cand = 1 << nyumbaLocal
	default:
		cand = p.occupied(me, 2) & frontMask
		if b := p.Blocked; b != NoPit && b.Side() == me {
			cand &^= 1 << b.Local()
		}
		if cand == 0 {
			cand = p.occupied(me, 2) &^ frontMask
		}
	}
	// Legal order (protocol.md 7): the front row from A1 (local 0 up),
	// then the back row from B1 (local 15 down).
	for f := cand & frontMask; f != 0; f &= f - 1 {
		c.addTakata(me, bits.TrailingZeros16(f), occ)
	}
	for b := cand &^ frontMask; b != 0; {
		l := 15 - bits.LeadingZeros16(b)
		b &^= 1 << l
		c.addTakata(me, l, occ)
	}
}

// addTakata appends the takata candidates from side me's hole l: both
// directions, except that a kichwa holding the front row's only seeds
// (occ, the occupied front holes) must sow towards the centre.
func (c *Candidates) addTakata(me Side, l int, occ uint16) {
	pit := MakePit(me, l)
	lone := occ == 1<<l
	if !(lone && l == leftKichwa) {
		c.add(NewMove(pit, false, false), 0)
	}
	if !(lone && l == rightKichwa) {
		c.add(NewMove(pit, true, false), 0)
	}
}

// PlayCandidate sows the candidate m of c (or its safari twin, m with the
// safari mark) from p into dst. It reports whether the move is legal (a
// never-ending move under infiniteMove=illegal is not, nor a safari twin
// whose choice does not arise) and whether the stop-or-safari choice
// arose, in which case the twin is a legal move too. When c.Capture is
// true and no candidate turns out legal, every capture never ends and the
// legal moves are Generate's takata moves.
func (r *Rules) PlayCandidate(p *Position, c *Candidates, m Move, dst *Child) (legal, decision bool) {
	dst.Pos = *p
	res := r.sow(&c.sow, &dst.Pos, m, c.Capture)
	if m.Safari() && !res.decision {
		return false, false
	}
	if !r.finish(p, dst, m, c.Capture, res) {
		return false, res.decision
	}
	if !c.keyed {
		c.moverKey, c.keyed = sideKey(p, p.Side), true
	}
	rekeyMove(p, &dst.Pos, c.moverKey)
	return true, res.decision
}

// TakataCandidates fills c with the takata moves of p. A searcher calls it
// when every capture candidate turned out never-ending (rules.md 4, item
// 3: the mover then plays a takata as if no capture existed).
func (r *Rules) TakataCandidates(p *Position, c *Candidates) {
	r.takataCandidates(p, c)
	r.prepareSow(p, &c.sow)
}
