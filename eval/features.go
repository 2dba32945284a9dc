package eval

import (
	"encoding/binary"
	"math/bits"

	"github.com/baoengine/bao/engine"
)

// sideFeatures are the raw feature counts of one side.
type sideFeatures struct {
	material     int // seeds on the board and in hand
	hand         int // seeds in hand
	frontHoles   int // occupied front-row holes
	frontSeeds   int // seeds in the front row
	threatSeeds  int // seeds of the best first-lap capture available
	threatHoles  int // distinct opponent holes a first lap could capture
	mobility     int // holes with 2..15 seeds
	nyumbaOwned  bool
	nyumbaActive bool // owned and at least 6 seeds (functional)
	blocked      bool // owns the takasia hole
	toMove       bool
}

// nyumbaLocal is the local index of the nyumba (rules.md 1.3).
const nyumbaLocal = 4

// features fills the raw features of both sides of p.
func features(r *engine.Rules, p *engine.Position, f *[2]sideFeatures) {
	for s := engine.South; s <= engine.North; s++ {
		fs := &f[s]
		*fs = sideFeatures{}
		base := int(s) << 4
		front := binary.LittleEndian.Uint64(p.Pits[base : base+8])
		back := binary.LittleEndian.Uint64(p.Pits[base+8 : base+16])
		// Counts are at most 64, so adding 0x80-k to a byte never carries
		// into the next one: the byte's top bit is then set iff it is >= k.
		fs.frontSeeds = byteSum(front)
		fs.material = fs.frontSeeds + byteSum(back)
		fs.frontHoles = bits.OnesCount64(atLeast(front, 1))
		fs.mobility = bits.OnesCount64(atLeast(front, 2)&^atLeast(front, 16)) +
			bits.OnesCount64(atLeast(back, 2)&^atLeast(back, 16))
		fs.hand = int(p.Store[s])
		fs.material += fs.hand
		if r.Variant != engine.Kujifunza {
			fs.nyumbaOwned = p.Owns(s)
			fs.nyumbaActive = p.Functional(s)
		}
		fs.blocked = p.Blocked != engine.NoPit && p.Blocked.Side() == s
		fs.toMove = p.Side == s
		targets := p.CaptureTargets(s)
		theirs := (*[16]uint8)(p.Pits[base^16 : base^16+16])
		for t := targets; t != 0; t &= t - 1 {
			l := bits.TrailingZeros8(t)
			fs.threatHoles++
			if c := int(theirs[l]); c > fs.threatSeeds {
				fs.threatSeeds = c
			}
		}
	}
}

// ones has a 1 in every byte.
const ones = 0x0101010101010101

// byteSum adds the eight bytes of w (the sum stays below 256).
func byteSum(w uint64) int { return int(w * ones >> 56) }

// atLeast returns the top bit of every byte of w that is at least k
// (bytes at most 64, k at most 64).
func atLeast(w uint64, k uint64) uint64 { return (w + (0x80-k)*ones) & (0x80 * ones) }
