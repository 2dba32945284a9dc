// Package engine is the rules package of the Bao program: the board, the
// positions, the complete rules of Bao la Kiswahili, Bao la Kete and Bao la
// Kujifunza, move generation, BFEN, move notation, Zobrist hashing, sowing
// traces and perft.
//
// The word "engine" here means the rules, not the searcher (that is
// search.Searcher). The rule book is docs/rules.md: "rules.md 2.3" in a
// comment is its section 2.3, and "protocol.md 7" is section 7 of
// docs/protocol.md.
//
// # What it owns and what it must not import
//
// engine imports no other package of this project and no third-party code
// except github.com/cespare/xxhash/v2 (for the Zobrist tables). Nothing in
// it knows about search, evaluation, protocol or time. Its one picture of a
// position is Diagram, the text board that the protocol's d command, bao
// play, bao analyze and bao record show all draw, so that none of them
// needs the protocol for it.
//
// # Rule options
//
// The rule options of rules.md section 9 are one table, RuleOptions
// (rules.go): each entry gives an option's name, type, values or bounds,
// default per variant, help line, the bound an untrusted caller (a web
// page) may use, and its field of Rules. DefaultRules, Get, Set and
// NonDefault derive from it, and NewRules (newrules.go) is the one way
// from a variant and rule settings to Rules for every caller: the command
// line, the protocol, records, puzzles and the rules service. Adding an
// option is a field of Rules, an entry of the table and its behaviour in
// the rules.
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
// # Games
//
// Game (game.go) is a game under fixed rules: the start, the moves, the
// positions they led to, Undo, and History, the keys of the positions
// before the current one that a search needs to see repetitions. The
// command line's play and analyze, the protocol's position command, the
// web server's replays, datagen's self-play and the match referee all
// keep their games in it, so the history is built in one place. Reset
// and AppendHistory let a caller that plays many games reuse one Game and
// one history slice, allocating nothing per move. It is not used inside
// move generation or the search, which take the history as a plain slice.
//
// # Speed: where the time goes
//
// Sowing is done a lap at a time (sow.go, sowLaps): the mover's 16 holes
// live in two words of packed bytes and the opponent's front row in a
// third, so a hand of n seeds adds n/16 to every hole with two word
// additions and one more to a run of n%16 holes from a mask table, however
// large n is; relays and captures (with the kichwa rule) continue in the
// same register loop, which returns to playMove only for the rare events
// (an empty hole, a won game, the takasia hole, the owned nyumba, a move
// found never-ending). The never-ending tests (from lap 64, a compare per
// relay) run inside the loop too, because a never-ending move usually runs
// the whole lap limit. The seed-by-seed
// sowing (playMoveSeeds) stays for Trace and as the oracle of
// TestSowLapsMatchSeeds (20,000 random positions with huge piles, lap
// limits 1..100000 and thousands of cycles). Capture candidates compare all
// 16 holes with a byte pattern at once; a child's Zobrist key is rebuilt
// from 16 independent table loads over the mover's side (count-major key
// table, consecutive cache lines) and the changed opponent holes only;
// perft's inner plies skip keys and its last ply only counts (CountLegal).
//
// Sowing is most of perft's time and a third of the search's; the
// profiles and the speed against older builds are in docs/ledger.md.
// BenchmarkGenerate and BenchmarkPlayMove allocate nothing.
//
// # Why a Move is a byte and the generator returns children
//
//   - Move is 8 bits: kind, capture and takasia bits would be redundant
//     with the position and would make the token and the value differ.
//   - The generator returns children, not just moves, because legality in
//     Bao requires the full sowing anyway.
//
// # Errors a person's text causes
//
// A BFEN, a hole's name, a move token or a variant's name that the rules
// refuse gives an *InputError: the English message names the field or
// token at fault and the reason, as every error of the package does, and
// its Code, Places and Args say the same as codes and values, so that a
// program words the reason in its own language (the web page does, in
// Kiswahili, through web/rulesapi). InputCodes and InputPlaces list every
// code and place; TestInputErrorsCoded gives each from real text. Refuse
// and Place build such errors for a package that reads a person's text
// with the rules: package record refuses a game record's own syntax and
// results with codes of its own ("record.noResult", listed by
// record.InputCodes), placing the rules' refusals inside it (a FEN tag's
// BFEN) at the record's parts ("record.tag").
//
// References: docs/rules.md (the rule book), docs/protocol.md
// (BFEN, tokens, legal order), H. Donkers, "Nosce Hostem" (2003) App. C;
// T. Kronenburg, H. Donkers, A. de Voogt, "Never-ending moves in bao",
// ICGA Journal 29(2) 2006; R. P. Brent, "An improved Monte Carlo
// factorization algorithm", BIT 20 (1980) (cycle detection).
package engine
