// Package openings owns the starts of match and self-play games: the
// Opening type (a start position and book moves), the --openings setting
// (Spec, ParseSpec), the built-in balanced sets of every variant, the
// one-opening-a-line text format, and the order in which a run uses them.
//
// Load reads the built-in set or a text file. Game records (.pgn files)
// are another form of openings, but reading them needs package record:
// Load takes the reader of that form as a hook (FileReader), which
// judge/match supplies, so that this package and everything that only
// wants the built-in set (datagen) link neither record nor the match
// runner.
//
// The built-in openings (openings_data.go) are written by the generator
// in tools/gen/openings (go generate): random move sequences of 4 to 8
// plies from the start (2 to 6 for Kujifunza, whose positions go out of
// balance faster), kept when a depth-6 search of the real engine scores
// the position within 1.5 seeds either way and the position is new. They
// are frozen in source: they must not change when the engine does, so the
// generator is run by hand, not by the build or the tests.
//
// It imports only engine and the standard library, plus internal/quoted
// (a leaf) to split the setting string as the match runner's other
// settings are split.
package openings

//go:generate go run ../tools/gen/openings -o openings_data.go
