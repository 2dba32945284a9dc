// Package archtest holds the test that keeps the project's import rules
// (which package may import which; the table "allowed" in
// imports_test.go, with the reason for each exception) true for every
// package of the module. It has no code of its own.
package archtest
