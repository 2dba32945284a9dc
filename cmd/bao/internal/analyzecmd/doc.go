// Package analyzecmd is "bao analyze": a position searched, or a recorded
// game's final position or every move (package analysis), in human lines
// or JSON. It owns the command's flags, its help and examples, the checks
// of its flags, the wording of the errors and notes that name them (the
// analyses speak of RecordJob's fields: plot, path, game) and the run; it
// imports cli, analysis, internal/threadcount and search, and no other
// command's package.
package analyzecmd
