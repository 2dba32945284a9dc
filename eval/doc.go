// Package eval is the static evaluation of Bao positions, in centi-seeds
// (100 = one seed) from the side to move's point of view: a weighted sum
// of cheap hand-chosen features, or a small neural net (the default).
//
// # What it owns and what it must not import
//
// eval owns the hand features (features.go, vector.go), their weights
// (weights.go, the only file bao tune hand rewrites: one weight set per
// variant), the evaluation with its trace (eval.go), the Evaluator that a
// searcher is given (evaluator.go: hand weights or a net, chosen per
// search.Searcher through search.Options.Eval; search.DefaultOptions
// gives Default, the embedded net, and nil means the default hand
// weights), and the net: its inputs (netinputs.go), float parameters
// (netparams.go), quantised integer inference (net.go, netinfer.go), its
// file format and the embedded default net (netfile.go, default.net), and
// the win probability of a score (wdl.go: the logistic scale per variant,
// fitted to self-play games by "bao record calibrate", which rewrites only
// its marked block). It
// imports only the rules package engine, never search, protocol, bench or
// tune. Every evaluation function is pure and allocation-free except
// Trace, which builds a slice for the protocol's "eval" command.
//
// # The hand-feature evaluation
//
//   - Linear evaluation over per-side features (material, hand, front-row
//     occupation and seeds, capture threats both ways, mobility, nyumba
//     state, takasia, tempo by stage), evaluated as South minus North and
//     negated for North, so Evaluate(p.Flip()) == Evaluate(p) holds exactly.
//     Features returns the same as a vector from the side to move's view,
//     so that the evaluation is Dot(weights, features): what a tuner fits.
//   - Capture threats use the first-lap rule of rules.md 2.1/2.7: a capture
//     is known from the first lap alone, so "which front holes could side s
//     capture next move" is a loop over 16 holes with no sowing:
//     engine.Position.CaptureTargets, shared with the takasia rule.
//   - Coarse weights (multiples of 5 centi-seeds), so MTD(f) needs few
//     passes (Plaat et al., "Best-first fixed-depth minimax algorithms",
//     Artificial Intelligence 87, 1996).
//
// # The net
//
// Architecture: 579 inputs, H1 clipped-ReLU units, optionally H2 more,
// one linear output: the logit of the side to move's winning chance. The
// evaluation is that logit times K, the logistic scale of the variant
// fitted on the training data (stored in the net file), so the net's
// scores are centi-seeds on the same scale as the search's. Why:
//
//   - Inputs from the side to move's view (own 16 holes, then the
//     opponent's 16): one net serves both sides, and the evaluation is
//     flip-symmetric by construction, as the search's negamax needs.
//   - Each hole's seed count as one-hot buckets (1..8 seeds one by one,
//     then 9-10, 11-12, 13-15, 16-19, 20-24, 25-31, 32-47, 48+; an empty
//     hole sets none): the value of a hole is far from linear in its
//     seeds (a hole of 1 cannot start a move, 2-15 can, 16+ make a
//     different sowing), and the net learns each bucket's worth per
//     hole. Both hands as one-hot counts 0..22 (a hand of 0 is the mtaji
//     stage: the stage needs no input of its own); each nyumba's
//     ownership; the takasia hole (16 front holes); the variant (3).
//     About 30 of the 579 inputs are set in a typical position.
//   - Input set v2 (611 inputs, net file version 2; the default net's):
//     v1 and the first-lap capture threats of both sides, which the
//     search would otherwise have to find one ply deeper: which opponent
//     front holes the side to move could capture next (8), which of its
//     own the opponent could (8), and the size of the largest capturable
//     hole of each side (8 buckets each). On the same 2.28M positions and
//     validation games the v2 32x16 net reached a validation loss of
//     0.0725 against 0.0754 for v1, and it won its SPRT against the v1
//     default (table below). Version-1 files still load and evaluate as
//     before (TestOldNetFilesEvaluateAsBefore).
//   - One shared net for the three variants with variant inputs, rather
//     than three nets: the variants share almost all of their strategy,
//     and Kujifunza has little data of its own. Measured on the
//     development data (see tune's doc): on the same Kiswahili validation
//     games the shared 32x16 net scored 0.0470, a 32x16 net trained on
//     Kiswahili alone 0.0503.
//   - Small hidden layers (32 then 16 by default): the search is what
//     makes the engine strong, so the net must stay a few times the cost
//     of the hand evaluation, not a hundred. 64x16 predicted better
//     (validation loss 0.0522 against 0.0547 after 12 epochs) at 1.6
//     times the cost; 32 alone 0.0565, 16x8 0.0581. Games decide.
//
// Quantisation and inference (plain Go, no assembly, no allocation):
//
//   - First layer: int16 weights scaled by QW1 = 512; the sum of the
//     active rows is computed four units at a time by packing four
//     16-bit lanes in a uint64 (SWAR). Each lane holds weight + 860 >= 0,
//     and 38 inputs of at most 1719 sum below 65536, so plain 64-bit
//     additions never carry from one lane into the next; the bias of the
//     lanes (860 per active input) is taken off when the lanes are
//     unpacked, then the sum is scaled to QA = 256 and clipped to
//     [0, QA]. The trainer keeps |W1| <= 859/512.
//   - Second layer: int16 weights scaled by QB = 1024, two 32-bit lanes a
//     word biased by 2^14, multiplied by the unit's activation: at most
//     128 units * 256 * 32767 stays below 2^32. Sums are scaled back to
//     QA (rounded) and clipped.
//   - Output: int16 weights scaled by QO = 256, an int64 sum, times K in
//     fixed point, clamped to +-MaxNetScore.
//   - Rounding the first layer's weights is the main error: measured
//     against the float net, 0.004-0.009 logit on average on random nets
//     (the test's bound is 0.012 mean, 0.08 at most), 5-9 centi-seeds on
//     average on trained nets (K about 900).
//   - The inner loops are separate small functions the compiler may not
//     inline (//go:noinline): inlined, their sums were spilled to the
//     stack and the evaluation took 30% more instructions.
//
// The search evaluates a leaf from the last leaf evaluated below the same
// parent (Accumulator, EvaluateNext): siblings differ in about 8 of the 32
// holes, so the rows of the changed inputs are taken off and added
// instead of summing every active row. The result is bit-identical to
// Evaluate (TestAccumulatorMatchesEvaluate), so node counts do not
// change; nor does the evaluation cache (option EvalCache, off by
// default).
//
// Cost per evaluation, on 1024 random positions of the three variants:
// instructions counted with valgrind (exact), and thread CPU time (best
// of five runs; the 2-core machine ran at a load of about 22, so wall
// times from go test -bench were 3-5 times these):
//
//	evaluation    instructions   ns (CPU)
//	hand                   796         42
//	net 16x8             2,254        142
//	net 32 (one layer)   2,653        172
//	net 32x16            4,044        254   (the default net)
//	net 64x16            6,509        413
//
// In the search (bao bench --depth 8, valgrind): 3,770 instructions a node
// with the hand evaluation, 5,268 with the 32x16 net (+40%; leaves are a
// minority of the nodes). Wall clock, bao bench back to back on the loaded
// machine: hand 338,595 and 343,818 nodes/s, net 286,447 and 330,680.
//
// The net file (netfile.go): magic, version, input count, H1, H2, K per
// variant, float32 weights, CRC-32. Floats, not the quantised integers:
// the file is the trained model, a change of quantisation does not
// invalidate it, and training resumes from it. The default net is
// embedded with go:embed (default.net) and any other is loaded with
// LoadNet (the protocol's EvalFile option, --evalfile).
//
// # Changes accepted or rejected by games
//
// A change to the evaluation becomes the default only when bao match
// accepts it by SPRT against the default before it (elo0=0 elo1=10,
// alpha=beta=0.05, colour-swapped pairs from the built-in Kiswahili
// openings, st=0.05, Hash 16, timemargin 2000 so that no game is lost on
// time on the loaded 2-core machine). Each line: games, W-L (Bao has no
// draws), Elo with its 95% interval, the LLR at the end.
//
//	kept   Texel-tuned weights per variant (bao tune hand, 130k positions of
//	       d1: 5,000-node self-play of the cc6dabb engine), against the
//	       hand-set weights: 241 games, 164-77, +131.3 +-47.4, LLR 2.99
//	       (H1). At 30,000 nodes a move: 194 games, +185.0 +-56.7, H1.
//	no     net 32x16 of the first training (444k positions, mostly
//	       1,000-3,000-node self-play), against the tuned hand weights:
//	       776 games, -38.2 +-24.6, LLR -2.96 (H0).
//	no     hand weights retuned on d1 + 390k positions of d2 (5,000-node
//	       self-play of the tuned engine), against the tuned weights:
//	       1,096 games, +9.5 +-20.6, LLR 0.50, stopped (too small to matter
//	       next to the net).
//	kept   net 32x16 trained on d1 + 390k positions of d2 (bao tune net
//	       --hidden 32,16 --epochs 30, best epoch 15), against the tuned
//	       hand weights, MoveOverhead 30 for both: 733 games, 418-315,
//	       +49.1 +-25.5, LLR 2.98 (H1). At 30,000 nodes a move: 394
//	       games, +92.7 +-35.6, H1.
//	no     reverse futility pruning (margin 100 per ply, depth <= 3) with
//	       the net: 606 games, 293-313, -11.5 +-27.7, stopped (see search).
//	kept   net 32x16 trained on d1 + all of d2 (1.69M positions, 1.22M
//	       kept after dropping proven wins; 30 epochs, best epoch 29),
//	       against the net before it: 1,136 games, 620-516, +31.9 +-20.3,
//	       LLR 2.94 (H1).
//	no     net 32x16, v1 inputs, on d1 + d2 + d3 (2.28M positions, 40
//	       epochs, validation 0.0754), against net3: 897 games, +9.7
//	       +-22.8, LLR 0.43, stopped for the v2 inputs.
//	kept   net 32x16 with input set v2 (capture threats), same data and
//	       epochs, best epoch 37, validation 0.0725 (default.net), against
//	       net3: 2,025 games, 1071-954, +20.1 +-15.2, LLR 2.95 (H1).
//
// References: rules.md sections 2.0, 2.6, 2.7, 2.8; H. Donkers, J. Uiterwijk,
// A. de Voogt, "Mancala games: topics in mathematics and artificial
// intelligence" (2001) for mancala evaluation features; Y. Nasu,
// "Efficiently updatable neural-network-based evaluation functions for
// computer shogi" (2018) for the clipped-ReLU integer net.
package eval
