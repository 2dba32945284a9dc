package eval

import (
	"encoding/binary"
	"math/bits"

	"github.com/baoengine/bao/engine"
)

// The net's inputs, all 0 or 1, seen from the side to move: "own" is the
// side to move, "opp" the other side. A hole index h is 0..15 for the own
// holes (local index, rules.md 1.3) and 16..31 for the opponent's.
const (
	// NetHoleBuckets is the number of seed-count buckets per hole. An
	// empty hole has no input; a hole with c > 0 seeds sets input
	// h*NetHoleBuckets + bucket(c), with buckets 1, 2, ..., 8, 9-10,
	// 11-12, 13-15, 16-19, 20-24, 25-31, 32-47, 48+.
	NetHoleBuckets = 16
	inOwnHand      = 32 * NetHoleBuckets            // own hand 0..22: one input per count
	inOppHand      = inOwnHand + engine.MaxHand + 1 // opponent's hand 0..22
	inNyumba       = inOppHand + engine.MaxHand + 1 // own nyumba owned, then the opponent's
	inTakasia      = inNyumba + 2                   // takasia hole: own front 0..7, opponent front 0..7
	inVariant      = inTakasia + 16                 // one input per variant
	// NetInputs is the number of inputs of the net's first layer.
	NetInputs = inVariant + len(engine.Variants)
	// MaxActiveInputs bounds the inputs set for one position: 32 holes,
	// 2 hands, 2 nyumbas, the takasia hole and the variant.
	MaxActiveInputs = 32 + 2 + 2 + 1 + 1
)

// bucketOf maps a hole's seed count to its bucket (count 0 is unused).
var bucketOf = func() (t [256]uint8) {
	for c := 1; c < 256; c++ {
		switch {
		case c <= 8:
			t[c] = uint8(c - 1)
		case c <= 10:
			t[c] = 8
		case c <= 12:
			t[c] = 9
		case c <= 15:
			t[c] = 10
		case c <= 19:
			t[c] = 11
		case c <= 24:
			t[c] = 12
		case c <= 31:
			t[c] = 13
		case c <= 47:
			t[c] = 14
		default:
			t[c] = 15
		}
	}
	return t
}()

// ActiveInputs writes the indices of the net inputs that are 1 for p
// (side to move's view) into buf and returns how many there are. The
// indices of the holes come first, in hole order. It does not allocate.
func ActiveInputs(r *engine.Rules, p *engine.Position, buf *[MaxActiveInputs]uint16) int {
	me := p.Side
	x := int(me) << 4 // hole index h is the pit h ^ x
	n := 0
	// Eight holes a word; the occupied ones are found with a bit trick
	// (the top bit of each non-zero byte), so the loop runs once per
	// occupied hole with no unpredictable branch.
	for q := 0; q < 4; q++ {
		base := (q * 8) ^ x
		w := binary.LittleEndian.Uint64(p.Pits[base : base+8])
		occ := ((w & low7) + low7 | w) &^ low7
		for occ != 0 {
			b := bits.TrailingZeros64(occ) >> 3
			c := uint8(w >> (8 * b))
			buf[n&31] = uint16((q*8+b)*NetHoleBuckets + int(bucketOf[c]))
			n++
			occ &= occ - 1
		}
	}
	buf[n] = uint16(inOwnHand + int(min(p.Store[me], engine.MaxHand)))
	buf[n+1] = uint16(inOppHand + int(min(p.Store[me^1], engine.MaxHand)))
	n += 2
	if p.Owns(me) {
		buf[n] = inNyumba
		n++
	}
	if p.Owns(me.Other()) {
		buf[n] = inNyumba + 1
		n++
	}
	if b := p.Blocked; b != engine.NoPit {
		h := int(b) ^ x
		buf[n] = uint16(inTakasia + h&7 + h>>4*8)
		n++
	}
	buf[n] = uint16(inVariant + int(r.Variant)%len(engine.Variants))
	return n + 1
}

// low7 has the low seven bits of every byte set.
const low7 = 0x7f7f7f7f7f7f7f7f
