// Package puzzlescmd is "bao puzzles": "build" writes the "find the
// winning move" puzzles file from self-play games (puzzles.BuildFile),
// "check" checks every rule of a puzzles file and re-proves its puzzles
// (puzzles.CheckFile). It owns the command's flags, its help and
// examples, the checks of its arguments and the wording of the library's
// errors that name its flags (package puzzles names Config's and
// CheckConfig's fields: count, nodes, threads, step, out); it imports cli
// and puzzles, and no other command's package.
package puzzlescmd
