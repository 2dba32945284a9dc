// Package solve proves the game-theoretic value of Bao positions: win or
// loss for the side to move (Bao has no draw), with a strategy that can be
// written as a proof file and checked by Verify with the rules engine
// alone. It imports only the engine (rules) package of the project, and
// the leaves internal/prefetch, internal/atomicfile, internal/field (the
// errors that name a RunConfig field) and internal/threadcount (the bound
// on its threads); never search, protocol, bench or cmd.
//
// # The pipeline: Run
//
// Run(ctx, RunConfig) is the work of "bao solve": load a table (Resume),
// prove the position, write and verify the proof, find the exact length of
// the game, save the table, and report (RunReport, whose JSON form the
// command prints). It lives here, file I/O included (run.go, runfiles.go,
// runreport.go), so that it is tested in-process with the solver; the
// files are the only I/O of the package, written whole or not at all
// (internal/atomicfile). Its errors name RunConfig's fields (save, proof,
// resume, and hash for the table's size: field.Error, TableTooSmallError,
// LostProofError), and a status the node budget decided says so
// (ShortestRun.ByBudget), so that the command, which owns the flags, the
// help and the text of the report, says them with its flags. A cancelled
// ctx stops the work at once and skips the phases after it, but the
// table is still saved. The solver's stop flag stays the only thing its
// node loops check: Solver.StopOn raises it from the context, and keeps
// it raised for every piece of work that starts while the context is done
// (each search clears the flag of a plain Stop when it starts, so without
// that a stop that fell between two phases would be lost). RunConfig.Time
// is a context deadline for the timed phases in the same way.
//
// # The method: df-pn
//
// Solver runs depth-first proof-number search (df-pn, Nagai 2002) over a
// transposition table of fixed size:
//
//   - Proof and disproof numbers are relative to the side to move (pn: the
//     effort to show he wins, dn: that he loses), so every node is an OR
//     node: pn(n) = min dn(child), dn(n) = sum pn(child). A table entry
//     means the same whoever the root's attacker is.
//   - Thresholds use the 1+epsilon trick (Pawlewicz and Lew 2007): the most
//     proving child may run until its disproof number passes
//     (1+epsilon) times the second best, which cuts re-expansions.
//   - A new position gets pn = 1 + (seed deficit of the mover)/8 and
//     dn = the number of holes the mover can sow from (Init: seeds).
//     Positions whose game is over (a front row empty, a mtaji player
//     without a hole of two seeds) are recognised without generating moves.
//   - Each entry is 24 bytes (tt.go): key, pn, dn, the work below it, and
//     for decided positions the move and length of the strategy found.
//     Replacement in a four-entry bucket evicts the least worked undecided
//     entry, then the least worked decided one. The bucket is the high
//     word of key*buckets, so the table's size (Options.HashMiB) is used
//     exactly.
//   - A node is one expansion: rules.Generate of all the position's
//     children (each sown in full, since a Bao move's legality needs the
//     sowing).
//
// Never-ending moves need no code here: the engine's generator omits them
// under infiniteMove=illegal (rules.md 4, so a player whose every move is
// never-ending cannot move and loses) and makes them legal and losing under
// infiniteMove=loses. The solver only ever sees the legal moves of the
// rules configuration it was built with, and writes that configuration
// into its proofs and tables.
//
// # Why df-pn
//
// TestMeasureMethods (BAO_SOLVE_MEASURE=1) compares the methods on the
// frozen endgames, five harder endgames and the Kujifunza start; the
// table is in docs/ledger.md, section 5. Iterative deepening AND/OR
// search (the depth-first alternative with a table, run even when told
// the winner in advance) needs 20 to 4000 times the nodes: Bao's forced
// lines are long (13 to 27 plies there) and narrow for the winner, wide
// for the loser, exactly the non-uniform trees where proof numbers direct
// the search well. Best-first proof-number search would expand the same
// nodes as df-pn but keeps the whole tree in memory and cannot be bounded
// by the table's size; df-pn with a table is its memory-bounded
// equivalent. Among df-pn variants, the 1+epsilon widening roughly halves the nodes (eps 0
// vs 0.25; eps 1 overshoots), and the seed-deficit initialisation saves a
// further 10 to 25%. So the DEFAULT is df-pn, epsilon 0.25, Init seeds.
//
// # Speed
//
// The solver's speed is its table's. On a virtual machine the first touch
// of a page of memory is dear, so a large table allocated at once and
// touched at random spends its time in page faults. The table therefore
// reserves its memory but uses 4096..8191 buckets at first and doubles in
// place (bucket b splits into 2b and 2b+1) whenever it is half full, so a
// solve touches only the memory its positions need, and on Linux it asks
// for transparent huge pages (madvise, hugepages_linux.go), which cuts
// the page faults of a large table by 512 and its TLB misses with them.
// mid also starts the table misses of all children before reading them
// (internal/prefetch). BenchmarkSolveEndgames solves each variant's ten
// endgames from an empty table. Profiles and the speed against older
// builds are in docs/ledger.md.
//
// The exact length of the game under best play comes from a second,
// separate search (Shortest, distance.go): depth-bounded AND/OR search with
// iterative deepening and memo, moves ordered by the proof. A bounded
// "win within d plies" is a property of the position alone, so it needs no
// cycle treatment. It runs after the proof, within a node budget, upwards
// from 1 ply, which expands fewer nodes than a downward search from the
// proof's length.
//
// # Repetitions (the GHI problem)
//
// A whole position can recur across moves, and Bao has no rule for it.
// The solver never accepts a proof that relies on a cycle:
//
//  1. A search has an attacker (the side it tries to prove a win for). A
//     child equal to a position on the current path counts as lost for
//     the attacker, and the decision is marked "cyc". A win for the
//     attacker therefore never depends on a repetition, so it is a true,
//     history-free fact and is stored as such.
//  2. Decisions in the defender's favour inherit "cyc" when any part of
//     them came from a repetition. A cyc decision can be wrong on another
//     path (the Graph History Interaction problem), which can only make the
//     attacker miss a win, never claim a false one.
//  3. Solve first proves for the side to move. A disproof without cyc is a
//     genuine win for the opponent (every line ends in a finished game), so
//     the result is Loss. A disproof with cyc starts a second search with
//     the roles swapped, in which the first search's cyc entries are
//     ignored. If that also fails only because of cycles, the result is
//     NoForcedWin: neither side found a win that avoids repeating.
//  4. Extraction (extract.go) follows only cycle-free decisions, and
//     gives every position a budget of plies that a table fact guarantees,
//     each child one ply less. Budgets fall along every line, so the
//     extracted strategy cannot loop even when table entries were replaced
//     and proved again; where the table lost the facts, the exact bounded
//     search (distance.go) finds the move.
//  5. The proof file cannot express a cycle: "=" may only name a position
//     whose proof is complete earlier in the file, and Verify rejects
//     anything else.
//
// # Threads
//
// With Options.Threads N the workers share the table (one mutex per group of
// buckets) and start from the root together. A position on some thread's
// path looks worse to the others (its disproof number doubled for child
// selection, as the virtual proof numbers of Kaneko's parallel df-pn), so
// the threads spread over the tree. Every decision is still derived from
// decided children in the table, so results are as sound as with one
// thread; only the speed-up is heuristic (docs/ledger.md).
//
// # Proof file format
//
// A proof is UTF-8 text, one item per line ("\n" or "\r\n"):
//
//	bao-proof 1
//	variant <kiswahili|kete|kujifunza>
//	rule <name> <value>        one line per rule option, in the order of
//	                           engine.RuleOptions (rules.md section 9)
//	root <BFEN>                the position proved
//	winner <S|N>
//	lines <n>                  the number of node lines that follow "tree"
//	plies <n>                  informational: the longest line of the strategy
//	tree
//	<node lines>
//	end
//
// The node lines list the strategy depth-first from the root. Each line
// describes the position reached at that point of the walk:
//
//	<move>   the winner is to move; he plays this move (a canonical token,
//	         rules.md 5.3); the next line describes the position after it
//	*<n>     the loser is to move and has n legal moves; the next lines
//	         describe the positions after each of them, in the order of
//	         rules.Generate (protocol.md 7), each subtree complete before
//	         the next starts
//	#        the game is over here and the winner has won
//	=        this position's proof appeared complete earlier in the file
//	         (a transposition); positions compare without their ply
//
// For example "A3R", "*5", then five subtrees. The Kujifunza start's proof
// is 174 lines, about 1 KB. A verifier recomputes every position from the
// root, so the file holds no positions beyond the root. Verify checks
// every rule of this format and reports the line at fault.
//
// # Table file format (resume)
//
// SaveTable writes the whole table, so a stopped solve resumes without
// losing work (the df-pn search restarts from the root and finds its
// numbers in the table). Little-endian binary:
//
//	8 bytes   magic "BAOTT001"
//	4 bytes   header length h
//	h bytes   text header, one "name value" per line:
//	          rules   "variant v; option value; ..." (must match the solver's)
//	          root    BFEN of the position being solved
//	          nodes   nodes expanded by all runs so far
//	          elapsed their time, in nanoseconds
//	          entries the number of entries that follow
//	          hash    the table size in MiB of the run that wrote it
//	                  (Options.HashMiB; files written before it was
//	                  recorded lack the line)
//	24 bytes  per entry: key u64, pn u32, dn u32, work u32, dist u16,
//	          move u8, flags u8 (bit 0 used, bit 1 cyc)
//	4 bytes   CRC-32 (IEEE) of everything before it
//
// A table may be loaded into a solver of another size and used for
// another root under the same rules: entries are facts about positions.
// Loading grows the solver's table to the size the file needs, so a table
// of the same size or larger keeps every entry; a smaller one keeps what
// fits (entries beyond its capacity are replaced as during a search, and
// counted), and Run refuses it before any work (ErrTableTooSmall): a
// resumed run that saves over its own table file would otherwise lose
// most of it. TableEntries gives a size's capacity.
//
// # Use from a protocol ("go mate N")
//
// ProveShortest(rules, position, hashMiB, Limits{Nodes, Time}) proves the
// position and then finds the exact length under best play within the same
// budget. A Win with Exact set and Plies <= N is a forced win within N
// plies (Move and PV give a fastest one); a Loss is a forced loss in Plies;
// Unknown means fall back to the alpha-beta searcher. A caller that must
// honour "stop" builds a Solver with New and calls Stop from its protocol
// goroutine.
//
// # Result: Bao la Kujifunza
//
// "bao solve --variant kujifunza" proves the start a first-player win
// (Donkers and Uiterwijk 2002) in 1,179 nodes and a few milliseconds; the
// proof has 174 positions (1 KB) and verifies. The extraction also copes
// with tables far smaller than the proof: a Kete endgame whose proof has
// 58,601 positions was extracted and verified from a 1 MiB table (43,690
// entries). The shortest forced win takes 21
// plies (South's 11th move ends the game), with A3R among the fastest
// first moves; no win within 19 plies exists (TestSolveKujifunzaStart).
//
// References: A. Nagai, "Df-pn algorithm for searching AND/OR trees and its
// applications", PhD thesis, Tokyo 2002; J. Pawlewicz and L. Lew,
// "Improving depth-first PN-search: 1+epsilon trick", CG 2006 (LNCS 4630);
// A. Kishimoto and M. Müller, "A solution to the GHI problem for depth-first
// proof-number search", Information Sciences 175 (2005); A. Kishimoto,
// M. Winands, M. Müller, J.-T. Saito, "Game-tree search using proof
// numbers: the first twenty years", ICGA Journal 35 (2012); T. Kaneko,
// "Parallel depth first proof number search", AAAI 2010; H. H. L. M.
// Donkers, J. W. H. M. Uiterwijk, "Programming Bao", 7th Computer Olympiad
// workshop, 2002.
package solve
