// Package tune trains the evaluation on self-play data (the files of
// bao datagen, package datagen): the hand-feature weights by Texel's
// method, and the small neural net of package eval. It is the code of
// "bao tune hand" and "bao tune net".
//
// # What it owns and what it must not import
//
// tune owns the loading of training data (Load: cut tails and damaged
// records are counted and skipped, games are found from consecutive plies
// and the validation split is by game, so positions of one game never sit
// on both sides), the fit of the logistic scale K, the Texel descent, the
// generator of eval/weights.go, the net trainer, and the logistic fitters
// (logistic.go: FitK for the training scale, FitWinScale for the win
// probability of eval.WinProbability, which its sub-package wdl fits to
// game records; the two minimise different losses, see wdl's doc). It
// imports engine, eval and datagen only (never search: the proven-win
// threshold is a constant here, DefaultWinThreshold), and nothing imports
// it but cmd/bao and tune/wdl.
//
// # The recipe
//
//  1. K per variant: the search scores of the data are in centi-seeds;
//     K maps them to a win probability, sigmoid(score/K). It is fitted
//     first, by a golden-section search on log K of the mean squared
//     error of sigmoid(score/K) against the game results (1, 0.5, 0).
//     Samples with proven-win scores are left out (|score| >= 20000).
//     On the first development data (self-play at 1000-3000 nodes a
//     move) K came out near 900 centi-seeds for Kiswahili and Kete and
//     800 for Kujifunza: a 9-seed lead wins about 73% of games.
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
//     --grain (5 by default, the grain of the hand-set weights) and
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
// Development data: self-play with search.Searcher at 1000-3000 nodes a
// move from 2-8 random plies, the three variants, plus the first part of
// the lead's datagen run: 444,347 records, 10,711 games; 353,204 kept
// after dropping 91,143 proven-win scores (kiswahili 163,179, kete
// 164,466, kujifunza 25,559). Validation: 5% of the games. Losses are the
// mean squared error against the lambda = 0.5 target.
//
//	K: kiswahili 886.7, kete 922.1, kujifunza 829.6 centi-seeds per logit
//
//	evaluation (12 epochs unless said)     validation loss
//	hand, current weights                  0.0957 (kiswahili 0.0905)
//	hand, Texel-tuned, 30 epochs           kiswahili 0.0657, kete 0.0752, kujifunza 0.0928
//	net 16x8                               0.0581
//	net 32 (one hidden layer)              0.0565
//	net 32x16                              0.0547 (kiswahili 0.0470)
//	net 32x16, Kiswahili data only         kiswahili 0.0503
//	net 64x16                              0.0522
//	net 32x16, 30 epochs (default.net)     0.0533 (hand 0.0967 on its set)
//
// The shared net beats the Kiswahili-only one on Kiswahili: the variants
// teach each other. Training speed of the 32x16 net with two goroutines:
// 66,752 samples/s over a 30-epoch run on the loaded 2-core machine,
// 100,000-470,000 in quieter epochs. The quantised default net differs
// from its float model by 9.0 centi-seeds on average (69 at most) over
// 20,777 training positions.
//
// The embedded net now (eval/default.net) is the one games accepted last
// (see eval's doc): 32x16 with input set v2 (611 inputs: v1 and the
// capture threats), trained with "bao tune net --data d1.bin,d2.bin,d3.bin
// --inputs v2 --hidden 32,16 --epochs 40 --threads 1" on 2,277,552
// positions of 59,216 games (d1: 224,374 positions of 5,000-node
// self-play of the engine with the hand-set weights; d2: 1,463,496 with
// the Texel-tuned weights; d3: 589,682 with the first net), of which
// 1,648,758 kept (628,794 proven wins skipped): 1.57M training and 82,749
// validation samples. Start loss 0.1923 (the hand evaluation 0.0944 on
// the same samples). The training curve, train / validation loss after
// epochs 1, 5, 10, 15, 20, 25, 30, 35, 40: 0.0889/0.0794, 0.0726/0.0747,
// 0.0707/0.0738, 0.0698/0.0732, 0.0691/0.0728, 0.0685/0.0727,
// 0.0681/0.0726, 0.0678/0.0725, 0.0677/0.0725; best validation 0.07250
// at epoch 37 (kiswahili 0.0703, kete 0.0693, kujifunza 0.1147); 14 min
// on one thread, shared with matches. The same run with input set v1
// reached 0.07535 (net4, which did not beat net3 in games). K 386.2 /
// 403.6 / 361.5. The quantised net differs from the float one by 3.6
// centi-seeds on average (21 at most) over 20,107 samples.
//
// The net before it (net3: v1 inputs, d1 + d2, 1,687,870 positions, 30
// epochs) had the curve 0.0940/0.0829, 0.0748/0.0770, 0.0725/0.0757,
// 0.0712/0.0748, 0.0704/0.0745, 0.0698/0.0744, 0.0696/0.0744 after
// epochs 1, 5, ..., 30 (best 0.07438 at epoch 29; 9 min 8 s); the one
// before that (590k positions, best epoch 15, validation 0.0767) lost
// the SPRT to net3 by 31.9 Elo.
//
// References: P. Österlund, "Texel's tuning method" (2014),
// https://www.chessprogramming.org/Texel%27s_Tuning_Method; D. Kingma,
// J. Ba, "Adam: a method for stochastic optimization" (2015); Y. Nasu,
// "Efficiently updatable neural-network-based evaluation functions for
// computer shogi" (2018) for the clipped-ReLU integer net.
package tune
