package eval

import "unsafe"

// blockAlign is the alignment of the first-layer weights: the amd64
// assembly adds their rows to its sums straight from memory (PADDW with a
// memory operand), which wants 16-byte-aligned operands. A block is 32
// bytes, so every row of an aligned w1 is aligned.
const blockAlign = 16

// blockBytes is the size of a block.
const blockBytes = int(unsafe.Sizeof(block{}))

// alignedBlocks returns a slice of n zero blocks whose first block starts
// at a multiple of blockAlign. Go aligns a block only to 8 bytes, so it
// allocates half a block more than needed and starts the slice at the
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
