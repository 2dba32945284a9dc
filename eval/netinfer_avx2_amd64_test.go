//go:build !purego

package eval

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// addPaths adds n to nets as name, and when n runs the AVX2 layers a copy
// that runs the SSE2 ones as name + " (SSE2)", so that the tests hold
// both paths to the pure-Go inference on a processor with AVX2.
func addPaths(nets map[string]*Net, name string, n *Net) {
	nets[name] = n
	if n.fast.avx2 {
		sse2 := *n
		sse2.fast.avx2 = false
		nets[name+" (SSE2)"] = &sse2
	}
}

// TestCPUHasAVX2 checks cpuHasAVX2 against the flags Linux lists in
// /proc/cpuinfo (avx2 and bmi1: Linux lists a flag only when the kernel
// saves its registers), and that a net takes the path it reports.
func TestCPUHasAVX2(t *testing.T) {
	n, err := DefaultNet()
	if err != nil {
		t.Fatal(err)
	}
	if n.fast.avx2 != hasAVX2 || (hasAVX2 && len(n.fast.b1x2) != len(n.fast.b1)) {
		t.Fatalf("the default net's AVX2 path is %v with %d blocks of biases; the processor's is %v", n.fast.avx2, len(n.fast.b1x2), hasAVX2)
	}
	info, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		t.Skipf("no /proc/cpuinfo to check cpuHasAVX2 (%v) against: %v", hasAVX2, err)
	}
	for _, line := range strings.Split(string(info), "\n") {
		name, flags, ok := strings.Cut(line, ":")
		if !ok || strings.TrimSpace(name) != "flags" {
			continue
		}
		f := strings.Fields(flags)
		want := slices.Contains(f, "avx2") && slices.Contains(f, "bmi1")
		if got := cpuHasAVX2(); got != want {
			t.Fatalf("cpuHasAVX2() = %v, /proc/cpuinfo lists avx2 and bmi1: %v", got, want)
		}
		return
	}
	t.Fatal("/proc/cpuinfo lists no flags")
}

// TestLayersAVX2B1 checks the biases' layout for layersAVX2: for each
// sixteen units, the p parts of the sixteen, then their q parts, each in
// its unit's 16-bit lane.
func TestLayersAVX2B1(t *testing.T) {
	b1 := alignedBlocks(4) // 32 units
	for j := range 32 {
		g, l := j/8, j%8
		b1[g][l/4] |= uint64(uint16(j+1)) << (16 * (l % 4))     // p
		b1[g][2+l/4] |= uint64(uint16(100+j)) << (16 * (l % 4)) // q
	}
	out := layersAVX2B1(b1)
	lane := func(b block, i int) uint16 { return uint16(b[i/4] >> (16 * (i % 4))) }
	for j := range 32 {
		p, q := out[2*(j/16)], out[2*(j/16)+1]
		if got := lane(p, j%16); got != uint16(j+1) {
			t.Fatalf("unit %d: p is %d, want %d", j, got, j+1)
		}
		if got := lane(q, j%16); got != uint16(100+j) {
			t.Fatalf("unit %d: q is %d, want %d", j, got, 100+j)
		}
	}
}
