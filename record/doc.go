// Package record reads and writes game records: the PGN-like text of
// protocol.md section 10, one or many games to a file, and the same games
// as JSON Lines for scripts.
//
// # What it owns and what it must not import
//
// record owns the record format (tags, movetext, comments, result tokens,
// the JSON Lines form; the scores in move comments are package score's),
// the checks that make a record trustworthy (every move legal, the result
// agreeing with the rules), the error messages that point at the line at
// fault, the record of an engine.Game (FromGame: what bao play saves and
// the web page exports), the games of a file one by one, good or bad
// (EachGame), and the conversion of files between the two forms (Convert);
// the commands that check, show and convert files (bao record, under
// cmd/bao) own their flags, help and reports. It imports only the rules
// package engine, score (the scores in move comments), internal/version
// (for the Program tag naming the build that wrote a record),
// internal/atomicfile (to replace a conversion's output file in one step)
// and the standard library: it knows nothing of search, protocol, clocks
// or processes, so that judge/match, the command line and tests can all
// share it.
//
// # Format
//
// A record is a header of tags, one per line ([Name "Value"], with \" and
// \\ escaped), a blank line, the movetext and a blank line. The header
// starts with PGN's seven-tag roster, with South and North in place of
// White and Black: Event, Site, Date, Round, South, North, Result. Then
// Variant, FEN (only when the game did not start from the variant's start
// position), TimeControl, Termination, PlyCount, one tag per rule option
// that differs from the variant's default (named after the option, as
// engine.Rules.NonDefault gives them) and any other tags in their order.
// Records made with NewGame (by bao play, bao match and the web page) carry
// [Program "Bao <build>"], the build that wrote them, as "bao version"
// names it.
//
// The movetext numbers South's moves "1.", "2.", ...; a game that starts
// with North to move writes its first move "1... a5R". Comments in braces
// follow the move they comment on; the result token 1-0, 0-1, 1/2-1/2 or *
// ends the game. Lines are wrapped at about 80 columns.
//
// # Files
//
// A record file is only ever appended to (OpenAppend, Append): records
// already in it are never replaced. A program killed while writing can
// leave the file's last record cut off; OpenAppend moves that record to a
// file of its own beside it (NAME.cut-DIGITS), with a warning, before
// appending, since a record appended to a cut one would be read as part
// of it and lost with it. A file that is not game records from its first
// byte (notes, a program, JSON Lines, records with other text after them)
// is refused and left as it was: only a last record that begins with a
// tag line and follows whole records is taken for a cut one. EndsInCutRecord
// tells a file with a cut last record, for readers that skip that record
// instead.
//
// # Reading
//
// Readers follow PGN's import format, so that records edited by hand or
// written by other tools are accepted: annotations on moves (*, **, #, !,
// ?, !?, ...), standalone annotations and numeric glyphs ($1), brace
// comments spanning lines, ";" comments to the end of the line, "%" escape
// lines, move numbers "12." and "12..." (glued to the move or not, their
// values are not checked), CRLF line ends, a byte-order mark, extra blank
// lines, several tags on one line. Every move is played with the rules
// engine while reading, so an illegal move is reported at its line with
// its ply and token. Variations "(...)" are not supported and are an
// error.
//
// Every error is an *Error that names the line (and, for a move, the move
// number, token and ply) and the reason, e.g.
//
//	record: line 7: move 12 "A9L" (ply 23): hole "A9": want a row letter A, B, a or b and a number 1-8
//
// When the text is at fault (every reason but a failed read of the
// input), the reason in the *Error's chain is an *engine.InputError, so
// that a program words it in its own language (the web page does, in
// Kiswahili) while the English message stays as it is: the rules' own
// code for a move, a variant or a FEN tag's BFEN, placed at the tag
// ("record.tag"), and the record's own codes for its syntax, tags, result
// and JSON ("record.noResult", "record.tagQuotes" ...; InputCodes), with
// the places at fault (a tag, a field of a JSON Lines game; InputPlaces)
// and the values they quote. The Error's Line, Ply, Label and Move say
// where; TestRecordInputErrorsCoded gives every code from real text.
//
// Reader.GameLine gives the line each game began on, so a tool can point
// at a game that failed, e.g. the last game of a file cut off mid-game
// ("end of input: the game has no result token"), while keeping the
// games before it.
//
// # Files of games
//
// EachGame hands over the games of a file ("-": standard input), in
// either format, one by one, good or bad: a bad game is a FileGame with
// its error, numbered in file order like the good ones, and
// FileGame.Problem names it as FILE:LINE (the line at fault), game N and
// the line it began on. The commands over such files share it (bao
// record check tallies every game per file and in total, bao record show
// prints one game's boards, bao record calibrate reads the scored moves);
// Convert writes the games in the other format, leaving the bad ones out,
// to a writer or to a file replaced only once every input was read. Its
// errors lack only the command's name.
//
// # Move comments
//
// bao match and bao play write the engine's view of each move as its
// comment: "{+0.12/14 0.51s}" is a score of +0.12 seeds for the mover at
// depth 14 after 0.51 s; a proven result is "+M3" or "-M3" (moves of
// the mover, as score.Score.Comment writes it); book moves say "{book}".
// score.ParseComment reads them, and also the "#7" and "#-6" (plies) of
// records written by older versions of bao play.
//
// # JSON Lines
//
// For scripts, WriteJSON writes a game as one JSON object on one line
// (JSON Lines: a file holds one game per line) and JSONReader reads such
// files back, playing and checking every game as Reader does. The object:
//
//	{
//	  "tags":        {"Event": "bao match", "Site": "?", ..., "PlyCount": "87"},
//	  "variant":     "kiswahili",
//	  "start":       "<BFEN of the start position>",
//	  "result":      "1-0" | "0-1" | "1/2-1/2" | "*",
//	  "termination": "North cannot move",           (omitted when empty)
//	  "comment":     "a comment before the first move", (omitted when empty)
//	  "moves": [
//	    {"move": "A7L", "comment": "+0.12/14 0.51s", "side": "S",
//	     "score": 12, "depth": 14, "fen": "<BFEN after the move>"},
//	    ...
//	  ]
//	}
//
// "tags" holds every tag of the header in the order Write writes them (the
// object's key order is kept both ways). "variant" and "start" are always
// written. For each move, "move" is its token (with its annotations) and
// "comment" its comment; "side" (S or N, the mover), "score"
// (centi-seeds from the mover's view), "mate" (a proven result in moves
// of the mover, whatever form the comment has) and "depth" are read from
// the comment when it holds a score, and "fen" is written on request
// (JSONOptions.Positions).
//
// Reading, only "tags", "variant", "start", "result", "termination",
// "comment" and each move's "move" and "comment" count; the other fields
// are ignored, and a move may be given as a bare token string ("moves":
// ["A7L", "a5R"]). "variant" and "start" fill in the Variant and FEN tags
// when those are missing and must agree with them otherwise; a missing
// "result" or "termination" is taken from the tags. Errors are *Error
// values naming the line.
//
// References: protocol.md sections 4 and 10; S. J. Edwards, "Standard:
// Portable Game Notation Specification and Implementation Guide" (1994),
// sections 8 (import and export formats) and 9 (tags).
package record
