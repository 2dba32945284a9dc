// Package suite owns the test suites proven by the solver and their
// measure ("bao suite", "bao datagen suite"): positions won for the side
// to move whose every legal move is labelled winning or losing by a
// proof. They measure the engine (how often it plays a winning move);
// they are not training data.
//
// A suite position is proven won for the side to move, and each of its
// legal moves is labelled by proving its child: a move wins iff the child
// is proven lost for the opponent, loses iff it is proven won for him.
// The suites (suites/<variant>.txt, embedded) are text, one position a
// line:
//
//	BFEN | variant | winning moves | losing moves
//
// with the moves as canonical tokens separated by spaces and, in its #
// header, what the file holds and the command that built it. Parse checks each line: a
// valid BFEN, both lists non-empty, disjoint, and together exactly the
// legal moves.
//
// Build ("bao datagen suite") takes the positions from self-play
// games (datagen's games of one variant), 8 to 30 plies before the game's end
// with the game's eventual winner to move (the middle and late game: nearer
// the end a shallow search sees the win, further away the solver rarely
// decides within its budget). A candidate costs one proof (the position)
// and one per legal move, each within a node budget (200,000 by default),
// on one solver whose table is kept across candidates (its entries are
// facts about positions, whatever the root). It is dropped when any proof
// fails (not decided in the budget, or no forced win without a
// repetition), when the position is lost, and when more than half of its
// moves win: a position where every move wins tests nothing, and the fewer
// the winning moves the more it tells. The solver's proofs are sound (a
// win never relies on a repetition, solve/doc.go), so the labels are true
// statements about the positions, with no history.
//
// Measure plays a Chooser on a suite and counts the winning moves;
// SearchChooser is the engine's search at a fixed depth or node budget,
// its table cleared before each position, so the rates are the same on
// every machine. A search that scores a suite position as a proven win
// while playing a losing move, or as a proven loss, contradicts the
// solver; Measure counts both (FalseClaims, LossClaims) and the tests
// require zero.
//
// The built-in suites hold 200 positions per variant (built into
// judge/suite/suites two variants at a time, seed 1, 200,000 solver nodes
// a proof; their headers give the command). A uniformly random move wins in about a third of the positions,
// a deep search in nearly all: the suites separate evaluations at shallow
// depths, not deep searches (the rates per engine are in docs/ledger.md;
// TestSearchAgreesWithTheProofs checks the search's own proofs).
//
// The commands' work is here too: Load and Report measure a list of
// Settings and print the table of "bao suite" (Report.Write), and
// ForVariants, Config.Check, Files.Prepare (the output folder, made and
// checked before the build) and BuildFiles set up and run the build of
// "bao datagen suite". The commands (under cmd/bao) own the flags, their
// help, the report of a build and the header lines that name the command
// that built a file (Files.Header); the errors here name the settings
// they are about as fields (field.Error, field.Leading, TablesError),
// which a command says with its flags.
//
// # What it owns and what it must not import
//
// suite owns the suite format, the built-in suites, their measure (and
// its report) and their builder (Build, and BuildFiles, which writes each
// variant's file).
// It imports engine, search (the measured searcher), score (a claimed
// win's distance), solve (the proofs) and datagen (the self-play games
// the positions come from), internal/atomicfile to replace a suite file
// whole and internal/field for the errors that name a setting. Nothing
// but cmd imports it; it never imports judge/match, protocol, tune or
// cmd.
package suite
