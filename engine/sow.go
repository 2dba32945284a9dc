package engine

import "encoding/binary"

// sowResult says how one simulated move went.
type sowResult struct {
	captured uint8 // the opponent's front holes captured, bit = his local index
	decision bool  // a stop-or-safari choice arose (rules.md 2.6)
	infinite bool  // the move never ends (rules.md 4)
	won      bool  // the opponent's front row was emptied (rules.md 2.9)
}

// cycleStart is the lap after which Brent's cycle detection starts. Random
// games never come near it (rules.md 4: the longest of 160,000 sampled moves
// made 88 laps), so ordinary moves pay nothing for the detection; a cycle
// is still found, only a little later.
const cycleStart = 64

// packedState is the state playMove records at a relay pickup for cycle
// detection: the mover's 16 holes and the opponent's front row (his back
// row never changes during a move), the pickup hole, the direction and the
// flags (ownership). With the move's fixed parameters it determines the
// rest of the move.
type packedState struct {
	lo, hi, opp uint64
	flags       uint8
	pick        uint8
	step        uint8
}

// playMove sows move m on dst, which holds a copy of the position before
// the move. capturing says whether the move is a capturing move (decided by
// the generator from the whole position). It updates holes, hands and
// ownership; the caller (finish) switches the side and sets the takasia
// hole and the key.
//
// During the move the mover's 16 holes live in two words (packed.go) and
// the opponent's front row in a third, so a lap of n seeds is n/16 whole
// laps and a run of n%16 consecutive holes: a few word additions, whatever
// n is. playMoveSeeds is the same function written seed by seed, with
// traces; the tests hold the two to the same results.
func (r *Rules) playMove(dst *Position, m Move, capturing bool) (res sowResult) {
	me := dst.Side & 1
	base := int(me) << 4
	lo := binary.LittleEndian.Uint64(dst.Pits[base : base+8])
	hi := binary.LittleEndian.Uint64(dst.Pits[base+8 : base+16])
	opp := binary.LittleEndian.Uint64(dst.Pits[base^16 : base^16+8])
	h := m.Hole().Local()
	namua := dst.Store[me] > 0
	var p, n int // pickup position and handful
	step := 15   // anticlockwise
	if m.clockwise() {
		step = 1
	}
	fromNyumba := h == nyumbaLocal && dst.Owns(me)

	// Step 1. Start the move: the hand seed (namua) or the lift (mtaji).
	if namua {
		dst.Store[me]--
		before := pitOf(lo, hi, h)
		lo, hi = addPit(lo, hi, h, 1)
		if capturing {
			// Namua capture (rules.md 2.3.1): the hand seed's hole captures
			// its facing hole, and the kichwa is forced for a kichwa or
			// kimbi, chosen by the letter otherwise (rules.md 2.4).
			k, st := leftKichwa, 1
			if h >= 6 || (h > 1 && m.Right()) {
				k, st = rightKichwa, 15
			}
			var c int
			opp, c = capturePacked(dst, opp, 7-h, &res)
			if res.won {
				lo, hi, _ = sowLap(lo, hi, (k-st)&ringMask, st, c)
				storePacked(dst, base, lo, hi, opp)
				return res
			}
			p, n, step = (k-st)&ringMask, c, st
		} else {
			// Namua takata (rules.md 2.3.2): lift all, or the tax of 2
			// from a functional nyumba (Kete: the kuu floor, rules.md 3.2).
			n = int(before) + 1
			if h == nyumbaLocal && dst.Owns(me) {
				if before >= 6 && !r.keteFloor(dst, me, before) {
					n = 2
				} else {
					dst.Flags &^= 1 << me
				}
			}
			lo, hi = addPit(lo, hi, h, -n)
			p = h
		}
	} else {
		n = int(pitOf(lo, hi, h))
		lo, hi = addPit(lo, hi, h, -n)
		if fromNyumba {
			dst.Flags &^= 1 << me
		}
		p = h
	}

	// The holes where a lap end needs more than the common tests: the
	// takasia hole, and the nyumba while a stop there is possible.
	blocked := -1
	if dst.Blocked != NoPit && dst.Blocked.Side() == me && !namua {
		blocked = dst.Blocked.Local()
	}
	nyumbaStops := namua || r.MtajiNyumbaStops
	var special uint16
	if blocked >= 0 {
		special = 1 << blocked
	}
	if nyumbaStops && dst.Owns(me) {
		special |= 1 << nyumbaLocal
	}
	limit := r.lapLimit()
	watch := min(limit, cycleStart) // the first lap that needs the never-ending tests
	var saved packedState
	power, lam := 1, 0

	// Step 2. The lap loop of rules.md 2.2.
	for laps := 1; ; laps++ {
		var e int
		lo, hi, e = sowLap(lo, hi, p, step, n)
		ce := pitOf(lo, hi, e)

		// The checks of rules.md 2.2 in order: a capture, then an empty
		// hole, takasia, the nyumba. A capture needs ce >= 2, so testing
		// for the empty hole first changes nothing.
		if ce == 1 {
			break
		}
		if capturing && e < 8 && uint8(opp>>(8*(7-e))) != 0 {
			var c int
			opp, c = capturePacked(dst, opp, 7-e, &res)
			k, st := leftKichwa, 1
			switch {
			case e >= 6:
				k, st = rightKichwa, 15
			case e <= 1:
			case step == 15:
				k, st = rightKichwa, 15
			}
			if res.won {
				lo, hi, _ = sowLap(lo, hi, (k-st)&ringMask, st, c)
				break
			}
			p, n, step = (k-st)&ringMask, c, st
			continue
		}
		if special>>e&1 != 0 {
			if e == blocked && !(r.TakasiaFirstLapException && laps == 1 && fromNyumba) {
				break
			}
			if nyumbaStops && e == nyumbaLocal && ce >= 6 && dst.Owns(me) {
				if !capturing {
					break
				}
				res.decision = true
				if !m.Safari() {
					break
				}
			}
		}

		// Relay, after the never-ending test (rules.md 4).
		if laps >= watch {
			if laps >= limit {
				res.infinite = true
				break
			}
			if lam > 0 && saved.pick == uint8(e) && saved.step == uint8(step) &&
				saved.flags == dst.Flags && saved.lo == lo && saved.hi == hi && saved.opp == opp {
				res.infinite = true
				break
			}
			if lam == power {
				power, lam = power*2, 0
			}
			if lam == 0 {
				saved = packedState{lo: lo, hi: hi, opp: opp, flags: dst.Flags, pick: uint8(e), step: uint8(step)}
			}
			lam++
		}
		n = int(ce)
		lo, hi = addPit(lo, hi, e, -n)
		p = e
		if e == nyumbaLocal && dst.Owns(me) {
			dst.Flags &^= 1 << me
		}
	}
	storePacked(dst, base, lo, hi, opp)
	return res
}

// capturePacked empties the opponent's front hole t (his local index) in
// opp, his front row packed in a word, updates his ownership and reports
// in res whether his front row is now empty. It returns the new front row
// and the seeds taken.
func capturePacked(dst *Position, opp uint64, t int, res *sowResult) (uint64, int) {
	sh := uint(t&7) * 8
	c := int(uint8(opp >> sh))
	opp &^= 0xFF << sh
	res.captured |= 1 << t
	if t == nyumbaLocal {
		dst.Flags &^= 1 << (dst.Side.Other() & 1)
	}
	res.won = opp == 0
	return opp, c
}

// keteFloor reports whether the Kete kuu floor applies to a namua takata
// from side s's kuu that held before seeds before the hand seed: the kuu
// is emptied instead of taxed (rules.md 3.2).
func (r *Rules) keteFloor(p *Position, s Side, before uint8) bool {
	if r.Variant != Kete || before != 6 {
		return false
	}
	return !r.KeteFloorOnlyIfHadMore || p.Flags&(flagHadMore<<s) != 0
}
