// Package solvecmd is "bao solve": the proof of a position's value by
// package solve's Run (the proof search, the proof file, the shortest-win
// search, the table saved and resumed), and with --verify the check of a
// proof file. It owns the command's flags, help and checks, the text of
// its report and progress lines (the JSON form is solve.RunReport's), and
// the wording of Run's errors and statuses that name its flags (Run names
// its fields: save, proof, resume, hash, and the node budget of the
// shortest-win search); it imports cli, engine, internal/threadcount,
// search and solve, and no other command's package.
package solvecmd
