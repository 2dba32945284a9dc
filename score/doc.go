// Package score is the one home of an engine score: its type, what a
// proven result means, and every text form it takes, written and read
// in this package only.
//
// # What it owns and what it must not import
//
// score owns the Score type (centi-seeds from the side to move's view,
// or a proven win or loss a number of plies away), the protocol form
// ("cp 12", "mate 3", read back by FromMate), the human form ("+0.12", "win in 3 moves") and the
// record-comment form ("+0.12", "+M3") with its parser. It imports only
// the standard library, so that every package, from search to the record
// reader, can share it.
//
// # One mate unit per output
//
// A proven result is kept in plies (the search counts plies). Each output
// names it in one unit only:
//   - the protocol: moves of the side to move under uci, plies under ugi
//     (docs/protocol.md section 6);
//   - human text and record comments: moves of the side to move, as a
//     chess player counts them ("win in 3 moves" is a win on the side to
//     move's third move from now, 5 plies away; "+M3" in a comment).
//
// Record comments written by older versions of bao play used "#N" for N
// plies; ParseComment still reads them and converts them to moves.
package score
