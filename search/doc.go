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
// generation, keys), eval (the static evaluation) and score (what a
// proven result's score is) and nothing else of the project: never
// protocol, bench or cmd. The evaluation is the Searcher's own:
// Options.Eval, an *eval.Evaluator (hand weights or a net; nil = the
// default hand weights), read-only and shared by the threads; its
// dispatch costs next to nothing (docs/ledger.md).
//
// # Files
//
//	limits.go    Limits: when a search stops
//	options.go   Options and DefaultOptions; Switches, the table of the search
//	             switches that the protocol declares and sets
//	result.go    Info, Result, Bound: what a search reports
//	searcher.go  Searcher: options, table sizing, Stop/PonderHit, Search,
//	             SearchContext (a Search that a context.Context stops), threads
//	lazysmp.go   the Lazy SMP helpers' start, published results and join; the
//	             busy table of the children being searched (deferred moves)
//	threadturns.go  more threads than processors: the helpers take turns
//	thread.go    per-thread state, iterative deepening, aspiration, MTD(f), root
//	negamax.go   the alpha-beta/PVS search, in numbered steps
//	leafeval.go  a leaf's static evaluation, incremental, through the thread's cache
//	order.go     move ordering: table move, captures, killers, history
//	tt.go        the lockless transposition table
//	hashsize.go  MaxHashMiB: the largest table the machine can hold; MemoryMiB
//	rlimit_*.go  the address-space limit (ulimit -v) that lowers MaxHashMiB
//	yield_*.go   the pauses a search makes for the browser's event loop (js only)
//	timeman.go   Plan, the one time plan of a move (soft and hard limits, move
//	             now, whether it ends by itself, go mate's proof time); the alarm
//	rootstability.go  how settled the root is: the scale of a clock's soft limit
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
//     whose exact captured seeds order the moves better. It costs a few
//     more nodes and saves more time; at depth 2 and below it costs more
//     nodes than it saves (docs/ledger.md, section 3).
//
//   - Negamax alpha-beta, fail-soft, with principal variation search and
//     aspiration windows widened by delta += delta/2 (Marsland, "A review of
//     game-tree pruning", ICCA Journal 9(1) 1986; Stockfish). Bao scores
//     swing between odd and even depths, so the window is centred on the
//     score of two iterations ago, not the last, which saves nodes.
//
//   - MTD(f) over the same null-window search, selected by
//     Options.Algorithm (Plaat, Schaeffer, Pijls, de Bruin, "Best-first
//     fixed-depth minimax algorithms", Artificial Intelligence 87, 1996).
//     The table keeps a lower and an upper bound per entry, as
//     AlphaBetaWithMemory needs.
//
//   - Transposition table of exactly Options.HashMiB (at most MaxHashMiB,
//     half of the machine's memory, a bound the table and the threads'
//     evaluation caches share: MemoryMiB): 64-byte buckets of
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
//   - The single-reply extension (Options.SingleReply, on by default): a
//     node with one move searches it one ply deeper, since the ply buys
//     no choice. A node that generated its children counts its legal
//     moves; a lazy node at the frontier counts its candidates (a
//     candidate that turns out illegal or splits into a safari choice
//     leaves more than one), known once it plays the first. Bao forces
//     single replies often (a compulsory capture, a lone hole that can
//     move), so it nearly doubles the nodes of a nominal depth; it won
//     its games at equal time (docs/ledger.md, section 1): the forced
//     lines it follows are where a fixed depth sees too little.
//     The two-reply extension (Options.TwoReplies, on by default) gives a
//     node with exactly two moves half a ply: a line counts its two-move
//     nodes, and every second one searches its moves one ply deeper. Half
//     a ply, because a full one at every such node would let a line of
//     two-move nodes grow without bound; the count keeps the extension
//     to half the line's length at most. Bao's two-move nodes are nearly
//     forced too (a capture from one of two holes, a choice of direction);
//     the extension doubles the nodes of a nominal depth again, plays at
//     least even at equal time and steadies the score between iterations
//     (docs/ledger.md, sections 1 and 7). The extension depends on the
//     path, so a table entry may hold a ply more
//     than its depth says; the search takes that as it takes the deeper
//     entries of Lazy SMP's helpers.
//     Tempo (Options.Tempo, 0 by default) is added to every static value
//     for the side to move; it cancels the swing of the score between odd
//     and even depths but has not won games.
//     The singular extension (Options.SingularDepth, 6 by default; Anantharaman,
//     Campbell and Hsu 1988, in the cheap form of today's chess engines)
//     searches the table's move one ply deeper at a node with 6 or more
//     plies left when the table holds a lower bound for it from at most 3
//     plies shallower and every other move, searched to half the depth
//     with a null window, fails below that bound less SingularMargin (8
//     centi-seeds) per ply: the node has one good move, and the line
//     through it is where a fixed depth sees too little. Unlike the
//     single-reply extension it needs the table's knowledge, so it comes
//     only at the deep nodes where the table has it. The search that
//     finds the move not singular is used too, at a node off the
//     principal variation whose table bound beats beta: when another move
//     reached the singular bound and that bound beats beta, two moves
//     beat beta and the node cuts at once (Options.SingularMultiCut, the
//     multi-cut of Björnsson and Marsland 1998 in Stockfish's form); else
//     the table's move is searched a ply shallower, since the node has
//     other good moves to cut with (Options.SingularNegative). From 8
//     plies the extension won its games at equal time, from 6 it won
//     again, and the multi-cut with the shallower search won once more
//     (docs/ledger.md, section 1); the levels below full strength and a
//     puzzle's difficulty, measured without them, turn them off
//     (Options.DepthAsGiven). The game review searches with them
//     (analysis.DefaultReviewPlan): its plan needed half the nodes for
//     the same verdicts.
//
//   - Internal iterative reduction (Options.IIRDepth, 6 by default; the
//     form Stockfish and Ethereal use in place of internal iterative
//     deepening): a node with 6 or more plies left that the table holds
//     no move for is searched one ply shallower. Such a node has no move
//     to try first, so its search costs the most and orders worst; the
//     shallower search stores a move that the next iteration starts from.
//     It suits this search more than a chess engine's: Bao's extensions
//     (single and two replies, the singular extension) make deep lines
//     through nodes the last iteration never reached, and the reduction
//     takes back the plies they cost where the table cannot guide them.
//     It won about 60 Elo at equal time over the singular extension
//     alone (docs/ledger.md, section 1), and is off for the levels below
//     full strength and a puzzle's difficulty, which were measured
//     without it.
//
//   - Optional null move (Donninger 1993), late move reductions, history,
//     reverse futility pruning and ordering by the children's static
//     values: all off by default, because none has won its games at both
//     times (docs/ledger.md, section 1). Bao's quiet moves have no
//     ordering worth reducing by, and null move rarely applies (mtaji
//     only). Reverse futility (a node off the principal variation with
//     RFPDepth plies or fewer left whose static value beats beta by
//     RFPMargin a ply is taken to hold it) comes closest: at 60 and 2 it
//     won its SPRT at 50 ms a move (+21.5 +-18.9) and cuts two thirds of
//     the bench's nodes at the same depths, but showed no gain at 200 ms
//     a move (-16.3 +-27.0 over 640 games), so it stays off. Being a cut
//     on a static value, it is off under DepthAsGiven too.
//
//   - Optional ProbCut (Options.ProbCutDepth, Buro 1995, in Stockfish's
//     form without its capture filter): a non-PV node with that many
//     plies left searches its first few moves 4 plies shallower with a
//     null window above beta by a margin, and cuts when one reaches it;
//     the table's bound, when deep enough and below the margin, skips
//     the try. Bao has no cheap test of which moves could beat beta (a
//     capture's seeds say little), so it tries the first moves in order.
//     It cuts a third of the bench's nodes at the same depth but won no
//     games at 50 or 200 ms a move (+7.6 +-12.4 over 3,000 games, -8.1
//     +-27.8 over 602; docs/ledger.md, section 1), so it is off by
//     default; the levels and a puzzle's difficulty turn it off with the
//     other depth changes (Options.DepthAsGiven).
//
//   - The capture extension (Options.QDepth) is a quiescence search
//     shaped by Bao's rules: captures are compulsory, so a horizon node
//     whose mover must capture has no quiet move to stand on, and its
//     first ply searches every capture. Most horizon nodes are such
//     nodes, so the full extension costs about a ply per ply of
//     extension; Options.QWidth bounds it beyond the first ply, where a
//     node stands pat and searches only its biggest captures. Such a node
//     is worth at least its static value, so it never scores a proven
//     loss, and a proven win only through a capture it searched: skipped
//     captures cannot make a false proof.
//     Two plies, the second bounded to the biggest capture (QDepth 2,
//     QWidth 1), are on by default: the pair doubles the nodes of a
//     nominal depth and plays even at equal time, but it settles the
//     captures at the horizon, so the score swings less between
//     iterations and a shallow search finds the winning move more often
//     (docs/ledger.md, sections 1 and 7). An analysis or a weak level
//     that stops at a small depth sees the tactics it used to miss.
//
//   - Lazy SMP: helper threads run the same iterative deepening one ply
//     beyond the main thread's iteration and share the table with it;
//     each thread puts off the moves another thread is searching (ABDADA's
//     idea; see Threads below).
//
//   - Time (timeman.go, rootstability.go): Plan decides a move's time from
//     the limits alone (the protocol only parses go), and both the
//     searcher and the protocol's proof search of go mate keep to it. A
//     timed search stops at its hard
//     limit by an alarm (time.AfterFunc) that raises the stop flag, which
//     every thread reads at every node, besides every thread's clock
//     check every 128 nodes (the alarm runs late while the search threads
//     keep every processor of the Go runtime busy). Options.MoveOverhead
//     (50 ms) is kept back for the GUI's and the operating system's
//     delays. A fixed movetime
//     is both limits: the search runs until it. With clocks the soft
//     limit is the time left spread over the moves to go (30 in sudden
//     death) plus three quarters of the increment, and no new iteration
//     starts once half of it is spent, since the next would likely not
//     finish. That soft limit is scaled after every iteration by how
//     settled the root is: a best move that changed in the last
//     iterations, or a score that fell against the iteration of the same
//     parity (Bao scores swing between odd and even depths), extends it,
//     because there more search is what changes the move played; a best
//     move that stood for four iterations halves it, and the time saved
//     pays for the unsettled moves (the Stockfish family's best-move
//     instability and falling-eval factors, fitted to the parity swing).
//     The hard limit is at most five times the planned soft limit and at
//     most 80% of the time left above the overhead (90% on the last move
//     before the time control), whatever the increment and the scaling,
//     so the clock never runs out: the increment reaches the clock only
//     after the move. With one move to choose from, a clocked search
//     answers after a shallow iteration (depth 6, for the score and the
//     line): thinking cannot change a forced move. An iteration cut
//     short still counts when it has found a move better than the last
//     complete iteration's (the root search moves such a move to the
//     front only when it beats the first move's score or the window's
//     lower bound): with a fixed movetime every search ends that way, so
//     its last iteration is not wasted (thread.adoptUnfinished).
//
//   - A position repeated on the search path or in the game history scores
//     0 (rules.md 9: Bao has no draw rule; this is search policy).
//
//   - Wins score score.WinIn(plies) (score.Win - plies), losses
//     score.LossIn(plies), and score.MaxPly bounds the depth and the ply
//     of every node; Info.Score and Result.Score are score.Score. A
//     node with no legal move is lost for the side to move (or won, when
//     the opponent's front row is empty or he played a never-ending move
//     under infiniteMove=loses).
//
// # Threads
//
// Options.Threads runs Lazy SMP: every thread searches the same root with
// its own stack, root move list, killers, history and evaluation cache,
// and they share only the transposition table and the stop flag. Thread 0,
// the main thread, deepens one ply at a time, reports every iteration and
// reads the clock. A helper starts at depth 1 or 2 (by the parity of its
// number) and then always searches one ply beyond the main thread's
// current iteration (thread.nextDepth), from the first iteration of every
// search, never from the depth the last search reached. Why ahead: the
// entries a helper stores one ply deeper are the moves to try first and
// the cutoffs the main thread needs in its next iteration, so the main
// thread completes it sooner; and a helper that completes an iteration
// deeper than the main thread's has the better move. Search plays the
// deepest completed iteration of any thread: the main thread's at equal
// depth (with the better move its cut-short next iteration may have
// found), and always with MultiPV, whose lines the main thread keeps. In a
// depth-limited search the first thread to complete the depth ends the
// search, so its result is a completed iteration of that depth. After
// its first iteration every thread reads the stop flag at every node and,
// every 1024 nodes, the node limit, so that a node-limited search stops
// at its limit whichever thread the operating system runs. Every thread
// also reads the clock every 128 nodes, for the same reason: on a busy
// machine the operating system runs a session's threads in turns, and
// the deadline often finds the main thread waiting for its turn; a helper
// that sees the time up raises the stop flag and stops, which hands its
// core to the main thread.
//
// More threads than processors (GOMAXPROCS, threadturns.go): the helpers take
// turns, at most one fewer than the processors searching at a time, each
// handing its turn on every 1024 nodes; the main thread always runs. All
// runnable at once, 256 threads on two cores kept the protocol's reader
// and the main thread waiting seconds for a turn (stop, isready and quit
// took 2 to 3 s); with turns they answer within tens of milliseconds. A
// thread's stack (0.7 MB) is allocated when it first searches, on its
// own goroutine, and only the frames a search reached are cleared, so
// isready after a new Threads and ucinewgame cost little at any Threads.
// With no more threads than processors nothing of this applies.
//
// Deferred moves (lazysmp.go): at a node with deferDepth (3) or more plies
// left, and at the root, a thread marks each child it searches in a
// small table shared by the threads, and a move other than the first
// whose child another thread is searching goes to the end of the node's
// list (Weill's ABDADA, 1996, in its simplest form: the move is only put
// off, never given up, so the result is the same and only the order
// changes). Without it two threads search the same moves in the same
// order (the default options have no history to tell them apart), and
// the one behind mostly repeats the other's work in its table; with it
// they reach a depth with fewer nodes each and play deeper and better in
// games (docs/ledger.md, section 4). The table costs 32 KiB, a load
// before and two stores around each child of such a node, and nothing
// with one thread.
//
// Search answers as soon as the main thread has chosen the move (its
// last iteration, or a deeper one a helper has completed and published)
// and raised the stop flag; the helpers unwind on their own goroutines,
// and the next Search, and every method that changes what they read,
// waits for them first (lazysmp.go). So the answer never waits for a
// helper that the operating system has not yet run again. Its node
// count, table probes and selective depth count each helper up to its
// last publication (every 1024 nodes). Helpers start on new goroutines
// at each search, and nothing of the engine runs between searches (a
// helper that waited, spinning, started sooner but searched no deeper
// and slowed the opponent's process).
//
// The gain needs a free second core: when the machine's other work keeps
// both cores busy, Linux's scheduler gives a session's processes one
// share of the machine (autogroup), two threads share the time one thread
// would have had, and Threads 2 plays about as Threads 1. Matches that
// measure threads must run on an otherwise idle machine, or at a node
// budget per thread. What two threads earn, at equal nodes, depth and
// time, and the schemes tried to make them earn more, are in
// docs/ledger.md (section 4, "Two threads").
//
// # Measured choices
//
// Each heuristic is kept only if it measurably helps: fewer bench nodes
// first, then less time (go test ./bench -run BenchOptions with
// BAO_BENCHDEPTH=16 or 17). So PVS is the default driver (MTD(f) searches
// more nodes), killers and aspiration are on, history is off, the table
// is not used at depth-1 nodes and children's evaluations do not order
// moves (both save nodes and cost more time). A search change becomes the
// default only when bao match accepts it by SPRT against the default, or,
// for one that steadies the score or the shallow search, plays even at
// equal time (docs/ledger.md, section 1). The children's table buckets
// are prefetched (internal/prefetch) because the table's cache misses
// are where the search waits. Searching allocates nothing per node. The
// numbers, the profiles (where the time goes) and the speed against
// older builds are in docs/ledger.md.
//
// Determinism: with Threads 1 and only depth or node limits, a search is a
// pure function of the position, history, limits, options and the
// table/history state: it arms no alarm and reads the clock only for
// reporting (alarm_test.go runs such searches on a frozen clock and on
// one that jumps an hour at every reading, with the same result).
package search
