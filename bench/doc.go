// Package bench holds the fixed bench positions and the bench signature
// (Run), and, in its tests, the search benchmarks and the searcher's
// strength and self-play matches.
//
// # What it owns and what it must not import
//
// bench imports engine and search only: never protocol, judge/match,
// judge/suite or cmd. It is a leaf of the searcher's floor, alone in its
// folder, so that protocol (whose bench command runs Run) imports nothing
// above itself. The tools that judge engines live in judge/: games
// between players are judge/match's work (engine-vs-engine tournaments,
// their referee and statistics), the solver-proven suites judge/suite's.
// bench's tests play the searcher through judge/match as in-process
// players (match.EngineSpec.Player), so bench and bao match share one
// harness. Only test files import judge/match.
//
// # Techniques
//
//   - The bench signature (Stockfish's bench): a fixed list of positions
//     searched to a fixed depth with one thread and a cleared table; the
//     sum of nodes identifies the search's behaviour, so every change that
//     alters it says "Bench: N" in its commit message. The positions are
//     Go source, not files read at run time.
//
// Strength (BAO_STRENGTH=1 go test ./bench -run TestStrength -v) plays the
// full searcher against depth-4 minimax with the same evaluation on
// judge/match's built-in balanced openings; its results are in
// docs/ledger.md.
package bench
