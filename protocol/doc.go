// Package protocol is the engine's line protocol: the UCI dialect for Bao
// of ../shared/spec/protocol.md, which also answers the game-agnostic UGI
// words (ugi, query, p1time ...) of the cutegames runner.
//
// A Session reads lines from any io.Reader and writes whole lines to any
// io.Writer through one line writer, so GUIs, tournament managers, tests
// and the web bridge all drive the same code.
//
// # What it owns and what it must not import
//
// protocol owns the wire format: command parsing, options (including one
// option per rule option of rules.md section 9), the idle and searching
// states, and the text of info, bestmove and the tool commands. It imports
// engine, search, eval, bench and solve from this project and nothing
// else; it never calls os.Exit and never touches flags.
//
// "go mate N" first runs the proof search of package solve with a budget
// of a million nodes: a proven win within N, or a proven loss, is reported
// as score mate with the proof's line; a position the budget cannot settle
// goes to the searcher as usual.
//
// # Design
//
// One goroutine reads lines into a channel; the Session's loop selects
// over lines and the end of a search (CounterGo's shape). While a search
// runs, isready, stop, ponderhit, debug and quit act at once, even when
// other commands wait in the queue (zurichess's split, which fixes the
// CounterGo/combusken anti-pattern of refusing isready mid-search); every
// other command, a second go included, is queued and runs, in order,
// after bestmove. A stop or ponderhit also applies to every go already
// queued: such a go still runs in its turn and gets its own bestmove, from
// a search stopped at once (the first iteration, depth 1, always
// completes). Every go thus gets exactly one bestmove, and no search is
// left running after a stop, whatever the timing. The search goroutine
// prints bestmove before it signals the loop, so no later output can
// overtake it.
//
// Bad input never stops the session: it answers "info string error: ..."
// and, after an invalid position, refuses to search until a valid one
// arrives. A line longer than 1 MiB is read to its end and dropped with
// "info string error: line too long (N bytes ...)", never echoed; a
// dropped isready, go or query still gets its readyok, "bestmove 0000" or
// "response none", and a dropped position leaves no valid position.
// Every query gets exactly one response line: without a valid position
// the error is followed by "response true" to gameover and p1turn and
// "response none" to result (the runner ends the game); a malformed or
// unknown query gets its error and "response none".
//
// A clock at or below zero for the side to move (go wtime 0, a negative
// btime, go p1time 0) means "move now": a one-ply search, then bestmove;
// go infinite and go ponder still wait for stop or ponderhit.
package protocol
