// Command speedratio compares the speed of two builds of the bao program:
//
//	speedratio [-reps N] BASE NEW -- MEASUREMENT...
//
// Each MEASUREMENT is one argument: the arguments of a bao command, split
// at spaces, such as 'perft --depth 11' or 'bench --eval hand'. Several
// commands joined by " ; " make one measurement whose rate is their total
// nodes over their total time (the endgames of a variant, one solve
// each). " | " gives the new binary commands of its own, for a flag the
// old build lacks ('bench | bench --eval hand': the old build's bench had
// only the hand-feature evaluation); an optional "NAME: " prefix names the
// table's line. A trailing " >= X" names a target ratio, shown in the
// table's target column and never checked.
//
// Every measurement runs both binaries back to back REPS times (5 by
// default), alternating which goes first: base, new; new, base; ... The
// machine may be shared: interleaving puts the load on both alike, and the
// ratio new/base of each pair is what counts. The table gives, per
// measurement, the median rates, the median of the per-pair ratios, every
// ratio, and the median ratio of nodes per second of processor time (user
// and system time of the process), which the load disturbs much less than
// the wall clock.
//
// The rate is the program's own. A command's output must hold one of:
//
//	N nodes R nps                       (perft, and bench on standard error)
//	{"nodes": N, ..., "nps": R, ...}    (solve --json; the first of each)
//	Nodes searched : N / Nodes/second : R   (bench)
//
// # What it owns and what it must not import
//
// speedratio owns the interleaving, the reading of rates and the table.
// It imports only the standard library: it judges builds of bao from the
// outside, so any two builds (an old commit's included) can be compared.
// It is a developer's measuring program, not shipped with the release,
// so it lives under tools/ beside the generators, not under cmd/.
package main
