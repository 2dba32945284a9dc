// Package archtest holds the tests that keep the project's architecture
// true for every package of the module: the import rules (which package
// may import which; the table "allowed" in imports_test.go, with the
// reason for each exception), the one file that imports os/signal
// (cmd/bao/internal/cli/signals.go, signals_test.go), so that signals are
// handled in one place, and the command line's boundary
// (flagnames_test.go, pflag_test.go): outside cmd/ (and the package main
// programs of tools/, commands of their own) no string literal of a
// non-test file names a command-line flag, found with go/parser as two
// hyphens and a letter at the start of the value or after a character
// that is not a hyphen, a letter, a digit or an underscore ("--out", "use
// --games N"), and only packages under cmd/ import github.com/spf13/pflag.
// The libraries take typed configurations and speak of fields and
// values; the commands map them to their flags. It has no code of its
// own.
package archtest
