// Package engine is the rules package of the Bao program: the board, the
// positions, the complete rules of Bao la Kiswahili, Bao la Kete and Bao la
// Kujifunza, move generation, BFEN, move notation, Zobrist hashing, sowing
// traces and perft.
//
// The word "engine" here means the rules, not the searcher (that is
// search.Searcher). The rule book is ../shared/spec/rules.md; section
// numbers in comments refer to it.
//
// # What it owns and what it must not import
//
// engine imports no other package of this project and no third-party code
// except github.com/cespare/xxhash/v2 (for the Zobrist tables). Nothing in
// it knows about search, evaluation, protocol, time or printing to a
// terminal.
//
// # Representation
//
// Pits are numbered p = side<<4 | l, side 0 = South, 1 = North. The local
// index l runs round the owner's 16-hole circuit: l = 0..7 is the front row
// from the owner's left kichwa to his right kichwa (A1..A8), l = 8..15 the
// back row from right to left (B8..B1). So l+1 (mod 16) is the next hole
// clockwise and l-1 the next anticlockwise, and sowing is a masked
// increment with no branches. Facing front holes are l and 7-l of the other
// side; the nyumba is l = 4.
//
// A Position is a pointer-free 48-byte value (copy-make: there is no
// unmake). A Move is one whole turn in one byte: the hole, the letter of its
// token (L or R) and the safari decision; everything else (namua or mtaji,
// capture or takata) follows from the position. That makes the text token
// and the value the same thing, so ParseMove(m.String()) == m holds without
// a position, and moves compare with ==.
//
// # Move generation
//
// A legal Bao move can only be known by sowing it: a stop-or-safari choice
// arises mid-move, and a never-ending move (rules.md 4) is illegal. So the
// generator plays every candidate and returns the children together with
// the moves (Children). The searcher and perft use the children directly,
// so no move is ever sown twice. Candidate sets (markers, holes with 2..15
// seeds) are bit masks over the 16 holes of a side.
//
// Never-ending moves are found exactly by Brent's cycle detection over the
// sowing state at each relay pickup (the mover's 16 holes, the opponent's
// front row, the pickup hole, the direction, ownership), started after 64
// laps so ordinary moves pay nothing, and bounded by the rule option
// infiniteMoveLapLimit (DEFAULT 100000), as rules.md 4 specifies.
//
// # Improvements over the architecture sketch
//
//   - Move is 8 bits, not 16: kind, capture and takasia bits were redundant
//     with the position and made the token and the value differ.
//   - The generator returns children, not just moves, because legality in
//     Bao requires the full sowing anyway.
//
// References: rules.md (the rule book), protocol.md sections 3, 4 and 7
// (BFEN, tokens, legal order), H. Donkers, "Nosce Hostem" (2003) App. C;
// T. Kronenburg, H. Donkers, A. de Voogt, "Never-ending moves in bao",
// ICGA Journal 29(2) 2006; R. P. Brent, "An improved Monte Carlo
// factorization algorithm", BIT 20 (1980) (cycle detection).
package engine
