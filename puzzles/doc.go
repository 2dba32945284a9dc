// Package puzzles owns the "find the winning move" puzzles: positions
// met in self-play games of the engine's levels, each proven by the
// solver, and their file (web/app/puzzles.jsonl, which the web app
// fetches), its builder and its checker ("bao puzzles build", "bao puzzles check").
//
// # A puzzle
//
// A puzzle is a position won for the side to move (the solver, whom the
// person plays) in which every legal move is labelled by a proof (Prove):
// a move wins iff the position after it is proven lost for the opponent,
// and loses iff it is proven won for him; the opponent's first move of
// that proof is the move's refutation. The solver (package solve) never
// accepts a win that relies on a repetition, so the labels are facts
// about the positions, whatever the game's history. Each proof has a node
// budget; a position any of whose proofs is not decided within it is
// dropped, never guessed.
//
// The selection rule (Selected, Prove): at least MinLegal (4) legal
// moves and exactly one of them wins. Plies is the exact length of the
// game under best play (the solver hurries, the opponent delays: solve's
// Shortest), at most MaxPlies (25), and Line a main line of that length,
// which ends the game.
//
// One winning move at each turn the person plays: the puzzle asks the
// solver's moves of the line, line[0], line[2], ..., as long as each is
// the only winning move of its position (Asked counts them); the first
// later turn where two moves or more win ends the asked part (the puzzle
// is solved there, and the app shows the rest of the line), and a line
// whose winner's moves all have one winning move is asked to its end, the
// move that ends the game included. A turn with one legal move is asked
// too (the app may play it for the person). Each asked turn has its
// refutations: Refute for the first, Refutes for the later ones.
//
// # Not greed, not trivial
//
// The seeds a move captures are the sum of the counts of the capture
// events of its sowing trace (engine.Rules.Trace, rules.md 2.2). A puzzle
// is greedy when its winning move captures at least one seed and no legal
// move captures more (a tie counts as greedy): a person who always takes
// the most seeds solves it. At most MaxGreedy (20%) of the file's puzzles
// are greedy. A puzzle is trivial, and never kept, when its winning move
// ends the game at once (Plies 1), or when every other legal move loses
// at once: the opponent then has a move that ends the game won by him.
//
// # Duplicates
//
// No two puzzles are one position up to the board's symmetries, and no
// puzzle's position lies on another's line (any position along it, the
// asked part and the rest shown). Positions compare by a canonical key
// (canonical): the smallest Zobrist key among the position's images under
// the colour swap (South and North swapped, the board turned round) and,
// when neither nyumba is owned, the left-right mirror. The ply and the
// variant are left out: one board is one puzzle. The mirror keeps every
// rule but the nyumba's place (symmetry.go says why, rules.md section by
// section; TestMirrorSymmetry checks it on positions of every stage).
//
// # Themes
//
// Each puzzle lists its themes (Themes, themes.go), each defined from the
// rules' traces of its line and the positions along it: takata (the first
// move captures nothing), chain (it captures in two laps or more), kichwa
// (a namua capture from a central hole, where the mover chooses the
// kichwa), nyumba (a move asked stops in the nyumba or captures the
// opponent's owned nyumba), safari, takasia (the position names a takasia
// hole, or a move asked takasias one of the opponent's), backRow (the
// first move starts from the back row), frontEmptied and noMove (how the
// line ends: the opponent's front row emptied, or no move left), mkononi
// (the game is won by a namua move) and long (a line of LongLine, 19,
// plies or more). The checker recomputes them from the traces.
//
// # Difficulty
//
// Depth is how deep a search must look to find the puzzle's moves: for
// each asked turn, the smallest depth of iterative deepening at which a
// plain search first picks the winning move (FoundAt: the hand-feature
// evaluation, no capture or forced-move extension, one thread, a cleared
// table), 1..MaxDepth, or MaxDepth+1 when no iteration up to MaxDepth (10)
// does; the largest over the asked turns. Depth 1 is a move that the
// best-looking move finds; each ply more is one more move to read ahead.
// It depends on the search, not on the solver, so Check does not
// re-measure it: a change of the search leaves the file valid.
//
// The difficulty (DifficultyOf), 1..Levels (5), blends what makes a
// puzzle hard for a person: 1 + (Depth-1) + the turns asked beyond the
// first (up to 2) + 1 when the first move is one of ManyMoves (7) legal
// moves or more, at most 5. The depth alone leaves over half of the
// puzzles at 1 or 2 and few above 4 (most wins are read in a few plies);
// the turns asked and the choice among many moves spread them, and the
// build keeps no more than LevelShare (35%) at one level, the standard's
// MaxLevelShare. Each
// puzzle starts with a Glicko-2 rating from it (RatingOf: 1100, 1300,
// 1500, 1700, 1900, centred on a new player's 1500) and a rating
// deviation StartRD (200: less than a new player's 350, as the difficulty
// says something, but wide enough for the first attempts to move it); the
// app learns both on the device (volatility 0.06, Glicko-2's usual).
//
// # The file
//
// JSON Lines, one puzzle a line (Puzzle), moves as canonical tokens
// (rules.md 5.3), in this order: id; variant; rules (only options that
// differ from the variant's defaults); before and last (the position
// before the opponent's last move and that move, which the app plays on
// the board before the task); bfen (the position, the solver to move);
// stage ("namua" while the side to move has seeds in hand, else "mtaji");
// wins (the winning move, a list of one); legal; plies; line; asked;
// refute (each other legal move of the first turn and the opponent's
// winning reply); refutes (the same for the later asked turns, one map a
// turn); greedy; themes; depth; difficulty; rating and rd; source (the
// self-play game, the levels of South and North, the ply). Read checks the
// form, Validate each puzzle against the rules engine (the last move, the
// line, the refutations' legality, the stage, greedy, the themes, the
// difficulty and rating formulas); every error names the line and the
// field. One file holds all three variants: 1,000 puzzles are about 0.6 MB
// raw, about 0.1 MB gzipped, well under the 400 kB gzipped the app may
// download (MaxGzipBytes), so the app loads one file.
//
// # The build
//
// Build plays games from each variant's start (GameMix: 64% Bao la
// Kiswahili, 18% each Kujifunza and Kete), each side at a level drawn
// from 6..9 (package level: its depth, its lines and its choice among
// them with a game's seed, as bao play and the page play them; the weaker
// levels' games are won by blunders, where most moves win), after an
// opening of 1..6 plies (drawn) of moves drawn among the legal ones, so
// that games of the same strong levels, which hardly vary, part at once.
// Every
// position of a game after its first move is a candidate, from the last
// back, when it has MinLegal legal moves and its mover at most MaxHand
// (5) seeds in hand (earlier namua positions were never decided with one
// winning move in the budget): the position at 6,000 nodes, each move at
// 20,000 and, when one or two moves are still open, those again at
// 300,000; the length and the line at 100,000. The proofs of one game
// share one solver table, cleared at the start of the game, so the
// result depends on the game alone. Each puzzle found gets its depth,
// difficulty and rating, and is checked as the checker does (on a table
// cleared for it, CheckNodes a proof), so that the file passes the check.
// A game gives at most PerGame (3) puzzles (drawn from the seed).
//
// The games are taken in order, and a puzzle is kept while the quota of
// its variant and stage is open (Mix: 82% Bao la Kiswahili, 5% Kujifunza,
// 13% Kete; Namua: 35% of the Kiswahili and Kete ones from the namua
// stage), a greedy one while its variant's greedy quota is open (Greedy:
// 17%, 50% and 25%, together under 20%), one of a difficulty while fewer
// than LevelShare (35%) of Count are of it, and when its position is no
// kept puzzle's nor on a kept puzzle's line, and no kept puzzle's is on
// its line. Everything is drawn from the seed, and each game's puzzles
// depend on that game alone, so the same settings give the same file
// byte for byte, whatever the threads. Cancelling the context stops the
// build with an error and no file; a progress line after each game (Stats)
// says how full each quota is and why puzzles found were not kept.
//
// # The check
//
// Check enforces every rule: each line's form and Validate (Read); the
// rules of the whole file (Standard: at least 1,000 puzzles, 70% Bao la
// Kiswahili, 30% from the namua stage, at most 20% greedy, at most 35% at
// one difficulty, at most 400 kB gzipped, no duplicate up to symmetry, no
// position on another's line); and it re-proves each puzzle with a fresh
// solver and a larger budget (CheckNodes): the position won, the one
// winning move and every refutation at each asked turn, the exact length,
// and two winning moves at the turn after those asked when the line goes
// on.
//
// The shipped file: "bao puzzles build --seed 1 --count 1000 --threads 2
// --out web/app/puzzles.jsonl" (see README.md, Puzzles, for its time
// and its counts).
//
// # What it owns and what it must not import
//
// puzzles owns the puzzle format, the selection rule, the proofs, the
// symmetries, the themes and the difficulty of a puzzle, the build and the
// check. It knows no command-line flag: its errors name the fields of
// Config and CheckConfig and the output (ConfigError, OutputError,
// internal/field), which "bao puzzles" (cmd/bao/internal/puzzlescmd) says
// with its flags. It imports engine, search (the self-play and the
// difficulty), level (the levels' moves), solve (the proofs),
// internal/atomicfile (the file replaced whole) and internal/field. Only
// cmd/bao/internal/puzzlescmd imports it; it never imports protocol, web,
// datagen, bench or cmd.
package puzzles
