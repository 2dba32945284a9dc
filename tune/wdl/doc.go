// Package wdl calibrates the win probability of a search score
// (eval.WinProbability) to game records: it is the logic of "bao record
// calibrate".
//
// # What it owns and what it must not import
//
// wdl owns the reading of scored moves from finished games (Collection:
// the score of every move comment as bao match writes it, with the game's
// result; undecided games and games lost by an engine failure are left
// out), the per-variant fit (Fits, by tune.FitWinScale), the calibration
// table that compares observed and predicted win rates per score bucket,
// the report of the fits (WriteReport, to the io.Writer it is given) and
// the rewrite of the calibrated block of eval/wdl.go (WriteBlock). It also
// reads record files (Collection.AddFiles, by record.EachGame). The
// command (bao record calibrate, under cmd/bao) owns the flags, their help
// and checks, and says a fit's shortfall (Result.TooFew) and a refused
// note (a field.Error) in their words. It imports engine, eval, record,
// score (to read move comments and to write the table's score ranges),
// tune, internal/field, and internal/atomicfile to replace eval/wdl.go
// whole; nothing imports it but the command.
//
// # One curve, two fits
//
// The curve is tune's Sigmoid(score/scale). "bao tune" fits its K by the
// mean squared error against the results (tune.FitK), because that is
// the loss the Texel descent and the net trainer then minimise with the
// same K, and their targets include draws as 0.5. This package fits the
// scale by maximum likelihood (tune.FitWinScale): the scale is a
// probability shown to users (UCI_ShowWDL, bao analyze, the web page),
// the likelihood is the proper scoring rule for it, and it gives a
// standard error clustered by game. Both fitters live in tune/logistic.go.
package wdl
