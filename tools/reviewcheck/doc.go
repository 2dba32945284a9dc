// Command reviewcheck measures the game review (analysis.ReviewPlan)
// against a deep reference, over games between the app's levels:
//
//	reviewcheck [-games 30] [-levels 2-4,3-6] [-ref-depth 18] [-confirm-depth 22] [-plan SPEC]...
//
// It plays seeded games between the given levels as bao play and the web
// page choose their moves (package level: each level's depth and lines,
// level.Choose with the game's seed), judges every move played by the
// reference, reviews the games by each plan and prints a table: the
// plan's marks, its precision (of the moves it marks, the share the
// reference marks too) and recall (of the reference's, the share it
// marks), how often its better move is the reference's best and how
// often a mistake by the reference, the mean error of its drops, and the
// nodes and time it spends per game, with the time on a phone (a 4x CPU
// slow-down of the WebAssembly engine at 0.3 to 0.5 of native speed,
// docs/ledger.md).
//
// The reference judges a move as the review does, from the position
// before it: a search of the whole position (the best move and the
// mover's win chance with it, search.WinChance of its score) and a
// search of the move played alone (SearchMoves), both to -ref-depth; the
// move is a mistake when analysis.Mark of the two chances is "?" or "??"
// (-ref next judges instead by the whole searches of the positions before
// and after the move, as the review did before the plan). Each reference
// search starts from a cleared table, with one thread and a depth limit,
// and with the reference's own search switches (referencePlan: the
// singular extension and internal iterative reduction off, whatever a
// plan sets), so that it depends only on the position, its history and
// the move;
// the searches are kept in a cache file (-cache, outside the repository
// by default), named by a fingerprint of the engine (the nodes and scores
// of a fixed search of each variant's start), the depth and the table
// size, written atomically every few searches, so that a second run costs
// only the plans.
//
// A deep search is not the truth either: depths 16 to 22 disagree on some
// marks (docs/ledger.md). -confirm-depth D adds a second referee, made
// the same way at depth D with its own cache file, that judges again
// every better move of a plan that is not the reference's best (those
// the reference marks a mistake and those it does not, so that the
// second opinion can count against a plan as well as for it); the table
// then gives the share of marks whose better move depth D marks a
// mistake.
//
// The plans' searches are the page's: one thread, one
// table (16 MiB) kept through a game and cleared before it, depth limits
// only, so that every number but the times repeats exactly.
//
// # What it owns and what it must not import
//
// reviewcheck is a developer's program, not shipped: it imports analysis
// (the plan it measures), engine, level (the levels' choices), search,
// score and internal/atomicfile, and knows nothing of the command line
// of bao.
package main
