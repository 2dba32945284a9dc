// Package calibratecmd is "bao record calibrate": the win probability of
// a score fitted to the scores and results of game records (package
// tune/wdl), its report, and with --write the rewrite of eval/wdl.go's
// calibrated block. It owns the command's flags, help, checks and run,
// and words the reasons and errors that name its flags (a variant with
// too few moves for --min-moves, a refused --note); it imports cli,
// engine, internal/atomicfile and tune/wdl, and no other command's
// package.
package calibratecmd
