// Package cli is the machinery that every command of bao shares: the Env a
// command runs in (its arguments, standard streams and the context that
// Ctrl-C and SIGTERM cancel), usage errors and exit codes, the handling
// of signals, flag sets and their help, the dispatch of a command's
// subcommands, and the flags that several commands declare alike (the
// rules, the evaluation, --cpuprofile) with the check that no output
// names an input.
//
// # What it owns and what it must not import
//
// Each command is a package of its own beside this one
// (cmd/bao/internal/<command>cmd, a subcommand in
// cmd/bao/internal/<command>cmd/<subcommand>cmd): it owns its flags, its
// help and examples, the wording of the errors that name its flags, and
// its run. cli holds only what they share. It imports the library
// packages whose settings it turns into flags (engine, eval, search,
// internal/atomicfile, internal/syncwriter, internal/version) and
// github.com/spf13/pflag; it never imports a command's package, and
// packages outside cmd/ never import it.
//
// # Signals
//
// signals.go is the module's only file that handles signals (it alone
// imports os/signal; internal/archtest checks it). A command that can
// stop early and keep what it did takes its cancellation from
// Env.Context, which starts watching Ctrl-C and SIGTERM at its first
// call; the first such signal then cancels the context. Commands hand
// that context down to the libraries; the searches keep their atomic
// stop flags, raised from the context by context.AfterFunc, so no search
// node looks at a context. A command that never asks for the context
// (record check, show and calibrate, solve --verify, the protocol: they
// write nothing, or atomically) leaves the signals their default action,
// so Ctrl-C ends it at once instead of being swallowed, and the shell
// shows 130 for Ctrl-C and 143 for SIGTERM. After the first signal the
// default handling is back, so a second one kills a command that is slow
// to stop. Engines that bao runs (match, serve --engine) are started in
// process groups of their own (protocol/client), so a Ctrl-C typed at
// the terminal reaches bao, which ends them, and not the engines, which
// would look crashed.
//
// # Exit codes
//
// Run turns a command's error into the exit code: 0, 1 for a failure (a
// standard output that could not be written included), 2 for a usage
// error (an output that names an input included, whichever package found
// it), 130 (ExitInterrupted) for a command stopped by Ctrl-C or SIGTERM.
// Commands never call os.Exit or read globals, so tests run them
// in-process (package clitest).
package cli
