package search

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// residentBytes returns the process's resident memory from
// /proc/self/statm.
func residentBytes(t *testing.T) int64 {
	t.Helper()
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Fields(string(b))
	pages, err := strconv.ParseInt(f[1], 10, 64)
	if err != nil {
		t.Fatalf("statm %q: %v", b, err)
	}
	return pages * int64(os.Getpagesize())
}

// TestClearOfUnusedTableTouchesNothing: clearing a table no search has
// written (ucinewgame right after a new Hash size) leaves its memory
// untouched: a new table is already all zeros, and zeroing it would make
// every page resident (tens of seconds for a table of gigabytes).
func TestClearOfUnusedTableTouchesNothing(t *testing.T) {
	const mib = 256
	opts := DefaultOptions()
	opts.HashMiB = mib
	s := New(opts)
	s.Prepare()
	before := residentBytes(t)
	s.Clear()
	if grown := residentBytes(t) - before; grown > mib<<20/2 {
		t.Errorf("clearing an unused %d MiB table made %d MiB resident", mib, grown>>20)
	}
}
