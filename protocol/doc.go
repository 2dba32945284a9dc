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
// engine, search, eval, bench and solve from this project and nothing
// else; it never calls os.Exit and never touches flags.
//
// The options Eval (hand or net) and EvalFile (a net file; empty = the
// net built into the program) choose the evaluation (evaloptions.go); a
// net file that fails to load is answered with an error and the previous
// net is kept; EvalCache sizes the search's evaluation cache (MiB per
// thread, 0 = off). The "eval" command prints the hand evaluation's terms,
// then the net's value of the position and which of the two the search
// uses.
//
// "go mate N" first runs the proof search of package solve with a budget
// of a million nodes: a proven win within N, or a proven loss, is reported
// as score mate with the proof's line; a position the budget cannot settle
// goes to the searcher as usual.
//
// With UCI_ShowWDL on, every info line carries "wdl W 0 L": the side to
// move's win chance in per mille from eval.WinProbability (the logistic
// fitted per variant to self-play games), 1000 or 0 for a proven result.
//
// # Design
//
// One goroutine reads lines into a channel; the Session's loop selects
// over lines and the end of a search (CounterGo's shape). While a search
// runs only isready, stop, ponderhit, debug and quit act at once
// (zurichess's split, which fixes the CounterGo/combusken anti-pattern of
// refusing isready mid-search); every other command is queued and runs, in
// order, after bestmove. The search goroutine prints bestmove before it
// signals the loop, so no later output can overtake it. Bad input never
// stops the session: it answers "info string error: ..." and, after an
// invalid position, refuses to search until a valid one arrives.
package protocol
