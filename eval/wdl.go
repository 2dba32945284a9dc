package eval

import (
	"math"

	"github.com/baoengine/bao/engine"
)

// WinProbability returns the chance, between 0 and 1, that the side to
// move wins a position whose search score is score centi-seeds from its
// view, in variant v: the logistic 1 / (1 + exp(-score / WinScale(v))).
// Bao has no draw, so the loss chance is 1 minus it. Proven results are
// the caller's business: search.WinChance, which knows the proven scores,
// makes them 1 and 0 and calls this for the others.
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

// Fitted by "bao record calibrate" (bao dev) on 2026-12-01
// from wdl-kete.pgn, wdl-kiswahili.pgn, wdl-kujifunza.pgn:
// games of bao-e91ad5a-a, bao-e91ad5a-b at st=0.05, every move's score and
// the game's result.
// Games: tools/scripts/refit-wdl.sh 150 (bao match self-play of bao e91ad5a,
// st=0.05 timemargin=500 MoveOverhead 30, one game at a time, builtin
// openings).
// Per variant: games, scored moves, the scale and its standard error.
//
//	kiswahili    150 games    7534 moves  scale  302.6 +- 33.0
//	kete         150 games    7184 moves  scale  256.3 +- 28.6
//	kujifunza    150 games    2225 moves  scale  224.6 +- 15.1
const (
	winScaleKiswahili = 302.6
	winScaleKete      = 256.3
	winScaleKujifunza = 224.6
)

// END calibrated
