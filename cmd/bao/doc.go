// Command bao is the Bao program: the engine protocol for GUIs and
// tournament managers, analysis, perft and the other tools. Run
// "bao --help" for the list of commands.
//
// # What it owns and what it must not import
//
// cmd/bao owns the command line: one file per command (perft.go,
// match.go, solve.go, ...), the flags and their help, exit codes (2 for a
// usage error, an output that names an input included, 1 for a failure,
// a standard output that could not be written included (run wraps it),
// 130 for a command stopped by Ctrl-C or SIGTERM) and the wiring of the
// packages below it. It may import every package of the module and is the
// only one that imports github.com/spf13/pflag (internal/archtest checks
// both). No package imports it. Commands never call os.Exit or read
// globals: each gets an env with its arguments, streams and context, so
// tests run them in-process.
//
// # Signals
//
// signals.go is the module's only file that handles signals (it alone
// imports os/signal; internal/archtest checks it). A command that can
// stop early and keep what it did takes its cancellation from
// env.context, which starts watching Ctrl-C and SIGTERM at its first
// call; the first such signal then cancels the context. Commands hand
// that context down (bench.RunContext and StabilityContext, solve.Run,
// match.RunReport, datagen.RunFile, suite.BuildFiles and
// Report.WriteContext, engine's PerftContext, play.Run,
// analysis.Position and RecordGame, the tune trainers, the web server,
// the searcher's SearchContext); the searches keep their atomic stop
// flags, raised from the context by context.AfterFunc, so no search node
// looks at a context. A command that never asks for the context (record
// check, show and calibrate, solve --verify, the protocol: they write
// nothing, or atomically) leaves the signals their default action, so
// Ctrl-C ends it at once instead of being swallowed, and the shell shows
// 130 for Ctrl-C and 143 for SIGTERM. After the first signal the default
// handling is back, so a second one kills a command that is slow to stop.
// Engines that bao runs (match, serve --engine) are started in process
// groups of their own (protocol/client), so a Ctrl-C typed at the
// terminal reaches bao, which ends them, and not the engines, which would
// look crashed.
//
// # Profile-guided optimisation
//
// The folder holds default.pgo, a CPU profile of bao's hot paths (the
// search, perft, the solver), which go build, go run and go install use
// for profile-guided optimisation (the compiler inlines and lays out the
// hot calls the profile shows), with the same results and a few percent
// more speed (docs/ledger.md); bench's node count is the same.
// tools/scripts/pgo.sh rebuilds it after a change to a hot path; "go build
// -pgo=off" builds without it.
package main
