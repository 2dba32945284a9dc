// Package level makes the engine play like a weaker person: named levels
// from a beginner to full strength, each a search depth, a number of
// candidate moves and a tolerance for losing score, and the choice of a
// move among the candidates.
//
// # What it owns and what it must not import
//
// level owns the table of levels, the maps from the protocol's strength
// options (Skill Level 0..20, UCI_LimitStrength with UCI_Elo) onto it,
// the limits a level puts on a search, and the choice among the lines of
// its last iteration, which the protocol and bao play share. It imports
// engine and search; nothing below the protocol and the command line
// imports it.
//
// # How a weaker level plays
//
// A person who plays worse than the engine still plays sensible moves: he
// sees less deep, and among the moves he considers he sometimes prefers
// one that is not the best, more often when it loses little. So a level
// searches to its Depth with Lines principal variations, and Choose picks
// line i with a weight exp(-(best - score_i) / Spread): a move that loses
// Spread centi-seeds against the best is chosen e^-1 times as often, one
// that loses four times Spread about 2% as often. A proven win counts as
// 30 seeds, beyond any evaluation, so every level takes a win it sees;
// what a weak level misses it misses by its shallow depth. A level never
// chooses among all moves at random: it chooses among its Lines best.
//
// The choice is a pure function of the lines, the level and a seed; the
// protocol seeds it with the position's key and the game's seed (its
// option Level Seed, which bao play and the web page draw for each game),
// so two games at one level differ, while the same game, level and seed
// give the same moves (a search with a depth limit stays deterministic).
// Game seed 0 adds nothing to the draw: the position's key and the level
// alone, the draws the ladder of docs/levels.md was measured with.
//
// The levels' Elo figures are measured by bao match ladders between
// adjacent levels (docs/levels.md), on the project's own scale where
// level 1 (Beginner) is 0.
package level
