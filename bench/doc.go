// Package bench holds the fixed bench positions and the bench signature
// (Run), the search benchmarks, and a small game-playing harness (Match)
// with W/L/D and Elo statistics for strength tests.
//
// # What it owns and what it must not import
//
// bench imports engine, search and eval only: never protocol or cmd.
// bench/match (engine-vs-engine tournaments through processes) is a
// separate package.
//
// # Techniques
//
//   - The bench signature (Stockfish's bench): a fixed list of positions
//     searched to a fixed depth with one thread and a cleared table; the
//     sum of nodes identifies the search's behaviour, so every change that
//     alters it says "Bench: N" in its commit message. The positions are
//     Go source, not files read at run time.
//   - Paired games: each opening is played twice with colours swapped, so
//     an unbalanced opening cannot bias the score.
//   - Balanced openings for matches: random starts whose shallow search
//     score is near equal (Balanced), because a decided opening played with
//     both colours is a coin flip that only dilutes the result.
//   - Elo from the score fraction, with a 95% interval from the
//     per-game score variance (normal approximation, draws counted as half).
//
// Strength (BAO_STRENGTH=1 go test ./bench -run TestStrength -v): the full
// searcher at 100 ms a move against depth-4 minimax with the same
// evaluation scored +197 -3 =0 over 200 games (98.5%). With unfiltered
// random openings it scored +171 -29 (85.5%); nearly all losses were Bao la
// Kujifunza openings already decided for one side.
package bench
