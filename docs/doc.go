// Package docs is the documentation of the Bao program, written for its
// users, and the tests that keep it true.
//
//   - rules.md: the rules of Bao la Kiswahili, Bao la Kete and Bao la
//     Kujifunza as this program implements them, every rule option with
//     its default per variant, and worked examples.
//   - protocol.md: the engine protocol (commands, BFEN, move tokens,
//     options, output, game records) with transcripts.
//   - architecture.md: the packages and their import rules (the table
//     must equal internal/archtest's), the path of a search from
//     "position" to "bestmove", and the encodings the packages share.
//   - ledger.md: the measurements and tested changes behind the design,
//     dated, with their commits.
//   - examples/: files the README's set-up examples use (a settings file
//     for the cutegames tournament manager, an openings file of BFENs).
//
// # What it owns and what it must not import
//
// docs owns the markdown files above and their tests. It has no code of
// its own: the tests (docs_test.go and the files next to it) import the
// rules engine, the protocol, the record format and the match runner to
// check every example against the program. Nothing may import docs.
//
// # Examples are tests
//
// Examples are fenced code blocks whose info string names their kind;
// `go test ./docs` parses README.md and every docs/*.md and checks each
// block:
//
//	```bao-position [variant=V] [rule.NAME=VALUE]
//	    the board diagram the protocol's "d" command prints, then the line
//	    "Fen: <BFEN>"; the diagram must be the BFEN's
//	```bao-legal [variant=V] [rule.NAME=VALUE]
//	    "position startpos|fen <BFEN> [moves ...]", then any of
//	    "legal <n> <moves>" (the generator's list, in its order),
//	    "after <move>: <BFEN>" (the position after the move) and
//	    "outcome: none" or "outcome: p1win (<why>)"
//	```bao-trace [variant=V] [rule.NAME=VALUE]
//	    "position ...", "move <token>", then the sowing trace, one event a
//	    line ("sow A3 1"), optionally "after: <BFEN>"
//	```bao-transcript
//	    "> line" is sent to a protocol session, "< line" must come back;
//	    "< ..." skips lines up to the next expected one; in info lines the
//	    values of nodes, nps, time and hashfull are not compared; a token
//	    <n> stands for a number, <move> for a move token, any other <word>
//	    for one token, and <moves> or <text> at the end for the rest of
//	    the line
//	```bao-record
//	    a game record: it must read (every move legal) and be exactly what
//	    the record writer writes for that game
//	```bao-tokens
//	    "<token> <canonical>": the token reads as that move
//	```bao-version
//	    a sample of "bao version": what the program prints for a build
//	    with that revision
//
// A fenced block right after the line "<!-- file: PATH -->" must equal
// the file PATH of the repository. The tables after "<!-- bao-options -->"
// and "<!-- bao-rule-options -->" are checked against the options the
// engine declares for "uci" and the rule options' defaults per variant;
// Hash's range is written 1..<max> there, and <max> must be
// search.MaxHashMiB, the bound on the machine that runs the test.
// Every relative link must name a file of the repository (and, with
// "#anchor", a heading in it).
package docs
