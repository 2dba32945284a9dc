package prefetch

import (
	"testing"
	"unsafe"
)

// TestLine: prefetching any address of a slice, its ends included, neither
// faults nor changes the memory.
func TestLine(t *testing.T) {
	b := make([]uint64, 1024)
	for i := range b {
		b[i] = uint64(i)
	}
	for i := range b {
		Line(unsafe.Pointer(&b[i]))
	}
	for i := range b {
		if b[i] != uint64(i) {
			t.Fatalf("word %d changed to %d", i, b[i])
		}
	}
	if n := testing.AllocsPerRun(100, func() { Line(unsafe.Pointer(&b[7])) }); n != 0 {
		t.Fatalf("Line allocates %v times", n)
	}
}
