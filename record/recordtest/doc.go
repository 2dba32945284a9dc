// Package recordtest holds the game records that the tests of several
// packages share: a small JSON Lines file of good and bad games
// (GamesJSONL, written to a file by WriteFile) and random whole games
// whose move comments hold scores as bao match writes them
// (ScoredGames). Only tests import it.
//
// It imports record (ScoredGames builds record.Game values), engine (to
// play the random games), score (to write their comments) and the
// standard library. So that package record's own tests can share the
// fixture without an import cycle, the tests of record that use it are
// an external test package (package record_test): an internal test of
// record cannot import recordtest, which imports record.
package recordtest
