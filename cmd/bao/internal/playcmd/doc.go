// Package playcmd is "bao play": a game against the engine in the
// terminal (package play). It owns the command's flags, its help and
// examples, the checks of its flags (the seed's bound, the level's name,
// the file of --save, checked before the game) and the run that sets up
// the searcher and the game; it imports cli, engine, internal/threadcount,
// level, play, record and search, and no other command's package.
package playcmd
