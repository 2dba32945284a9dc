// Package cpuprofile writes a pprof CPU profile of a command's work, for
// "go tool pprof -top bao FILE": the --cpuprofile flag of the commands
// whose speed users measure (bao perft, bench and solve). The packages'
// doc.go files and docs/ledger.md quote profiles taken this way.
//
// The profile is kept in memory and written atomically at the end
// (internal/atomicfile), so an interrupted or killed command leaves the
// file as it was, never half-written; it may not be one of the files the
// command reads or writes, and an existing file that is not a profile is
// not replaced. It imports internal/atomicfile and the standard library.
package cpuprofile
