// Package analysis reviews finished games with the searcher: it is the
// logic of "bao analyze --record" (cmd/bao prints what it finds) and the
// source of the move marks the web page uses.
//
// # What it owns and what it must not import
//
// analysis owns the game review (Review: every position of a recorded
// game searched in turn with the history before it, and each move
// compared with the engine's best move before it), the marks of a move
// by the drop of the mover's win chance (Mark, BlunderDrop, MistakeDrop:
// the web server sends them to the page, so the thresholds are written
// once), and the evaluation graph of a game as an SVG image (Plot,
// WriteSVG). Win chances are search.WinChance's. It imports engine,
// search and record; it never imports protocol, web or cmd, and it does
// not run or stop searches itself: the caller hands it a SearchFunc (with
// its own limits and Ctrl-C handling).
package analysis
