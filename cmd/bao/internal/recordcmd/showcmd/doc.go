// Package showcmd is "bao record show": one game of a record file, its
// heading and the board after one ply or after every ply (package
// record replays it). It owns the command's flags, help and output; it
// imports cli, engine and record, and no other command's package.
package showcmd
