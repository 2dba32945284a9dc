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

// Not yet fitted: the guess the protocol used before calibration.
const (
	winScaleKiswahili = 400.0
	winScaleKete      = 400.0
	winScaleKujifunza = 400.0
)

// END calibrated
