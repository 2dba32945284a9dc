// Command bao is the Bao program: the engine protocol for GUIs and
// tournament managers, analysis, perft and the other tools. Run
// "bao --help" for the list of commands.
//
// # What it owns and what it must not import
//
// cmd/bao is the command line, built the way cli/cli builds gh: main.go
// only dispatches (the table of commands, "bao help", the top usage), and
// each command is a package of its own under internal/, named for the
// command (internal/solvecmd is "bao solve"; a subcommand is a package
// inside its command's, as internal/recordcmd/checkcmd is "bao record
// check"). A command's package owns its flags, its --help prose and
// examples, the wording of the errors that name its flags (the libraries
// speak of their configurations' fields and values; the command maps
// them to its flags) and its run: reading the flags, calling the
// libraries, printing. internal/cli holds what the commands share (the
// env, usage errors and exit codes, the signal handling, the flags that
// several commands declare alike); internal/clitest runs commands
// in-process for tests. Exit codes are 2 for a usage error (an output
// that names an input included), 1 for a failure (a standard output that
// could not be written included), 130 for a command stopped by Ctrl-C or
// SIGTERM (package cli).
//
// Packages under cmd/ are the only ones of the module that import
// github.com/spf13/pflag, and the only ones (with the package main
// programs of tools/) where a string names a command-line flag
// (internal/archtest checks both). cmd/bao's may import every package of
// the module; no package outside cmd/bao imports them. Commands never call os.Exit or read globals: each
// gets a cli.Env with its arguments, streams and context, so tests run
// them in-process.
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
