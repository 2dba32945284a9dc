// Package datagen makes training data for the evaluation: self-play games
// whose every position is written with the search's score, its best move
// and the game's result.
//
// # The data format
//
// A data file is a plain concatenation of fixed-size binary records
// (RecordSize = 48 bytes, layout next to Sample.Encode), with no header.
// Why this form:
//
//   - Compact: 48 bytes a position against ~100 for a text line with a
//     BFEN, so tens of millions of positions fit in memory for training.
//   - Appendable: with no header, files from several runs, shards or
//     machines are joined with cat, and a run with --append simply goes on
//     writing at the end.
//   - Robust: each record carries a format version and a checksum, and
//     the reader checks each position's invariants (engine.Position.Verify).
//     Samples are written a whole game at a time, so a killed run leaves at
//     most its last game cut, which the reader reports as ErrPartial after
//     the good records.
//   - Fast to read: no parsing; a record decodes with a copy.
//
// The score is the search's, in centi-seeds from the side to move's view
// (win scores as search.WinScore - plies); the result is the game's, +1 when
// the side to move went on to win. Positions are played under the default
// rules of their variant.
//
// # What it owns and what it must not import
//
// datagen owns the data format and the self-play generator. It imports
// engine, eval and search (and bench/match for the built-in openings),
// never protocol or cmd.
package datagen
