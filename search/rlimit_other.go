//go:build !linux

package search

// addressSpaceLimit returns 0: the address-space limit is read on Linux
// only.
func addressSpaceLimit() uint64 { return 0 }
