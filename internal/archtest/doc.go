// Package archtest holds the test that keeps the project's import rules
// (which package may import which; the table "allowed" in
// imports_test.go, with the reason for each exception) true for every
// package of the module, and the test that only cmd/bao/signals.go
// imports os/signal (signals_test.go), so that signals are handled in one
// place. It has no code of its own.
package archtest
