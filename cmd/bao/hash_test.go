package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/search"
)

// TestHashFlagsBounded: every --hash above what the machine can hold is a
// usage error (exit 2) before any table is allocated, in analyze, bench,
// solve and play alike (--hash 65536 or play --hash 999999 must not die
// with "out of memory").
func TestHashFlagsBounded(t *testing.T) {
	limit := search.MaxHashMiB()
	sizes := []int{limit + 1, 0}
	for _, n := range []int{65536, 999999} {
		if n > limit {
			sizes = append(sizes, n)
		}
	}
	for _, cmd := range []string{"analyze", "bench", "solve", "play"} {
		for _, n := range sizes {
			code, _, errs := runCLI(cmd, "--hash", strconv.Itoa(n))
			if code != 2 || !strings.Contains(errs, "--hash "+strconv.Itoa(n)+" MiB: want 1..") {
				t.Errorf("%s --hash %d: exit %d, %q", cmd, n, code, errs)
			}
		}
		code, out, _ := runCLI(cmd, "--help")
		if code != 0 || !strings.Contains(out, "1.."+strconv.Itoa(limit)+": half of this machine's memory") {
			t.Errorf("%s --help does not give the bound %d:\n%s", cmd, limit, out)
		}
	}
}
