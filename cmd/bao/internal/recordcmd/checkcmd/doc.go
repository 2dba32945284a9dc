// Package checkcmd is "bao record check": every game of record files
// replayed with the rules (package record) and counted, per file and in
// total, with the first bad game of each file (or all of them). It owns
// the command's flags, help and report; it imports cli, engine and
// record, and no other command's package.
package checkcmd
