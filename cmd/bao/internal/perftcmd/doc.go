// Package perftcmd is "bao perft": the count of the move tree of a
// position to a depth (engine's PerftContext), with --divide and
// --cpuprofile. It owns the command's flags, help and errors; it imports
// cli and engine, and no other command's package.
package perftcmd
