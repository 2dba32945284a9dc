package eval

import (
	"testing"
	"unsafe"
)

// TestAlignedBlocks checks that alignedBlocks gives n zero blocks at a
// multiple of blockAlign, whatever the allocator hands out, and that a
// net's first-layer weights are aligned.
func TestAlignedBlocks(t *testing.T) {
	var keep [][]block
	for n := 1; n < 200; n++ {
		b := alignedBlocks(n)
		if len(b) != n {
			t.Fatalf("alignedBlocks(%d) has %d blocks", n, len(b))
		}
		if a := uintptr(unsafe.Pointer(&b[0])) % blockAlign; a != 0 {
			t.Fatalf("alignedBlocks(%d) starts %d bytes past a multiple of %d", n, a, blockAlign)
		}
		for i := range b {
			if b[i] != (block{}) {
				t.Fatalf("alignedBlocks(%d): block %d is %x", n, i, b[i])
			}
			b[i] = block{uint64(n), uint64(i)}
		}
		keep = append(keep, b)
	}
	// Every block written is still there: the slices are the caller's.
	for _, b := range keep {
		for i := range b {
			if want := (block{uint64(len(b)), uint64(i)}); b[i] != want {
				t.Fatalf("alignedBlocks(%d): block %d is %x after later allocations, want %x", len(b), i, b[i], want)
			}
		}
	}
	for name, n := range fastPathNets(t) {
		if a := uintptr(unsafe.Pointer(&n.w1[0])) % blockAlign; a != 0 {
			t.Fatalf("%s: w1 starts %d bytes past a multiple of %d", name, a, blockAlign)
		}
	}
}
