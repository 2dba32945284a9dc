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
// protocol/client and record of this project and the standard library
// only; it must not import search, eval or protocol, so that it judges
// engines only through the line protocol (our own engine included, which
// runs as a separate "bao" process). architecture.md section 2 lists
// engine and protocol/client only: record was added to the project after
// it was written, and is the one package that owns the record format, so
// match uses it rather than writing records of its own. The statistics
// (stats.go) use only the math package, so they can be checked against
// numbers worked by hand.
//
// # The referee
//
// Every move is read with the rules engine (a malformed token or an
// illegal move loses), the game ends when the rules say so
// (engine.Rules.Outcome), or at the move limit (a draw by adjudication:
// Bao has no draw rule, and the record's Termination tag says so), or by
// resignation on score. An engine that crashes, hangs, overruns its clock
// or prints garbage while searching loses that game with the reason in
// the Termination tag; its process is killed and started again for the
// next game, so one engine never stops a run. Thinking time is measured
// by the runner from the write of "go" to the arrival of "bestmove"; the
// increment is added after the move.
//
// # Schedule, openings and shards
//
// The schedule is a pure function of the settings and the seed: games
// come in pairs that share an opening with colours swapped, so the
// pentanomial statistics are honest. --shard I/N takes every N-th pair,
// so N machines running the same command with different I play the whole
// schedule between them, and Merge joins their records (by the Game and
// Pair tags) into the same games and statistics as one run. The built-in
// openings (openings_data.go) were generated once by TestGenerateOpenings
// from short random move sequences kept when a shallow search of the
// engine found them balanced, and are frozen in source.
//
// # Records
//
// Each finished game is written to the record file at once, in one
// Write, so a crash or Ctrl-C loses nothing already played. Moves carry
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
// fastchess report them. The SPRT is the generalized SPRT with the normal
// approximation of the log-likelihood ratio that fishtest and fastchess
// use, on the pentanomial counts.
//
// References: M. Van den Bergh, "Normalized Elo" and "GSPRT
// approximation" notes (fishtest, 2016-2020); A. Wald, "Sequential Tests of
// Statistical Hypotheses", Ann. Math. Statist. 16 (1945); cutechess-cli
// (elo.cpp, the engine and tournament options) and fastchess (sprt.cpp,
// elo_pentanomial.cpp) for the reported forms and the command line.
package match
