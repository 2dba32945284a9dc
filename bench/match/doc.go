// Package match runs engine-vs-engine matches: scheduling, clocks,
// adjudication, Elo and SPRT statistics and game records.
//
// # What it owns and what it must not import
//
// match owns the tournament side of testing: it drives engine processes
// through protocol/client, uses the rules package engine as the referee
// and reports the results. It may import engine and protocol/client of
// this project and the standard library only (architecture.md section 2);
// it must not import search, eval or protocol, so that it judges engines
// only through the line protocol. The statistics (stats.go) use only the
// math package, so they can be checked against numbers worked by hand.
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
// use.
//
// References: M. Van den Bergh, "Normalized Elo" and "GSPRT
// approximation" notes (fishtest, 2016-2020); A. Wald, "Sequential Tests of
// Statistical Hypotheses", Ann. Math. Statist. 16 (1945); cutechess-cli
// (elo.cpp) and fastchess (sprt.cpp, elo_pentanomial.cpp) for the reported
// forms.
package match
