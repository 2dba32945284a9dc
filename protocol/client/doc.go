// Package client drives an external engine process over the line protocol
// of docs/protocol.md: it starts the process, makes the uci or
// ugi handshake, sets options, checks isready with a timeout, sends
// positions and searches, reads info lines (score, depth) and the bestmove
// within a deadline, and kills the process when it does not answer. On
// Unix the process runs in a process group of its own
// (procgroup_unix.go), so a Ctrl-C typed at the terminal reaches the
// program that drives the engine, not the engine; Kill and Interrupt
// kill that whole group, so the children of an engine (a wrapper
// script's engine, helpers) do not outlive it. The end of the process is
// noticed when it happens, also when a child still holds its output
// open: a wait for an answer then fails with KindExited at once, not
// with a timeout at its deadline.
//
// # What it owns and what it must not import
//
// client owns the GUI side of the wire: the process, its pipes, the
// reading of engine output line by line with the time each line arrived,
// and the classification of failures (timeout, exit, garbage, broken
// pipe) as *Error values, so a tournament runner can decide who loses and
// why. It imports only the standard library (docs/architecture.md
// section 2): moves travel as text, and judging them is the caller's work. It
// knows nothing of matches, clocks or records, and never calls os.Exit.
//
// # Design
//
// One goroutine reads standard output into a channel, stamping each line
// with its arrival time, so the caller measures thinking time from the
// write of "go" to the arrival of "bestmove" without the delay of its own
// scheduling. Every wait has a deadline; when a deadline passes the caller
// decides whether to Kill the process. Every line in either direction can
// be copied to a log writer with a timestamp and a label.
//
// References: UCI (the April 2006 text, as shipped with Stockfish as
// engine-interface.txt); the cutegames UGI dialect; cutechess-cli's engine
// handling (timeouts, restarts) as the behaviour users expect.
package client
