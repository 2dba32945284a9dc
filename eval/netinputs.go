package eval

import (
	"encoding/binary"
	"math/bits"

	"github.com/baoengine/bao/engine"
)

// The inputs of InputsV1. A hole index h is 0..15 for the own holes
// (local index, rules.md 1.3) and 16..31 for the opponent's.
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
	// NetInputs is the number of inputs of InputsV1.
	NetInputs = inVariant + len(engine.Variants)
)

// The inputs InputsV2 adds after those of InputsV1.
const (
	inOwnTargets = NetInputs        // opponent front holes the side to move could capture, by his local index 0..7
	inOppTargets = inOwnTargets + 8 // own front holes the opponent could capture, by local index 0..7
	inOwnLargest = inOppTargets + 8 // the largest hole the side to move could capture, 8 buckets
	inOppLargest = inOwnLargest + 8 // the largest hole the opponent could capture, 8 buckets
	// NetInputsV2 is the number of inputs of InputsV2.
	NetInputsV2 = inOppLargest + 8
)

// Bounds on the inputs set in one position: 32 holes, 2 hands, 2
// nyumbas, the takasia hole and the variant (InputsV1); InputsV2 adds up
// to 8+8 capture targets and 2 largest-capture buckets.
const (
	maxActiveV1 = 32 + 2 + 2 + 1 + 1
	maxActiveV2 = maxActiveV1 + 8 + 8 + 2
	// MaxActiveInputs bounds the inputs set for one position in any
	// input set: the size of an index buffer.
	MaxActiveInputs = maxActiveV2
)

// bucketOf maps a hole's seed count to its bucket (count 0 is unused):
// 1, 2, ..., 8, 9-10, 11-12, 13-15, 16-19, 20-24, 25-31, 32-47, 48+.
var bucketOf = bucketTable(1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 19, 24, 31, 47)

// largestBits maps the seeds of the largest capturable hole (1..64) to
// the bit of its bucket among a side's 8 largest-target inputs, bucket b
// being bit b: 1, 2, 3, 4-5, 6-7, 8-10, 11-15, 16+. No seeds (no target)
// set no bit.
var largestBits = func() (t [256]uint8) {
	buckets := bucketTable(1, 2, 3, 5, 7, 10, 15)
	for c := 1; c < len(t); c++ {
		t[c] = 1 << buckets[c]
	}
	return t
}()

// bucketTable returns the table from a count 1..255 to its bucket: the
// buckets end at the counts uppers lists (increasing), and one more
// bucket holds every count above the last.
func bucketTable(uppers ...int) (t [256]uint8) {
	k := 0
	for c := 1; c < 256; c++ {
		for k < len(uppers) && c > uppers[k] {
			k++
		}
		t[c] = uint8(k)
	}
	return t
}

// ActiveInputs writes the indices of the InputsV1 inputs that are 1 for
// p into buf and returns how many there are: InputsV1.Active.
func ActiveInputs(r *engine.Rules, p *engine.Position, buf *[MaxActiveInputs]uint16) int {
	return InputsV1.Active(r, p, buf)
}

// Active writes the indices of the inputs of set s that are 1 for p (side
// to move's view) into buf, in increasing order, and returns how many
// there are: none for an unknown set, which has no inputs. It does not
// allocate.
func (s InputSet) Active(r *engine.Rules, p *engine.Position, buf *[MaxActiveInputs]uint16) int {
	if !s.known() {
		return 0
	}
	n := holeInputs(p, buf, 1)
	return appendExtras(extras(r, p, s.listsThreats()), buf, n, 1)
}

// inputScale is what an active input is written as: its index (uint16,
// scale 1) for Active, or the offset of its first-layer row (int32, scale
// the row's length in blocks) for the net's evaluation. Both
// instantiations are compiled apart, so the evaluation pays no
// conversion pass.
type inputScale interface{ uint16 | int32 }

// appendExtras writes the inputs of the extras bit set ex, times scale,
// into buf from place n on, in increasing order, and returns the new
// count.
func appendExtras[T inputScale](ex [2]uint64, buf *[MaxActiveInputs]T, n int, scale T) int {
	for k, w := range ex {
		for ; w != 0; w &= w - 1 {
			buf[n] = T(extraInput(k, w)) * scale
			n++
		}
	}
	return n
}

// holeInputs writes the inputs of p's occupied holes, times scale, into
// buf, in hole order, and returns how many there are.
func holeInputs[T inputScale](p *engine.Position, buf *[MaxActiveInputs]T, scale T) int {
	x := int(p.Side) << 4 // hole index h is the pit h ^ x
	n := 0
	// Eight holes a word; the occupied ones are found with a bit trick
	// (the top bit of each non-zero byte), so the loop runs once per
	// occupied hole with no unpredictable branch.
	for q := 0; q < 4; q++ {
		pits := (*[8]uint8)(p.Pits[(q*8)^x:])
		for occ := occupied(binary.LittleEndian.Uint64(pits[:])); occ != 0; occ &= occ - 1 {
			b := bits.TrailingZeros64(occ) >> 3 & 7
			buf[n&31] = T(holeInput(q*8+b, pits[b])) * scale
			n++
		}
	}
	return n
}

// holeInput returns the input of hole h (0..31, side to move's view)
// holding c > 0 seeds.
func holeInput(h int, c uint8) int { return h*NetHoleBuckets + int(bucketOf[c]) }

// extraInput returns the input of the lowest set bit of word k of an
// extras bit set (see extras).
func extraInput(k int, w uint64) int { return inOwnHand + 64*k + bits.TrailingZeros64(w) }

// occupied returns the top bit of every non-zero byte of w.
func occupied(w uint64) uint64 { return ((w & low7) + low7 | w) &^ low7 }

// low7 has the low seven bits of every byte set.
const low7 = 0x7f7f7f7f7f7f7f7f

// extras returns the inputs beyond the holes as a bit set: bit e of the
// pair is input inOwnHand+e. The first word holds the hands, the nyumbas
// and the takasia hole, the second the variant and, when threats is set
// (InputSet.listsThreats), the capture threats.
func extras(r *engine.Rules, p *engine.Position, threats bool) [2]uint64 {
	me := p.Side
	opp := me.Other()
	var w [2]uint64
	w[0] = 1<<min(p.Store[me], engine.MaxHand) | 1<<(inOppHand-inOwnHand+min(p.Store[opp], engine.MaxHand))
	if p.Owns(me) {
		w[0] |= 1 << (inNyumba - inOwnHand)
	}
	if p.Owns(opp) {
		w[0] |= 1 << (inNyumba + 1 - inOwnHand)
	}
	if b := p.Blocked; b != engine.NoPit {
		h := int(b) ^ int(me)<<4
		w[0] |= 1 << (inTakasia - inOwnHand + h&7 + h>>4*8)
	}
	w[1] = 1 << (inVariant - inOwnHand - 64 + int(r.Variant)%len(engine.Variants))
	if threats {
		w[1] |= threatBits(p)
	}
	return w
}

// threatBits returns the second-word extras bits of both sides' capture
// threats (engine's first-lap rule): the opponent front holes each side
// could capture at its targets input + the hole's local index, and the
// bucket of the largest of them at its largest input + bucket
// (largestBits).
func threatBits(p *engine.Position) uint64 {
	t := p.BothCaptureTargets()
	me := p.Side & 1
	own, opp := t[me], t[me^1]
	if own|opp == 0 {
		return 0
	}
	const base = inOwnHand + 64
	// The most seeds in a target of each side, found with bytewise
	// maxima of the front holes (a byte each) picked by the targets, so
	// that no branch depends on the targets or the seeds. Hole counts are
	// below 128, as everywhere in the threat inputs (engine's
	// word-parallel first laps).
	ownBig := binary.LittleEndian.Uint64(p.Pits[int(me^1)<<4:]) & pickedBytes(own)
	oppBig := binary.LittleEndian.Uint64(p.Pits[int(me)<<4:]) & pickedBytes(opp)
	// Both sides in one word from the first maximum on: the side to
	// move's in the low four bytes, the opponent's in the high four. A
	// fold within four bytes brings the other half's bytes only into
	// bytes that are not read afterwards: in the end byte 0 is the side
	// to move's maximum and byte 4 the opponent's.
	big := maxBytes(ownBig&lowHalf|oppBig<<32, ownBig>>32|oppBig&^lowHalf)
	big = maxBytes(big, big>>16)
	big = maxBytes(big, big>>8)
	return uint64(own)<<(inOwnTargets-base) | uint64(opp)<<(inOppTargets-base) |
		uint64(largestBits[uint8(big)])<<(inOwnLargest-base) |
		uint64(largestBits[uint8(big>>32)])<<(inOppLargest-base)
}

// lowHalf has the low four bytes of a word set.
const lowHalf = 0xFFFFFFFF

// pickedBytes returns a word whose byte l is all ones when bit l of
// targets is set, else zero.
func pickedBytes(targets uint8) uint64 {
	// Byte l keeps bit l of targets (the product repeats targets in every
	// byte), then becomes all ones when it is set.
	picked := (uint64(targets) * ones) & 0x8040201008040201
	return (atLeast(picked, 1) >> 7) * 0xFF
}

// maxBytes returns the bytewise maximum of a and b, whose bytes are below
// 128: a byte of (a|0x80) - b keeps its top bit when a's is at least
// b's, and borrows from no other byte.
func maxBytes(a, b uint64) uint64 {
	aWins := ((((a | 0x80*ones) - b) & (0x80 * ones)) >> 7) * 0xFF
	return a&aWins | b&^aWins
}
