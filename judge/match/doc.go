// Package match runs engine-vs-engine matches (bao match): engine
// specifications, scheduling (two engines, round robin, gauntlet, shards),
// clocks, openings, the referee, adjudication, failures, Elo and SPRT
// statistics, game records and the merging of shards.
//
// # What it owns and what it must not import
//
// match owns the tournament side of testing: it drives engine processes
// through protocol/client, uses the rules package engine as the referee
// and writes and reads game records with record. It may import engine,
// openings, protocol/client and record of this project (and the leaves
// score, internal/shard, internal/quoted, internal/syncwriter for the
// warnings and the log that the games write at once, internal/atomicfile,
// which replaces a merged record file whole and tells two names of one
// file, and internal/field for the errors that name a setting) and the
// standard library only; it must not import search, eval or
// protocol, so that it judges engines only through the line protocol (our
// own engine included, which runs as a separate "bao" process). It
// imports record because record is the one package that owns the record
// format, so match uses it rather than writing records of its own
// (docs/architecture.md lists every package's imports). Go code can also
// enter in-process players (EngineSpec.Player, a Mover function): the
// tests of package bench play the searcher through this runner that way,
// so there is one harness, and match still imports no search code. The
// statistics (stats.go) use only the math package, so they can be checked
// against numbers worked by hand.
//
// The runs with their files are here too: RunReport opens the record and
// log files, prints the header, plays and prints the summary;
// MergeReport does the same for "bao match merge". The command (bao
// match, under cmd/bao) owns the flags, their help and the parsing of its
// text settings into a Config; the errors, notes and warnings here name
// the settings they speak of (pgn, log, engine, each, concurrency, shard,
// seed, runs) in field.Error, SeedsError and by Config.Names, so that the
// command says them with its flags.
//
// # The referee
//
// Every move is read with the rules engine (a malformed token or an
// illegal move loses), the game ends when the rules say so
// (engine.Rules.Outcome), or at the move limit (a draw by adjudication:
// Bao has no draw rule, and the record's Termination tag says so), or by
// resignation on score. An engine that crashes, hangs, overruns its clock
// or prints garbage while searching loses that game with the reason in
// the Termination tag; its process is killed, with the processes of its
// process group (a wrapper script's children), and started again for the
// next game, so one engine never stops a run, unless it never started:
// an engine whose first start fails (a wrong path, a program that is no
// engine) would lose every game alike, so the run stops with an error
// naming it instead. So does an engine given an option it does not
// declare in its handshake (a misspelt name; UCI names are compared
// without case) or one it answers with "info string error" (a net file
// that is missing): every game would test something else than meant.
// Thinking time is measured
// by the runner from the write of "go" to the arrival of "bestmove"; the
// increment is added after the move.
//
// # Clocks on a loaded machine
//
// An engine keeps its MoveOverhead back from a fixed time per move; with
// st not above it (st=0.02 and the engine's default of 50 ms) it searches
// a millisecond per move, so the runner warns once per engine
// (checkOverhead), reading the overhead from option.MoveOverhead or from
// the default the engine declares.
//
// A move may overrun its clock or fixed time by the engine's timemargin
// (DefaultTimeMargin, two seconds, when none is given). The runner starts
// a move's clock when the go line has been written (time it spends
// logging is not the engine's) and stops it when the bestmove line is
// read. It waits a second (Config.Grace) beyond the time allowed before it
// gives up on an engine, so a late move is recorded with the time it took ("took
// 2.341s of a fixed 100ms per move") rather than as a hang. When more
// than 2% of the games are lost on time, it warns on Config.Warn
// (standard error) with the largest overrun and a margin that would have
// covered it, and again each time the number of forfeits doubles: at that
// point the forfeits measure the machine, not the engines.
//
// The margin is large because a shared machine stalls: under load both
// games' engines stall at the same moment, for up to a second or more, and
// a smaller margin forfeits games that measure the machine, not the
// engines (the move times measured are in docs/ledger.md, section 7).
//
// # Schedule, openings and shards
//
// The schedule is a pure function of the settings and the seed: games
// come in pairs that share an opening with colours swapped, so the
// pentanomial statistics are honest. The shard I/N (Config.Shard) takes
// every N-th pair, so N machines running the same command with different
// I play the whole schedule between them, and Merge joins their records (by the Game and
// Pair tags) into the same games and statistics as one run. The openings
// themselves (the built-in sets, the text format, the order shuffle) and
// the shard arithmetic live in packages openings and internal/shard, which
// datagen shares; this package adds the .pgn form of openings
// (LoadOpenings), since it reads game records anyway.
//
// # Records
//
// Each finished game is written to the record file at once, in one
// Write, so a crash or Ctrl-C loses nothing already played. A run killed
// during a write can leave the file's last record cut off; the next run
// into the file (record.OpenAppend) removes that record with a warning
// before it appends, since a record appended to a cut one would be read
// as part of it; a file that is not records from its first byte is
// refused, and so is a record file or log that is the openings file or
// an engine's program (cmd=). Merge skips a cut last record with a warning, leaves out
// and reports any other bad record, and keeps every good game of every
// file; it refuses a file given twice and files of runs with different
// seeds (the Seed tag of every record). Moves carry
// the comment {score/depth time} (score in seeds from the mover's view).
//
// # Statistics
//
// Elo is the logistic model: a score s (points per game) means
// -400*log10(1/s - 1) Elo. Trinomial figures come from the win, loss and
// draw counts of single games; pentanomial figures from the outcomes of
// game pairs (the same opening played with both colours), whose variance
// is smaller and honest about the correlation the shared opening brings.
// Error margins are 95% intervals of the score, from the standard error of
// the per-game (or per-pair) score, mapped to Elo, as cutechess-cli and
// fastchess report them, with one difference: the variance is computed
// with half a pseudo-count added to every outcome (Jeffreys' prior for a
// multinomial). Without it a sample in which every pair was split 1-1, or
// every game drawn, has no variance and would report "Elo (pairs): -0.0
// +/- 0.0", a claim of certainty; with it 20 split pairs give 0.0 +/- 36.0,
// one pair an infinite margin, and a hundred games or more differ from
// the figures without the prior by about 1%. The Elo itself comes from
// the counts alone. The SPRT is the generalized SPRT with the normal
// approximation of the log-likelihood ratio that fishtest and fastchess
// use, on the pentanomial counts. A sample without variance (every pair
// won 2-0, or every pair drawn) would keep an LLR of 0 for ever; it takes
// the variance of its counts plus the prior instead, so that the test
// concludes in the direction of the sample once the sample is long enough
// (30 pairs won 2-0 accept H1 of elo0=0 elo1=5). Fishtest's
// regularisation, a count of 0.001 for each outcome never seen, is not
// used: under the normal approximation it makes one pair won 2-0 accept
// H1. Samples with variance keep their LLR exactly.
//
// References: M. Van den Bergh, "Normalized Elo" and "GSPRT
// approximation" notes (fishtest, 2016-2020); A. Wald, "Sequential Tests of
// Statistical Hypotheses", Ann. Math. Statist. 16 (1945); cutechess-cli
// (elo.cpp, the engine and tournament options) and fastchess (sprt.cpp,
// elo_pentanomial.cpp) for the reported forms and the command line.
package match
