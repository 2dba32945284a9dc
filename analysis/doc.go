// Package analysis is the logic of "bao analyze": the search of a
// position and the review of a recorded game, with their human and JSON
// output, and the source of the move marks and the review's plan the web
// page uses. The command (cmd/bao/internal/analyzecmd) owns the flags:
// analysis takes a RecordJob and an Output, and its errors about a job's
// field (plot, path, game) are field.Error values that the command says
// with its flags.
//
// # What it owns and what it must not import
//
// analysis owns the analyses of the command (Position: one position
// searched, a line per iteration and the best move; RecordGame: a game of
// a record file, its final position or every move, and its graph file),
// their output forms (Output: human lines or one JSON object per line),
// the game review (Review: every position of a recorded game searched in
// turn with the history before it, and each move compared with the
// engine's best move from the same position), the review's plan
// (ReviewPlan, DefaultReviewPlan: which searches judge each move, the
// deeper checks of the moves near a threshold or of unsure marks, the decided game; the web
// server sends it to the page, and tools/reviewcheck measures it), the
// marks of a move by the drop of the mover's win chance (Mark,
// BlunderDrop, MistakeDrop: the web server sends them to the page, so
// the thresholds are written once), and the
// evaluation graph of a game as an SVG image (Plot, WriteSVG). Win
// chances are search.WinChance's, score texts score's. It imports engine,
// search, record, score, internal/atomicfile and internal/field; it
// never imports protocol, web or cmd: the board diagram is engine's, and the caller
// hands it the searcher with its limits, and the context that
// Ctrl-C cancels. Review itself does not run searches: it takes a
// SearchFunc.
package analysis
