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
//     machines are joined with cat, and a run (RunFile) always appends
//     to its file (first cutting back a partial record a killed run
//     left at its end, so that the new records stay aligned).
//   - Robust: each record carries a format version and a checksum, and
//     the reader checks each position's invariants (engine.Position.Verify).
//     Samples are written a whole game at a time, so a killed run leaves at
//     most its last game cut, which the reader reports as ErrPartial after
//     the good records (ReadAll and ReadFile keep the good records and
//     return the cut record's length).
//   - Fast to read: no parsing; a record decodes with a copy.
//
// The score is the search's, in centi-seeds from the side to move's view
// (win scores as score.WinIn(plies)); the result is the game's, +1 when
// the side to move went on to win. Positions are played under the default
// rules of their variant.
//
// # Self-play (Run, "bao datagen")
//
// Game i of a run's schedule is a pure function of the seed and i: its
// random source is PCG(seed, i), which draws the variant (uniformly among
// Config.Variants), the start (a built-in opening of package openings or the
// variant's start, even odds), and RandomMin..RandomMax random legal
// moves played from there (a start whose game ends during them is drawn
// again). Then the engine plays both sides, one search per position with
// a fixed node or depth budget, Threads = 1 and a table cleared before
// the game, until the rules end the game or it reaches MaxPlies (a draw by
// adjudication: Bao has no draw rule). So the same seed gives the same
// games on any machine, in any shard, with any number of threads; the
// shard I/N (Config.Shard) plays the games I-1, I-1+N, ... of the
// schedule. Games are played
// Threads at a time but written in schedule order, a whole game at a time,
// each followed by a flush: the output does not depend on the threads,
// and a stop by Positions always ends after the same game. Ctrl-C
// (cancelling the context) stops the running searches, drops the unfinished
// games and writes every finished one (with several threads, a game that
// finished while an earlier one was still running is written after the
// gap).
//
// What makes the data good for training, and what follows from it:
//
//   - Varied positions: the random moves (4-12 plies by default) and the
//     built-in openings spread the games over many openings; without them
//     a deterministic engine plays a handful of games. The positions
//     before and during the random moves are not searched and not written:
//     every game starts from one of 189 starts (186 built-in openings and
//     the three start positions), so they would repeat across games and
//     weigh far more than their share. Samples start at the first searched
//     position (Pos.Ply tells the trainer how far into the game it is).
//   - Labels from both ends: the search score (what a short search thinks
//     now) and the result (what happened), so a trainer can blend them
//     (Texel's method; the lambda is the trainer's).
//   - No finished positions: a position whose game is over has no move and
//     nothing to learn; the game's last position is not written.
//   - Win scores are kept (score.Score.IsProven tells them): the trainer filters
//     them, since a proven result says nothing about the static
//     evaluation's scale, but they are true and cheap to drop later.
//   - One game's data does not depend on another's: the searcher is
//     cleared (table, killers, history) before each game, so a game's
//     samples are the same in any run, order or shard.
//   - A search of the game itself: each position is searched with the
//     game's history (the keys of the positions before it, from the
//     engine.Game the player keeps and resets for each game), so
//     repetition scores are those of real play.
//   - Adjudicated games (MaxPlies, 400 by default; self-play games end long
//     before it) are kept with Result 0 and counted in the summary; a
//     trainer may drop them.
//
// A game's positions are written in one go, so throughput is the
// search's: one search per position at the node budget (docs/ledger.md
// has the measured rates). Kujifunza's start is a proven first-player win,
// so its games are short and many of its positions carry win scores.
//
// # What it owns and what it must not import
//
// datagen owns the data format and the self-play generator (Run; Player
// plays one game of a schedule, which the suite builder of judge/suite
// uses too), and the work of "bao datagen" around them: RunFile appends a
// run to a data file and prints its header, progress and summary,
// WriteInfo counts data files, and settings.go reads and describes the
// settings (variant lists, ranges, search budgets) that bao datagen and
// judge/suite share. The command (under cmd/bao) owns the flags and their
// help; Config.Check names the setting at fault as a field (field.Error,
// field.Leading, TablesError), which the command says with its flag. It
// imports engine, search, openings (for the built-in openings),
// internal/shard, internal/threadcount, internal/field and score. It never
// imports judge/match or protocol (the self-play links no match runner
// and no engine client), tune or cmd.
package datagen
