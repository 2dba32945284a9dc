// Package archtest holds the test that keeps the import rules of
// ../shared/spec/architecture.md section 2 true for every package of the
// module. It has no code of its own.
package archtest
