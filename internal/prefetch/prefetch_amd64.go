package prefetch

import "unsafe"

// Line asks for the cache line holding p to be brought close to the
// processor (PREFETCHT0) and returns at once. p need not stay valid: a
// prefetch never faults.
//
//go:noescape
func Line(p unsafe.Pointer)
