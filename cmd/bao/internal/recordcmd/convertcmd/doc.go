// Package convertcmd is "bao record convert": files of games converted
// between the record text and JSON Lines (package record's Convert). It
// owns the command's flags, its help (the JSON form of a game, as a
// script reads it) and the run, which takes Ctrl-C only while it writes a
// file; it imports cli and record, and no other command's package.
package convertcmd
