package engine

import (
	"encoding/binary"
	"math/bits"
)

// ones has a 1 in every byte.
const ones = 0x0101010101010101

// atLeast returns the top bit of every byte of w that is at least k. Hole
// counts are at most 64 and k at most 64, so adding 0x80-k to a byte never
// carries into the next one.
func atLeast(w, k uint64) uint64 { return (w + (0x80-k)*ones) & (0x80 * ones) }

// Markers returns side s's front holes (bit = local index, 0 = the left
// kichwa) that are occupied and face an occupied hole (rules.md 2.0): the
// holes where a lap of a capturing move captures.
func (p *Position) Markers(s Side) uint16 {
	base := int(s) << 4
	mine := binary.LittleEndian.Uint64(p.Pits[base : base+8])
	// Byte l of the reversed word is the opponent's hole 7-l, the one
	// facing hole l.
	theirs := bits.ReverseBytes64(binary.LittleEndian.Uint64(p.Pits[base^16 : base^16+8]))
	m := atLeast(mine, 1) & atLeast(theirs, 1)
	// Gather the eight top bits into one byte; the partial products land
	// on distinct bits, so nothing carries.
	return uint16((m >> 7) * 0x0102040810204080 >> 56)
}

// CaptureTargets returns the opponent's front holes (bit = his local
// index) that side s would capture with the first lap of a move, as if s
// were to move: in namua every hole facing a marker (the hand seed
// captures there), in mtaji the holes reached by a first lap of 2..15
// seeds that ends on a marker (rules.md 2.7). The takasia rule and the
// evaluation's threat terms are built on it.
func (p *Position) CaptureTargets(s Side) uint8 {
	mk := p.Markers(s)
	if mk == 0 {
		return 0
	}
	base := int(s&1) << 4
	lo := binary.LittleEndian.Uint64(p.Pits[base : base+8])
	hi := binary.LittleEndian.Uint64(p.Pits[base+8 : base+16])
	return firstLapTargets(uint8(mk), p.Store[s&1], lo, hi)
}

// BothCaptureTargets returns CaptureTargets of both sides, indexed by
// side, in one pass: the 32 pits are loaded once, and North's markers are
// South's reversed (South's hole l faces North's hole 7-l), so the
// markers are found once and one loop over them tests both sides' laps.
func (p *Position) BothCaptureTargets() [2]uint8 {
	south := binary.LittleEndian.Uint64(p.Pits[0:8])
	north := binary.LittleEndian.Uint64(p.Pits[16:24])
	m := atLeast(south, 1) & atLeast(bits.ReverseBytes64(north), 1)
	if m == 0 {
		return [2]uint8{}
	}
	// South's markers, gathered as in Markers.
	mk := uint8((m >> 7) * 0x0102040810204080 >> 56)
	// In namua a side captures the holes facing its markers: South's
	// marker l faces North's hole 7-l, and North's marker 7-l faces
	// South's hole l.
	t := [2]uint8{bits.Reverse8(mk), mk}
	if p.Store[South] > 0 && p.Store[North] > 0 {
		return t
	}
	southBack := binary.LittleEndian.Uint64(p.Pits[8:16])
	northBack := binary.LittleEndian.Uint64(p.Pits[24:32])
	var ts, tn uint8 // the mtaji targets of South and North
	for m := mk; m != 0; m &= m - 1 {
		e := bits.TrailingZeros8(m)
		ts |= lapEndsAt(south, southBack, e) << 7 >> e
		tn |= lapEndsAt(north, northBack, 7-e) << e
	}
	if p.Store[South] == 0 {
		t[South] = ts
	}
	if p.Store[North] == 0 {
		t[North] = tn
	}
	return t
}

// firstLapTargets returns CaptureTargets of a side with markers mk (as
// Markers gives them), hand seeds and holes (lo, hi) packed as in
// lapsEndingAt.
func firstLapTargets(mk, hand uint8, lo, hi uint64) uint8 {
	if hand > 0 {
		return bits.Reverse8(mk)
	}
	var t uint8
	// No branch depends on whether a lap ends on the marker.
	for m := mk; m != 0; m &= m - 1 {
		e := bits.TrailingZeros8(m)
		t |= lapEndsAt(lo, hi, e) << 7 >> e
	}
	return t
}

// lapEndsAt returns 1 when a first lap of 2..15 seeds from some hole of
// the packed side (lo, hi) ends in hole e, in either direction (when
// lapsEndingAt(lo, hi, e) has a hole), else 0. The four zeroBytes tests
// share one complement, since the or of the complements is the
// complement of the and.
func lapEndsAt(lo, hi uint64, e int) uint8 {
	d := &lapDistances[e&ringMask]
	const k = 0x7F * ones
	all := ((lo ^ d[0]) + k) & ((hi ^ d[1]) + k) & ((lo ^ d[2]) + k) & ((hi ^ d[3]) + k)
	ends := ^all & (0x80 * ones)
	return uint8((ends | -ends) >> 63)
}

// lapsEndingAt returns the holes of a packed side (lo, hi) whose first lap
// of 2..15 seeds ends in hole e, in the byte form of gatherBytes: the
// clockwise ones in cw, the anticlockwise ones in ccw. Hole h's lap ends in
// e clockwise when it holds exactly (e-h) mod 16 seeds, so each direction
// is one byte-wise comparison of the counts with a fixed pattern
// (lapDistances) for all 16 holes at once. The results for several end
// holes can be or-ed before one gatherBytes turns them into hole masks.
func lapsEndingAt(lo, hi uint64, e int) (cw, ccw uint64) {
	d := &lapDistances[e&ringMask]
	cw = zeroBytes(lo^d[0]) | zeroBytes(hi^d[1])>>1
	ccw = zeroBytes(lo^d[2]) | zeroBytes(hi^d[3])>>1
	return cw, ccw
}

// zeroBytes returns the top bit of every zero byte of w, whose bytes are
// all below 128.
func zeroBytes(w uint64) uint64 { return ^(w + 0x7F*ones) & (0x80 * ones) }

// gatherBytes turns the 0x80 and 0x40 bits of the bytes of w into a 16-bit
// hole mask: bit l of the result for the 0x80 bit of byte l (holes 0..7),
// bit l+8 for the 0x40 bit of byte l (holes 8..15, the second word shifted
// right by one before).
func gatherBytes(w uint64) uint16 {
	const magic = 0x0102040810204080
	return uint16((w>>7&ones)*magic>>56) | uint16((w>>6&ones)*magic>>56)<<8
}

// lapDistances[e] holds, byte h for hole h, the handful whose first lap
// from h ends in hole e: clockwise (e-h) mod 16 in words 0 and 1 (holes
// 0..7 and 8..15), anticlockwise (h-e) mod 16 in words 2 and 3. A distance
// of 0 or 1 is no legal first lap (it needs 2..15 seeds) and is written as
// 127, which no hole holds. It is an array value, not a pointer, so that
// a look-up is one load.
var lapDistances = newLapDistances()

func newLapDistances() (t [ringSize][4]uint64) {
	for e := 0; e < ringSize; e++ {
		for h := 0; h < ringSize; h++ {
			for dir, dist := range [2]int{(e - h) & ringMask, (h - e) & ringMask} {
				if dist < 2 {
					dist = 127
				}
				t[e][2*dir+h>>3] |= uint64(dist) << (uint(h&7) * 8)
			}
		}
	}
	return t
}
