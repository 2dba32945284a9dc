// Package benchcmd is "bao bench": the bench positions searched to a
// fixed depth, whose node count is the search's signature (package
// bench), and with --stability the swing of the score between depths. It
// owns the command's flags, help and errors; it imports cli, bench,
// protocol (for --option) and search, and no other command's package.
package benchcmd
