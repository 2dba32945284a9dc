// Package tune trains the evaluation on self-play data (the files of
// bao datagen, package datagen): the hand-feature weights by Texel's
// method, and the small neural net of package eval. It is the code of
// "bao tune hand" and "bao tune net".
//
// # What it owns and what it must not import
//
// tune owns the loading of training data (Load: a file that is not
// datagen data is refused before any is loaded, cut tails and damaged
// records are counted and skipped, games are found from consecutive plies
// and the validation split is by game, so positions of one game never sit
// on both sides), the fit of the logistic scale K, the Texel descent, the
// generator of eval/weights.go, the net trainer, and the logistic fitters
// (logistic.go: FitK for the training scale, FitWinScale for the win
// probability of eval.WinProbability, which its sub-package wdl fits to
// game records; the two minimise different losses, see wdl's doc). It
// also owns the whole runs of the two commands (HandRun and RunHand,
// NetRun and RunNet): the check of their values, whose errors name the
// field at fault (field.Error, or a field.Named error: the data, the
// net's shape, the training's numbers, the output file, the learning rate
// a diverged training should lower), the loading with its report, the
// report of the result and the output file, written whole by
// internal/atomicfile. The commands (bao tune, under cmd/bao) own the
// flags, their help, and say these errors with their flags. It imports
// engine, eval, datagen, internal/atomicfile and internal/field only
// (never search: the proven-win threshold is a constant here,
// DefaultWinThreshold), and nothing imports it but the commands, tune/wdl
// and the weights generator tools/gen/weights.
//
// # The recipe
//
//  1. K per variant: the search scores of the data are in centi-seeds;
//     K maps them to a win probability, sigmoid(score/K). It is fitted
//     first, by a golden-section search on log K of the mean squared
//     error of sigmoid(score/K) against the game results (1, 0.5, 0).
//     Samples with proven-win scores are left out (|score| >= 20000).
//  2. The target of every sample blends the two signals:
//     lambda*result + (1-lambda)*sigmoid(score/K), lambda 0.5 by default.
//     The result is the truth but noisy (one game); the score is a
//     searched opinion, smooth but biased by the current evaluation.
//  3. The loss is the mean squared error of sigmoid(prediction/K) (the
//     hand evaluation) or sigmoid(output) (the net, whose output is the
//     logit itself) against the target: Texel's choice, bounded so that
//     no single lost won-looking game dominates.
//  4. Hand weights: the evaluation is linear in its 14 weights
//     (eval.Features), so the loss is smooth and nearly convex in them:
//     mini-batch Adam from the current weights, per variant, with a
//     cosine decay of the step; the result is rounded to multiples of
//     the grain (HandConfig.Grain, 5 by default, the grain of the
//     hand-set weights) and
//     written as Go source (WeightsSource). Variants with fewer than 1000
//     training samples keep their weights.
//  5. The net: float32, mini-batch Adam (beta 0.9/0.999) with a cosine
//     decay to a twentieth, batches of 1024. The net's definitions are
//     eval's: the layer sizes (eval.LayerSizes), the inputs
//     (eval.InputSet.Active), the forward pass (eval.NetParams.ForwardInto
//     on the trainer's weights in place) and the activation's slope
//     (eval.Unclipped); the backward pass is the trainer's own, checked
//     against finite differences. The first layer is sparse: a position
//     sets 20 to 30 of the 579 (v1) or 611 (v2) inputs, so the forward
//     pass adds that many rows and the backward pass touches only those
//     rows of the gradient. Each batch is split between two goroutines
//     with their own gradient buffers, summed before the step. After every
//     step the weights are clipped to the bounds of the quantisation
//     (eval.NetParams.Clip: InputSet.MaxW1, MaxW2, MaxW3), so the integer
//     net never saturates.
//     After every epoch the validation loss is measured (in total and per
//     variant) and the best net kept; the hand evaluation's loss on the
//     same validation set is printed for comparison. Ctrl-C stops after
//     the current batch and the best net so far is written.
//
// # Measurements
//
// The shared net beats a Kiswahili-only one on Kiswahili: the variants
// teach each other. The training runs of every net, their data and
// their curves are in docs/ledger.md, section 6.
//
// References: P. Österlund, "Texel's tuning method" (2014),
// https://www.chessprogramming.org/Texel%27s_Tuning_Method; D. Kingma,
// J. Ba, "Adam: a method for stochastic optimization" (2015); Y. Nasu,
// "Efficiently updatable neural-network-based evaluation functions for
// computer shogi" (2018) for the clipped-ReLU integer net.
package tune
