package engine

import (
	"encoding/binary"
	"math/bits"
)

// A side's 16 holes packed in two words, as playMove sows them: byte l of
// lo is local hole l (the front row, l = 0..7), byte l-8 of hi is local
// hole l (the back row, l = 8..15). No count exceeds 64, so byte-wise
// additions never carry into the next hole.

// hiSelect returns all ones when local hole l lies in hi, else zero.
func hiSelect(l int) uint64 { return -uint64(l >> 3 & 1) }

// pitOf returns the count of local hole l.
func pitOf(lo, hi uint64, l int) uint8 {
	w := lo ^ (lo^hi)&hiSelect(l)
	return uint8(w >> (uint(l&7) * 8))
}

// addPit adds d (which may be negative, but never below the hole's count)
// to local hole l.
func addPit(lo, hi uint64, l, d int) (uint64, uint64) {
	v := uint64(d) << (uint(l&7) * 8)
	s := hiSelect(l)
	return lo + v&^s, hi + v&s
}

// sowLap drops n seeds one a hole from the hole after p in direction step
// (1 clockwise, 15 anticlockwise) and returns the holes and the end hole.
// The seeds make n/16 whole laps, which add n/16 to every hole, and a run
// of n%16 consecutive holes: p+1..p+r clockwise, p-r..p-1 anticlockwise.
func sowLap(lo, hi uint64, p, step, n int) (uint64, uint64, int) {
	r := n & ringMask
	start := (p + 1) & ringMask
	if step != 1 {
		start = (p - r) & ringMask
	}
	whole := uint64(n>>4) * ones
	mk := &lapMasks[start&ringMask][r]
	return lo + whole + mk[0], hi + whole + mk[1], (p + step*n) & ringMask
}

// lapMasks[s][r] holds a one in each of the r holes s, s+1, ..., s+r-1
// (mod 16) of a packed side.
var lapMasks = *newLapMasks()

func newLapMasks() *[ringSize][ringSize][2]uint64 {
	t := new([ringSize][ringSize][2]uint64)
	for s := 0; s < ringSize; s++ {
		for r := 0; r < ringSize; r++ {
			for i := 0; i < r; i++ {
				l := (s + i) & ringMask
				t[s][r][l>>3] += 1 << (uint(l&7) * 8)
			}
		}
	}
	return t
}

// storePacked writes the mover's holes (lo, hi) at base and the opponent's
// front row opp back into p.
func storePacked(p *Position, base int, lo, hi, opp uint64) {
	base &= 16
	binary.LittleEndian.PutUint64(p.Pits[base:base+8], lo)
	binary.LittleEndian.PutUint64(p.Pits[base+8:base+16], hi)
	binary.LittleEndian.PutUint64(p.Pits[base^16:base^16+8], opp)
}

// trailingByte returns the index of the lowest non-zero byte of a non-zero
// word.
func trailingByte(d uint64) int { return bits.TrailingZeros64(d) >> 3 }

// trailingBit8 returns the index of the lowest set bit of a non-zero byte.
func trailingBit8(m uint8) int { return bits.TrailingZeros8(m) }
