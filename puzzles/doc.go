// Package puzzles owns the "find the winning move" puzzles: positions
// met in self-play games of the engine's levels, each proven by the
// solver, and their file (web/app/puzzles.jsonl, which the web app
// fetches), its builder and its checker ("bao puzzles build", "bao puzzles check").
//
// # A puzzle
//
// A puzzle is a position won for the side to move in which every legal
// move is labelled by a proof (Prove): a move wins iff the position after
// it is proven lost for the opponent, and loses iff it is proven won for
// him; the opponent's first move of that proof is the move's refutation.
// The solver (package solve) never accepts a win that relies on a
// repetition, so the labels are facts about the positions, whatever the
// game's history. Each proof has a node budget; a position any of whose
// proofs is not decided within it is dropped, never guessed.
//
// The selection rule (Selected): at least MinLegal (4) legal moves, and
// at most a third of them win (one among 4 or 5, two among 6 to 8, ...).
// A position where most moves win asks nothing, one with fewer moves is
// guessed. Plies is the exact length of the game under best play (the
// solver hurries, the opponent delays: solve's Shortest), and Line a main
// line of that length, which ends the game.
//
// Difficulty is how deep a search must look to find a win: the smallest
// depth of iterative deepening at which a plain search first picks a
// winning move (Difficulty: the hand-feature evaluation, no capture or
// forced-move extension, one thread, a cleared table), 1..MaxDepth, or
// MaxDepth+1 when no iteration up to MaxDepth (10) does. Depth 1 is a
// puzzle that the best-looking move of the position solves; each ply
// more is one more move that has to be read ahead. It depends on the
// search, not on the solver, so Check does not re-measure it: a change of
// the search leaves the file valid.
//
// # The file
//
// JSON Lines, one puzzle a line (Puzzle: id, variant, rules when not the
// default, bfen, wins, plies, difficulty, legal, line, refute, source),
// moves as canonical tokens (rules.md 5.3). Read checks the form and
// Validate each puzzle against the rules engine; every error names the
// line and the field.
//
// # The build
//
// Build plays games from each variant's start (80% Bao la Kiswahili, 10%
// each Kujifunza and Kete), each side at a level drawn from 1..9 (package
// level: its depth, its lines and its choice among them with a game's
// seed, as bao play and the page play them), and tries positions of each
// finished game's last 12 plies, either side to move, in a seeded order
// (at most 4 tried and 2 kept a game). Everything is drawn from the seed,
// each game's puzzles depend on that game alone (the solver and the
// searchers are cleared), and games are taken in order, so the same
// settings give the same file byte for byte, whatever the threads.
// Check re-proves every puzzle with a fresh solver and a larger budget
// (CheckNodes).
//
// The shipped file: "bao puzzles build --seed 1 --count 300 --threads 2
// --out web/app/puzzles.jsonl" (see README.md, Puzzles, for its time
// and the distribution of difficulties).
//
// # What it owns and what it must not import
//
// puzzles owns the puzzle format, the selection rule, the proofs and the
// difficulty of a puzzle, the build and the check. It imports engine,
// search (the self-play and the difficulty), level (the levels' moves),
// solve (the proofs) and internal/atomicfile (the file replaced whole).
// Only cmd/bao imports it; it never imports protocol, web, datagen, bench
// or cmd.
package puzzles
