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
	if p.Store[s] > 0 {
		return bits.Reverse8(uint8(mk))
	}
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
