// Package prefetch asks the processor to start loading a cache line
// without waiting for it: the transposition tables of search and solve
// call it for the positions they are about to look up, so that several
// cache misses overlap instead of following one another. Go has no
// prefetch built in; on amd64 Line is the PREFETCHT0 instruction, on other
// architectures it does nothing.
//
// It owns nothing else and imports nothing.
package prefetch
