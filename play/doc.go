// Package play is the game against the engine in a terminal ("bao play"):
// the board after every move, the player's commands (moves, hint, undo,
// board, save, quit), the engine's replies at its level, and the game's
// record.
//
// # What it owns and what it must not import
//
// play owns the game loop (Run: a game read line by line from an
// io.Reader and shown on an io.Writer, stopped by its context), the
// reading of the player's lines beside the context, the parsing of a side
// by name (ParseSide), the drawing of a game's seed for a level's choices
// (NewSeed) and the record of a game played (Save), whose LevelSeed tag
// keeps that seed. It imports engine (with its board diagram), search,
// level and record; no package of the module imports it but the command
// (cmd/bao), and it never imports cmd, web or the match runner. The
// command keeps the flags, their help, their checks and the searcher's
// options.
package play
