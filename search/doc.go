// Package search is the Bao searcher: search.Searcher finds the best move
// of a position within limits (depth, nodes, time, clocks, infinite,
// ponder, mate) and reports progress through a callback. It never prints.
// The callback gets one Info per finished iteration and MultiPV line, and
// fail-high/low reports once a million nodes are searched (a count, not a
// time, so a node- or depth-limited search with one thread reports the
// same lines on every machine).
//
// # What it owns and what it must not import
//
// search owns iterative deepening, the PVS and MTD(f) drivers, the
// alpha-beta search, the transposition table, move ordering, time
// management and the Lazy SMP threads. It imports engine (rules, move
// generation, keys) and eval (the static evaluation) and nothing else of
// the project: never protocol, bench or cmd. The evaluation is the
// Searcher's own: Options.Eval, an *eval.Evaluator (hand weights or a
// net; nil = the default hand weights), read-only and shared by the
// threads. Its dispatch costs +0.3% instructions on bao bench --depth 8
// (valgrind: 250.7M before, 251.4M after, same 66,694 nodes).
//
// # Files
//
//	api.go       Limits, Options, Info, Result, Bound, win scores
//	searcher.go  Searcher: options, table sizing, Stop/PonderHit, Search, threads
//	thread.go    per-thread state, iterative deepening, aspiration, MTD(f), root
//	negamax.go   the alpha-beta/PVS search, in numbered steps
//	order.go     move ordering: table move, captures, killers, history
//	tt.go        the lockless transposition table
//	hashsize.go  MaxHashMiB: the largest table the machine can hold
//	timeman.go   soft and hard time limits from clocks or movetime; the alarm
//	winchance.go WinChance: a score as the side to move's win chance
//
// # Techniques
//
//   - Copy-make over the engine's Children: the generator plays every move,
//     so a node's children are searched straight from its frame; a
//     preallocated per-ply stack of frames makes the search allocation-free
//     (CounterGo's stack).
//
//   - Lazy sowing at the frontier: a node with Options.LazyDepth or less
//     left (default 1) takes the engine's Candidates, orders them by the
//     seeds of the first hole each capture takes, and sows them one at a
//     time with engine.PlayCandidate, so a node that cuts after one child
//     sows one child, not all of them. Deeper nodes generate every child,
//     whose exact captured seeds order the moves better. Measured on the
//     bench at depth 16: 6.25M nodes in 2.07 s (3.02M nodes/s) against
//     5.73M nodes in 2.41 s (2.38M nodes/s) generating everywhere; lazy
//     sowing at depth 2 and below costs more nodes than it saves.
//
//   - Negamax alpha-beta, fail-soft, with principal variation search and
//     aspiration windows widened by delta += delta/2 (Marsland, "A review of
//     game-tree pruning", ICCA Journal 9(1) 1986; Stockfish). Bao scores
//     swing between odd and even depths, so the window is centred on the
//     score of two iterations ago, not the last: 9% fewer bench nodes, and
//     20% fewer to depth 26 from the Kiswahili start.
//
//   - MTD(f) over the same null-window search, selected by
//     Options.Algorithm (Plaat, Schaeffer, Pijls, de Bruin, "Best-first
//     fixed-depth minimax algorithms", Artificial Intelligence 87, 1996).
//     The table keeps a lower and an upper bound per entry, as
//     AlphaBetaWithMemory needs.
//
//   - Transposition table of exactly Options.HashMiB (at most MaxHashMiB,
//     half of the machine's memory): 64-byte buckets of
//     four 16-byte entries, indexed by the high word of key*buckets
//     (bits.Mul64, Stockfish's mul_hi64), lockless with check = key^data
//     (Hyatt and Mann, "A lockless transposition table implementation for
//     parallel search", ICGA Journal 25(1) 2002), replacement by
//     depth - 4*age with a 6-bit generation, win scores stored relative to
//     the node.
//
//   - Move ordering: table move, captures by the seeds they take (the
//     opponent's seeds before and after the child), two killers per ply,
//     history by depth squared (Schaeffer, "The history heuristic and
//     alpha-beta search enhancements in practice", IEEE PAMI 11(11) 1989).
//
//   - Optional null move (Donninger 1993) and late move reductions, off by
//     default: in self-play (200 games, 50 ms a move, go test ./bench -run
//     SelfPlayOption) LMR scored +35 +-49 Elo and null move +21 +-49, neither
//     significant, so neither is on.
//
//   - Lazy SMP: helper threads run the same iterative deepening one ply
//     beyond the main thread's iteration and share the table with it;
//     the deepest completed iteration of any thread gives the move, and
//     in a depth-limited search the first thread to complete the depth
//     ends the search.
//
//   - Time: a timed search stops at its hard limit (timeman.go) by an
//     alarm (time.AfterFunc) that raises the stop flag, which every
//     thread reads at every node, besides the main thread's clock check
//     every 1024 nodes; no new iteration starts after half the soft
//     limit. Options.MoveOverhead (50 ms) is kept back for the GUI's and
//     the operating system's delays.
//
//   - A position repeated on the search path or in the game history scores
//     0 (rules.md 9: Bao has no draw rule; this is search policy).
//
//   - Wins score WinScore - plies; a node with no legal move is lost for
//     the side to move (or won, when the opponent's front row is empty or
//     he played a never-ending move under infiniteMove=loses).
//
// # Measurements (bench positions, one thread)
//
// Each heuristic was kept only if it measurably helped (go test ./bench
// -run BenchOptions with BAO_BENCHDEPTH=16 or 17; nodes, then time):
//
//	PVS against MTD(f) now (BAO_DRIVERS=1 go test ./bench -run DriverTable):
//	depth 12  653,499 nodes 170 ms   MTD(f) 725,436 nodes 181 ms
//	depth 16  5.67M nodes 1622 ms    MTD(f) 6.45M nodes 1842 ms
//	depth 17  11.10M nodes 3137 ms   MTD(f) 12.02M nodes 3532 ms
//	(rows below were measured before lazy sowing, which adds ~9% nodes)
//	default (PVS, killers, table at depth >= 2)  5.73M nodes at 16, 11.09M at 17
//	MTD(f) instead of PVS                        5.95M at 16 (+4%), 11.05M at 17 (-0.4%)
//	no killers                                   +2.2% nodes at depth 17: kept
//	history                                      +-0.1% nodes: off by default
//	no aspiration                                +2% nodes: kept
//	table also at depth-1 nodes                  -2% nodes but +9% time: off
//	child evaluation as an ordering key          -1..-2.5% nodes, +15..25% time: off
//	no table at all (depth 12)                   4.4x the nodes
//
// # Speed: where the time goes
//
// Profile of bao bench (bao bench --eval hand --cpuprofile b.prof; go tool
// pprof -top bao b.prof; inclusive shares): generating children 37%
// (sowing 27%, capture candidates 6%), candidates of lazy nodes and their
// one-at-a-time sowing 19%, the table 20% (probes and stores 8%,
// prefetching the children's buckets 10%, which is where the cache misses
// now wait; clearing it between positions 4%), Zobrist rekeying 7%, the
// hand-feature evaluation 8%, move ordering 4%, the rest negamax's own
// work. With the default net (32x16, input set v2; bao bench --cpuprofile
// n.prof): the evaluation 38% (the second layer and output 17%, the
// capture-threat inputs 7%, the first layer from the accumulator 6%),
// generation 18%, the table 10%, rekeying 5%. The v1 net before it took
// 27% (first layer 8%, second 9%, input extraction 8%). Per full
// evaluation on the idle machine (go test ./eval -bench
// 'DefaultNet|EvaluatorHand|32x16' -benchtime 200000x, 0 allocs): hand
// features 51 ns, a v1 32x16 net 247 ns, the v2 default net 319 ns. bao
// bench on the idle machine: hand features 3.56-3.58M nodes/s, the v1
// net 2.79-2.80M, the v2 net 2.58-2.60M (0.73 times the hand features).
//
// Against the engine of commit cc6dabb with the hand-feature evaluation
// (bench/speedratio.sh, 5 interleaved repetitions on the idle 2-core
// machine, 2026-12-01, built with cmd/bao/default.pgo): bench nodes/s
// 1.47x (3.27M -> 4.74M; ratios 1.45 to 1.50; per CPU second 1.45x; an
// earlier run with another match running gave 1.26x, and the profile
// accounts for about 5 points). Most of the gain is the engine's (sowing a
// lap at once, rekeying, GenerateFrom not computing candidates twice) and
// the prefetching of the children's table buckets (internal/prefetch;
// Go has no prefetch intrinsic). Searching allocates nothing per node
// (BenchmarkSearch* report 3 allocations per whole search, all at its
// start).
//
// # Changes tested by games
//
// A search change becomes the default only when bao match accepts it by
// SPRT against the default (elo0=0 elo1=10, alpha=beta=0.05,
// colour-swapped pairs from the built-in openings; st=0.05 with
// MoveOverhead 30 on both sides, or a fixed node budget for a first look).
// Bao has no draws: the lines give games, W-L, Elo with its 95% interval
// and the LLR. None has been kept yet:
//
//	LMR (Options.LMR), hand-set weights, 30,000 nodes a move: 356 games,
//	  152-204, -51.1 +-36.6, LLR -2.28, stopped. Quiet moves are ordered
//	  by generation order only (history is off), so "late" means nothing.
//	capture extension to 4 plies with stand pat (QDepth 4, QStandPat),
//	  hand-set weights, 30,000 nodes: 351 games, 133-218, -85.8 +-37.6,
//	  H0. It halves the score swing between iterations but costs a ply.
//	  Without stand pat the extension costs 5x the nodes at depth 14.
//	null move (Options.NullMove), hand-set weights, 30,000 nodes: 271
//	  games, 133-138, -6.4 +-41.6, stopped: it rarely applies (mtaji only).
//	reverse futility, margin 100 per ply up to 3 plies (RFPMargin,
//	  RFPDepth), hand-set weights, 30,000 nodes: 420 games, 225-195,
//	  +24.9 +-33.4, stopped; with the net at st=0.05: 606 games, 293-313,
//	  -11.5 +-27.7, stopped.
//	history and LMR together (History, LMR: the history orders the quiet
//	  moves that LMR then reduces), default net, st=0.05, two games at
//	  once (2026-12-01): 1170 games, 562-608, -13.7 +-19.9, LLR -3.04, H0.
//	children ordered by the net's static value at nodes with 3 or more
//	  plies left (EvalOrderDepth 3), same conditions: 611 games, 269-342,
//	  -41.7 +-27.8, LLR -2.96, H0. Each ordered node evaluates all its
//	  children, and the captured seeds and killers already order well.
//	reverse futility, margin 60 per ply up to 2 plies, same conditions:
//	  1852 games, 940-912, +5.3 +-15.8, LLR 0.05, stopped (SPRT [0, 10]
//	  would need several thousand more games to decide so small a gain).
//
// Lazy SMP with 2 threads on the 2-core machine gives 2.0x the nodes per
// second of one thread (go test ./bench -bench Threads).
//
// Determinism: with Threads 1 and only depth or node limits, a search is a
// pure function of the position, history, limits, options and the
// table/history state: it arms no alarm and reads the clock only for
// reporting (alarm_test.go runs such searches on a frozen clock and on
// one that jumps an hour at every reading, with the same result).
package search
