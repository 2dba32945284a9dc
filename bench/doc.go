// Package bench holds the fixed bench positions and the bench signature
// (Run), and, in its tests, the search benchmarks and the searcher's
// strength and self-play matches.
//
// # What it owns and what it must not import
//
// bench imports engine, search and eval only: never protocol or cmd.
// Games between players are bench/match's work (engine-vs-engine
// tournaments, their referee and statistics); bench's tests play the
// searcher through it as in-process players (match.EngineSpec.Player),
// so bench and bao match share one harness. Only test files import
// bench/match.
//
// # Techniques
//
//   - The bench signature (Stockfish's bench): a fixed list of positions
//     searched to a fixed depth with one thread and a cleared table; the
//     sum of nodes identifies the search's behaviour, so every change that
//     alters it says "Bench: N" in its commit message. The positions are
//     Go source, not files read at run time.
//
// Strength (BAO_STRENGTH=1 go test ./bench -run TestStrength -v): the full
// searcher at 100 ms a move against depth-4 minimax with the same
// evaluation scored +197 -3 =0 over 200 games (98.5%) on 100 openings
// kept when a depth-8 search found them within 10 seeds. With unfiltered
// random openings it scored +171 -29 (85.5%); nearly all losses were Bao
// la Kujifunza openings already decided for one side. Both were measured
// with the harness bench had before it used bench/match; the test now
// plays bench/match's built-in balanced openings.
package bench
