package eval

import "unsafe"

// blockAlign is the alignment of the first-layer weights: the amd64
// assembly adds their rows to its sums straight from memory (PADDW with a
// memory operand), which wants 16-byte-aligned operands, and with AVX2
// reads 32 bytes at once (VPADDW), which must not straddle two 64-byte
// cache lines to be read in one go. A block is 32 bytes, so every block
// of a slice that starts on a cache line lies within one.
const blockAlign = 64

// blockBytes is the size of a block.
const blockBytes = int(unsafe.Sizeof(block{}))

// alignedBlocks returns a slice of n zero blocks whose first block starts
// at a multiple of blockAlign. Go aligns a block only to 8 bytes, so it
// allocates blockAlign bytes more than needed and starts the slice at the
// first aligned word.
func alignedBlocks(n int) []block {
	const wordsPerBlock = blockBytes / 8
	words := make([]uint64, n*wordsPerBlock+blockAlign/8)
	skip := 0
	for uintptr(unsafe.Pointer(&words[skip]))%blockAlign != 0 {
		skip++
	}
	return unsafe.Slice((*block)(unsafe.Pointer(&words[skip])), n)
}
