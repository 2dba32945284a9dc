package engine

import (
	"encoding/binary"
	"math/bits"
)

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

// packedState is the state sowLaps records at a relay pickup for cycle
// detection: the mover's 16 holes and the opponent's front row (his back
// row never changes during a move), the pickup hole, the direction and the
// mover's ownership of his nyumba. With the move's fixed parameters it
// determines the rest of the move. The opponent's ownership is left out:
// it changes only when his nyumba is captured, which changes his front
// row too, so two states with the same front row have the same
// ownership; playMoveSeeds, which keeps it in its states, finds the same
// repeats at the same laps.
type packedState struct {
	lo, hi, opp uint64
	owns        bool
	pick        uint8
	step        uint8
}

// playMove sows move m from position src and, when dst is not nil, writes
// the holes, hands and ownership after it into dst, which must hold a copy
// of src (the caller, finish, then switches the side and sets the takasia
// hole and the key). capturing says whether the move is a capturing move
// (decided by the generator from the whole position). With dst nil only
// the result is wanted (CountLegal).
//
// During the move the mover's 16 holes live in two words (packedholes.go) and
// the opponent's front row in a third, so a lap of n seeds is n/16 whole
// laps and a run of n%16 consecutive holes: a few word additions, whatever
// n is. playMoveSeeds is the same function written seed by seed, with
// traces; the tests hold the two to the same results.
func (r *Rules) playMove(src, dst *Position, m Move, capturing bool) sowResult {
	var b sowBase
	r.prepareSow(src, &b)
	return r.sow(&b, dst, m, capturing)
}

// sowBase is what sowing needs to know of a position before a move, the
// same for all its moves: Candidates computes it once (prepareSow) and
// every candidate's sow starts from it.
type sowBase struct {
	lo, hi, opp  uint64 // the mover's holes and the opponent's front row, packed
	masks        uint32 // for sowLaps: the attention holes, and the capture holes << 16
	limit, watch int    // the lap limit, and the first lap that needs the never-ending tests
	blocked      int    // the mover's takasia hole, or -1
	base         int    // the mover's first hole in Position.Pits
	flags, store uint8  // the position's flags and the mover's hand
	own          uint8  // the mover's ownership bit of flags
	me           Side
	nyumbaStops  bool // a lap may stop in the mover's nyumba (namua, or mtajiNyumbaStops)
}

// prepareSow fills b for the moves of p.
func (r *Rules) prepareSow(p *Position, b *sowBase) {
	me := p.Side & 1
	base := int(me) << 4
	b.me, b.base, b.own = me, base, 1<<me
	b.lo = binary.LittleEndian.Uint64(p.Pits[base : base+8])
	b.hi = binary.LittleEndian.Uint64(p.Pits[base+8 : base+16])
	b.opp = binary.LittleEndian.Uint64(p.Pits[base^16 : base^16+8])
	b.flags, b.store = p.Flags, p.Store[me]
	namua := b.store > 0
	b.blocked = -1
	if p.Blocked != NoPit && p.Blocked.Side() == me && !namua {
		b.blocked = p.Blocked.Local()
	}
	b.nyumbaStops = namua || r.MtajiNyumbaStops
	b.limit = r.lapLimit()
	b.watch = min(b.limit, cycleStart)
	b.masks = attentionHoles(p.Owns(me), b.blocked) | uint32(captureHoles(b.opp))<<16
}

// sow plays move m from the position b was prepared for, as playMove says.
func (r *Rules) sow(b *sowBase, dst *Position, m Move, capturing bool) (res sowResult) {
	me := b.me
	lo, hi, opp := b.lo, b.hi, b.opp
	flags, store := b.flags, b.store
	own := b.own
	h := m.Hole().Local()
	namua := store > 0
	var p, n int // pickup position and handful
	step := 15   // anticlockwise
	if m.clockwise() {
		step = 1
	}
	fromNyumba := h == nyumbaLocal && flags&own != 0
	masks := b.masks
	if !capturing {
		masks &= 0xFFFF
	}

	// Step 1. Start the move: the hand seed (namua) or the lift (mtaji).
	if namua {
		store--
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
			opp, c = capturePacked(&flags, me, opp, 7-h, &res)
			if res.won {
				lo, hi, _ = sowLap(lo, hi, (k-st)&ringMask, st, c)
				writeMove(dst, b.base, lo, hi, opp, store, flags)
				return res
			}
			masks &^= 1 << (16 + h&7)
			p, n, step = (k-st)&ringMask, c, st
		} else {
			// Namua takata (rules.md 2.3.2): lift all, or the tax of 2
			// from a functional nyumba (Kete: the kuu floor, rules.md 3.2).
			n = int(before) + 1
			if h == nyumbaLocal && flags&own != 0 {
				if before >= 6 && !r.keteFloor(flags, me, before) {
					n = 2
				} else {
					flags &^= own
				}
			}
			lo, hi = addPit(lo, hi, h, -n)
			p = h
		}
	} else {
		n = int(pitOf(lo, hi, h))
		lo, hi = addPit(lo, hi, h, -n)
		if fromNyumba {
			flags &^= own
		}
		p = h
	}

	// Step 2. The lap loop of rules.md 2.2. sowLaps runs the common laps
	// (relays, captures) in registers and returns at the lap ends that
	// need more: an empty hole, a won game, the takasia hole, the owned
	// nyumba (masks may still name it after a lift from it: a filter
	// only), a hole holding nothing, and a move the never-ending tests
	// stopped. Those are handled here.
	cyc := cycleCheck{watch: b.watch, limit: b.limit}
	laps := 0
	for {
		var ev uint32
		before := opp
		cyc.owns = flags&own != 0
		lo, hi, opp, p, n, step, laps, ev = sowLaps(lo, hi, opp, p, n, step, laps, masks, &cyc)
		if opp != before {
			// The holes captured: emptied, as the mover never sows there.
			taken := occupiedBytes(before) &^ occupiedBytes(opp)
			res.captured |= taken
			masks &^= uint32(bits.Reverse8(taken)) << 16
			if taken&(1<<nyumbaLocal) != 0 {
				flags &^= 1 << (me ^ 1)
			}
		}
		kind, e, ce := ev&0xFF, int(ev>>8&0xFF), uint8(ev>>16)
		if kind == lapsEnd {
			break
		}
		if kind == lapsNeverEnds {
			res.infinite = true
			break
		}
		if kind == lapsWon {
			res.won = true
			lo, hi, _ = sowLap(lo, hi, p, step, n)
			break
		}
		// A lap end needing attention: the checks of rules.md 2.2 after
		// the capture and the empty hole, which sowLaps has made.
		if e == b.blocked && !(r.TakasiaFirstLapException && laps == 1 && fromNyumba) {
			break
		}
		if b.nyumbaStops && e == nyumbaLocal && ce >= 6 && flags&own != 0 {
			if !capturing {
				break
			}
			res.decision = true
			if !m.Safari() {
				break
			}
		}

		// Relay, after the never-ending test (rules.md 4).
		if laps >= b.watch && cyc.neverEnds(lo, hi, opp, e, step, laps) {
			res.infinite = true
			break
		}
		n = int(ce)
		lo, hi = addPit(lo, hi, e, -n)
		p = e
		if e == nyumbaLocal && flags&own != 0 {
			flags &^= own
			masks = masks&^0xFFFF | attentionHoles(false, b.blocked)
		}
	}
	writeMove(dst, b.base, lo, hi, opp, store, flags)
	return res
}

// writeMove writes what playMove changed into dst, unless dst is nil: the
// mover's holes (lo, hi) at base, the opponent's front row opp, the
// mover's hand and the flags.
func writeMove(dst *Position, base int, lo, hi, opp uint64, store, flags uint8) {
	if dst == nil {
		return
	}
	storePacked(dst, base, lo, hi, opp)
	dst.Store[base>>4&1] = store
	dst.Flags = flags
}

// The kinds of lap end at which sowLaps returns (the low byte of its
// event).
const (
	lapsEnd       = iota // the lap ended in an empty hole: the move ends
	lapsWon              // a capture emptied the opponent's front row
	lapsAttention        // a hole of the attention mask, or a hole that held nothing
	lapsNeverEnds        // the never-ending tests of rules.md 4 found the move never ends
)

// sowLaps sows n seeds from p in direction step and goes on as rules.md
// 2.2 says: a lap ending in a hole of the capture mask (masks' high 16
// bits: front holes facing an occupied hole, in a capturing move) with two
// or more seeds captures, and the captured seeds are sown from the kichwa
// of rules.md 2.4; a lap ending in another occupied hole relays. It
// returns at a lap that ends in an empty hole (lapsEnd), at a capture that
// empties the opponent's front row (lapsWon: p, n and step then describe
// the lay-out of the captured seeds, not yet sown), at a lap that ends in
// a hole of the attention mask (masks' low 16 bits) or in a hole that held
// nothing (lapsAttention, before any relay), and at a relay that the
// never-ending tests of rules.md 4 stop (lapsNeverEnds): from lap
// cyc.watch on, every relay first asks cyc. The event packs the kind, the
// last end hole (bits 8-15) and its count (16-23).
//
// It is playMove's inner loop, kept apart so that its state stays in
// registers; the opponent's ownership of a captured nyumba and the capture
// mask are playMove's to update. A long move stays in this loop: the
// never-ending tests cost a compare per relay, not a return to playMove.
// That matters: in the perft tree of depth 10 from the Kujifunza start,
// 140 moves never end and 136 of them run the whole lap limit (100,000
// laps) without their state repeating: 13.6 million of the tree's 37.2
// million laps.
func sowLaps(lo, hi, opp uint64, p, n, step, laps int, masks uint32, cyc *cycleCheck) (uint64, uint64, uint64, int, int, int, int, uint32) {
	left := cyc.watch - laps // laps before the never-ending tests are due
	for {
		// The end hole and its count after the lap come from the words
		// before it: the lap adds ceil(n/16) to its end hole (n/16 whole
		// laps, and the last seed of the run unless n%16 is 0, when the
		// end is the pickup hole itself). So the next lap's decisions do
		// not wait for the lap's own additions (a table load), which run
		// beside them.
		d := n // the lap's length signed by its direction
		if step != 1 {
			d = -n
		}
		e := (p + d) & ringMask
		ce := pitOf(lo, hi, e) + uint8((n+ringMask)>>4)
		lo, hi, _ = sowLap(lo, hi, p, step, n)
		left--
		if ce <= 1 {
			kind := uint32(lapsEnd)
			if ce == 0 {
				kind = lapsAttention
			}
			return lo, hi, opp, p, n, step, cyc.watch - left, kind | uint32(e)<<8 | uint32(ce)<<16
		}
		if masks>>(16+e)&1 != 0 {
			// Capture (rules.md 2.2), then the kichwa rule of 2.4: a
			// kichwa or kimbi restarts at its own kichwa, a central hole
			// keeps the direction.
			t := 7 - e
			sh := uint(t&7) * 8
			c := int(uint8(opp >> sh))
			opp &^= 0xFF << sh
			masks &^= 1 << (16 + e)
			switch {
			case e >= 6:
				step = 15
			case e <= 1:
				step = 1
			}
			k := leftKichwa
			if step != 1 {
				k = rightKichwa
			}
			p, n = (k-step)&ringMask, c
			if opp == 0 {
				return lo, hi, opp, p, n, step, cyc.watch - left, lapsWon | uint32(e)<<8 | uint32(ce)<<16
			}
			continue
		}
		if masks>>e&1 != 0 {
			return lo, hi, opp, p, n, step, cyc.watch - left, lapsAttention | uint32(e)<<8 | uint32(ce)<<16
		}
		if left <= 0 && cyc.neverEnds(lo, hi, opp, e, step, cyc.watch-left) {
			return lo, hi, opp, p, n, step, cyc.watch - left, lapsNeverEnds | uint32(e)<<8 | uint32(ce)<<16
		}
		n = int(ce)
		lo, hi = addPit(lo, hi, e, -n)
		p = e
	}
}

// attentionHoles returns the mover's holes at which sowLaps must return:
// the takasia hole (blocked, -1 for none), and his nyumba while he owns it
// (a stop there, or its loss when relayed from).
func attentionHoles(owns bool, blocked int) uint32 {
	var s uint32
	if blocked >= 0 {
		s = 1 << blocked
	}
	if owns {
		s |= 1 << nyumbaLocal
	}
	return s
}

// captureHoles returns the front holes of the mover that face an occupied
// hole of opp, the opponent's front row packed (byte t faces hole 7-t).
func captureHoles(opp uint64) uint16 {
	return uint16(bits.Reverse8(occupiedBytes(opp)))
}

// occupiedBytes returns the non-zero bytes of w (counts) as a bit mask.
func occupiedBytes(w uint64) uint8 {
	return uint8(atLeast(w, 1) >> 7 * 0x0102040810204080 >> 56)
}

// cycleCheck holds the never-ending tests of rules.md 4 for one move: the
// lap limit, and Brent's cycle detection over the states at relay pickups
// from lap watch on (the state saved at the last power of two and the
// laps since), so that it stops a never-ending move at the same lap as
// playMoveSeeds. owns is the mover's ownership of his nyumba, which
// playMove sets before each sowLaps (it changes only there).
type cycleCheck struct {
	saved        packedState
	power, lam   int
	watch, limit int
	owns         bool
}

// neverEnds applies the tests at a relay pickup after laps laps: the lap
// limit, then whether the state repeats one saved, which makes the move
// never-ending.
func (c *cycleCheck) neverEnds(lo, hi, opp uint64, e, step, laps int) bool {
	return laps >= c.limit || c.repeats(lo, hi, opp, e, step)
}

// repeats records the state at a relay pickup and reports whether it
// equals the saved one.
func (c *cycleCheck) repeats(lo, hi, opp uint64, e, step int) bool {
	s := packedState{lo: lo, hi: hi, opp: opp, owns: c.owns, pick: uint8(e), step: uint8(step)}
	if c.lam > 0 && c.saved == s {
		return true
	}
	if c.power == 0 {
		c.power = 1
	}
	if c.lam == c.power {
		c.power, c.lam = c.power*2, 0
	}
	if c.lam == 0 {
		c.saved = s
	}
	c.lam++
	return false
}

// capturePacked empties the opponent's front hole t (his local index) in
// opp, his front row packed in a word, updates his ownership in flags (me
// is the mover) and reports in res whether his front row is now empty. It
// returns the new front row and the seeds taken.
func capturePacked(flags *uint8, me Side, opp uint64, t int, res *sowResult) (uint64, int) {
	sh := uint(t&7) * 8
	c := int(uint8(opp >> sh))
	opp &^= 0xFF << sh
	res.captured |= 1 << t
	if t == nyumbaLocal {
		*flags &^= 1 << (me ^ 1)
	}
	res.won = opp == 0
	return opp, c
}

// keteFloor reports whether the Kete kuu floor applies to a namua takata
// from side s's kuu that held before seeds before the hand seed, with the
// position's flags: the kuu is emptied instead of taxed (rules.md 3.2).
func (r *Rules) keteFloor(flags uint8, s Side, before uint8) bool {
	if r.Variant != Kete || before != 6 {
		return false
	}
	return !r.KeteFloorOnlyIfHadMore || flags&(flagHadMore<<s) != 0
}
