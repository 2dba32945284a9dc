package eval

import (
	"math"

	"github.com/baoengine/bao/engine"
)

// WinProbability returns the chance, between 0 and 1, that the side to
// move wins a position whose search score is score centi-seeds from its
// view, in variant v: the logistic 1 / (1 + exp(-score / WinScale(v))).
// Bao has no draw, so the loss chance is 1 minus it. Proven results are
// the caller's business (a won position is a win chance of 1).
func WinProbability(v engine.Variant, score int) float64 {
	return 1 / (1 + math.Exp(-float64(score)/WinScale(v)))
}

// WinScale returns the scale of WinProbability's logistic for variant v,
// in centi-seeds: a score of one scale is a win chance of 73%, two scales
// 88%. The scales are fitted to self-play games by maximum likelihood;
// see the block below for the data and the command that refits them.
func WinScale(v engine.Variant) float64 {
	switch v {
	case engine.Kete:
		return winScaleKete
	case engine.Kujifunza:
		return winScaleKujifunza
	}
	return winScaleKiswahili
}

// BEGIN calibrated: "bao record calibrate --write eval/wdl.go FILES..." rewrites this block.

// Fitted by "bao record calibrate" (bao dev) on 2026-11-30
// from wdl-kete.pgn, wdl-kiswahili.pgn, wdl-kujifunza.pgn:
// games of bao-a, bao-b at st=0.05, every move's score and the game's
// result.
// Games: 300 per variant of bao match self-play of bao cc6dabb (the commands
// of scripts/refit-wdl.sh 300; engines named bao-a and bao-b), st=0.05
// timemargin=500, one game at a time, builtin openings, on a loaded 2-core
// machine.
// Per variant: games, scored moves, the scale and its standard error.
//
//	kiswahili    296 games   13241 moves  scale  777.9 +- 46.3
//	kete         293 games   12979 moves  scale  716.2 +- 41.1
//	kujifunza    270 games    3240 moves  scale  688.5 +- 31.4
const (
	winScaleKiswahili = 777.9
	winScaleKete      = 716.2
	winScaleKujifunza = 688.5
)

// END calibrated
