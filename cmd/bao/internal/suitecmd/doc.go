// Package suitecmd is "bao suite": the engine measured on the
// solver-proven test suites (package judge/suite). It owns the command's
// flags, its help and the run; it imports cli, datagen (the list of
// variants), judge/suite, protocol (for --option) and search, and no
// other command's package.
package suitecmd
