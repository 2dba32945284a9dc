package engine

import "math/bits"

// trailingByte returns the index of the lowest non-zero byte of a non-zero
// word.
func trailingByte(d uint64) int { return bits.TrailingZeros64(d) >> 3 }

// trailingBit8 returns the index of the lowest set bit of a non-zero byte.
func trailingBit8(m uint8) int { return bits.TrailingZeros8(m) }
