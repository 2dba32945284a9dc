// Package protocol is the engine's line protocol: the UCI dialect for Bao
// of docs/protocol.md, which also answers the game-agnostic UGI words (ugi,
// query, p1time ...) of the cutegames runner.
//
// A Session reads lines from any io.Reader and writes whole lines to any
// io.Writer through one line writer, so GUIs, tournament managers, tests
// and the web bridge all drive the same code.
//
// # What it owns and what it must not import
//
// protocol owns the wire format: command parsing, options (including one
// option per rule option of rules.md section 9), the idle and searching
// states, the text of info, bestmove and the tool commands, and the debug
// log of the option Debug Log File (debuglog.go). The protocol as users
// see it is docs/protocol.md, whose transcripts are replayed by the docs
// tests. It imports
// engine, search, eval, bench, solve, score, level and internal/threadcount
// (the bound of the option Threads) from this project and nothing else; it never calls os.Exit and never touches flags.
//
// The options Eval (hand or net) and EvalFile (a net file; empty = the
// net built into the program) choose the evaluation (evaloptions.go); a
// net file that fails to load is answered with an error and the previous
// net is kept; EvalCache sizes the search's evaluation cache (MiB per
// thread, 0 = off). The "eval" command prints the hand evaluation's terms,
// then the net's value of the position and which of the two the search
// uses.
//
// The session parses go into search.Limits and hands them over: the time
// a move may take is search.Plan's (search/timeman.go), which also says
// whether the search ends by itself and what a fallen flag means.
//
// "go mate N" first runs the proof search of package solve with a budget
// of a million nodes and the plan's proof time (5 s, cut to the move's
// time: movetime less MoveOverhead, or the clock's hard limit), which the
// search after it shares: a proven win within N, or a proven loss, is
// reported as score mate with the proof's line (go infinite and go ponder
// then hold bestmove until stop or ponderhit, search.Searcher.Hold); a
// position the budget cannot settle goes to the searcher as usual, which ends by itself after the iteration
// of N plies (or depth, if less): a full-width search of that depth sees
// every win within N. A depth, nodes, mate or movetime at or below zero
// is read as 1 with a warning, so no finite limit leaves a search running
// until stop; a value above its bound (maxGoMillis, maxGoDepth, ...) is
// read as the bound with a warning, and a movestogo below 1 is ignored
// with one.
//
// With UCI_ShowWDL on, every info line carries "wdl W 0 L": the side to
// move's win chance in per mille from eval.WinProbability (the logistic
// fitted per variant to self-play games), 1000 or 0 for a proven result.
//
// # Design
//
// One goroutine reads lines into a channel; the Session's loop selects
// over lines and the end of a search (CounterGo's shape). The search
// goroutine prints bestmove before it signals the loop, so no later output
// can overtake it; it marks the search as ending first (Session.lastLine),
// so a line read after bestmove is out waits for that signal and is
// handled as by an idle session: an isready the GUI sends in reply comes
// after the commands before it, as UCI wants.
//
// # While a search runs
//
// isready, stop, ponderhit, debug and quit act at once, even when other
// commands wait in the queue (zurichess's split, which fixes the
// CounterGo/combusken anti-pattern of refusing isready mid-search). Every
// other command, a second go included, is queued and runs in order after
// bestmove. A stop or ponderhit also applies to each go already queued:
// that go still runs in its turn and prints its own bestmove, from a
// search stopped at once (its first iteration, depth 1, always completes).
// So every go gets exactly one bestmove and a stop leaves no search
// running, whatever the timing. The exception is quit: it stops the
// running search, waits for its bestmove (and, with Threads above 1, for
// the helper threads, which stop after bestmove is out) and ends the
// session; commands
// still queued are dropped, and a queued go gets no bestmove. The end of
// the input loses nothing: a search with an end of its own (depth, nodes,
// movetime, mate, a clock) runs to it, one without (infinite, ponder
// before ponderhit, no limit) is stopped, and every queued command still
// runs in order (Session.runOut).
//
// The tool commands that may run for long (perft, go perft, bench) are
// such work too (longwork.go): they run on their own goroutine and look at a
// context at a coarse grain (engine's DivideContext, bench.RunContext);
// stop, also one that arrived while they were queued, and quit cancel it,
// and the end of the input lets them run to their end.
//
// # Bad input
//
// A line ends at LF, CRLF or CR alone, and a UTF-8 byte-order mark before
// the first line is skipped (input.go). Bad input never stops the session: it answers "info string error: ..."
// (cut at 200 bytes: input is never echoed in bulk) and, after an invalid
// position, refuses to search ("bestmove 0000") until a valid one
// arrives. A line longer than 1 MiB is read to its end and dropped with
// "info string error: line too long (N bytes ...)"; a dropped isready, go
// or query still gets its readyok, "bestmove 0000" or "response none", and
// a dropped position leaves no valid position.
//
// Every query gets exactly one response line. Without a valid position the
// error is followed by "response true" to gameover and p1turn and
// "response none" to result, so a runner ends the game; a malformed or
// unknown query gets its error and "response none".
//
// # Clocks, hash and output
//
// A clock at or below zero for the side to move (go wtime 0, a negative
// btime, go p1time 0) means "move now": a one-ply search, then bestmove;
// go infinite and go ponder still wait for stop or ponderhit. A movetime
// that MoveOverhead eats whole leaves the search 1 ms: each such go says
// so in a warning, since a runner's short fixed time per move would
// otherwise make every move a 1 ms search with no word.
//
// The Hash option's maximum is search.MaxHashMiB: half of the machine's
// memory, read once per process from /proc/meminfo (or the cgroup limit),
// 2048 MiB where that cannot be read. A larger value is refused with an
// error and the old table is kept. The table and the evaluation caches
// (EvalCache MiB per thread) share that bound: a Hash, Threads or
// EvalCache that would take their total above it is refused with an
// error naming the total and the bound (options.go, setSizes).
//
// Progress lines are limited to a burst of 20, then one per 50,000 nodes
// (the MultiPV lines of an iteration together); the gate counts nodes,
// not time, so a node- or depth-limited search with one thread prints the
// same lines on every machine. The final info line before bestmove carries
// depth, seldepth, score, nodes, nps, hashfull, time and pv.
package protocol
