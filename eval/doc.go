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
// weights), and the net: the table of its input sets (netinputset.go),
// how a position's inputs are listed (netinputs.go), its float parameters
// and their bounds (netparams.go), the float forward pass that the
// trainer (package tune) uses too (netforward.go), quantised integer
// inference (net.go, netinfer.go, netaccum.go; the pure-Go inference in
// netinfergo.go, the amd64 assembly in netinfer_amd64.go and
// netinfer_amd64.s, the choice of other architectures in
// netinfer_other.go), its file format and the
// embedded default net (netfile.go, default.net), and the win
// probability of a score (wdl.go: the logistic scale per variant, fitted
// to self-play games by "bao record calibrate", which rewrites only its
// marked block). It imports only the rules package engine, never search,
// protocol, bench or tune. Every evaluation function is pure and
// allocation-free except Trace, which builds a slice for the protocol's
// "eval" command.
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
// Architecture: 579 inputs (input set v1) or 611 (v2, the default net's),
// H1 clipped-ReLU units, optionally H2 more, one linear output: the logit
// of the side to move's winning chance. The evaluation is that logit
// times K, the logistic scale of the variant fitted on the training data
// and stored in the net file (docs/ledger.md section 6 gives the default
// net's), so the net's scores are centi-seeds on the same scale as the
// search's. K is not WinScale (wdl.go), the scale that turns a search
// score into a win chance for the user, fitted to the results of games
// (wdl.go's calibrated block). Why:
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
//     These are input set v1 (579 inputs, at most 38 set at once).
//   - Input set v2 (611 inputs, at most 56 set at once; net file version
//     2): v1 and the first-lap capture threats of both sides, which the
//     search would otherwise have to find one ply deeper: which opponent
//     front holes the side to move could capture next (8), which of its
//     own the opponent could (8), and the size of the largest capturable
//     hole of each side (8 buckets each). It predicted the training data
//     better than v1 and won its match against the v1 net. Version-1
//     files still load and evaluate as before
//     (TestOldNetFilesEvaluateAsBefore).
//   - 20 to 30 inputs are set in a typical position, so the first layer
//     is the sum of a few rows of its weights, not a product.
//   - The input sets are one table (netinputset.go): name, number in the
//     file, input count, most inputs set at once, whether the threats are
//     listed, first-layer lane bias. A set outside the table has no
//     inputs and is an error wherever a net is made or read.
//   - One shared net for the three variants with variant inputs, rather
//     than three nets: the variants share almost all of their strategy,
//     and Kujifunza has little data of its own; the shared net predicted
//     Kiswahili games better than a net trained on Kiswahili alone.
//   - Small hidden layers (the default net's sizes are in its file's
//     header, which bao bench prints): the search is what makes the
//     engine strong, so the net must stay a few times the cost of the
//     hand evaluation, not a hundred. Larger first layers
//     predicted a little better at a higher cost per evaluation; games
//     decide.
//   - Output buckets (netbuckets.go, optional): a net may keep one set of
//     output weights and one output bias per bucket of positions, and
//     evaluate a position with those of its bucket. Scheme "stage" has 8:
//     four for the namua by the mover's hand, four for the mtaji by the
//     seeds on the mover's side of the board. The hidden layers are
//     shared, so a bucket adds no work to an evaluation (one more index),
//     while the output layer can weigh the same hidden units differently
//     in the opening, the late namua and won or lost endings, which one
//     linear output over the last hidden layer cannot. Schemes are one table, as the
//     input sets are; a net with buckets is written as file version 3.
//
// Quantisation and inference (no allocation; the integers below are those
// of every architecture):
//
//   - First layer: int16 weights scaled by QW1 = 512; the sum of the
//     active rows is computed four units at a time by packing four
//     16-bit lanes in a uint64 (SWAR). Each lane holds weight + lane >= 0,
//     with the lane bias of the input set: 860 for v1, whose 38 inputs
//     of at most 1719 sum below 65536, 585 for v2 (56 inputs of at most
//     1169). So plain 64-bit additions never carry from one lane into the
//     next (TestLanesAtTheirBound fills the lanes to that bound); the
//     bias of the lanes (lane per active input) is taken off when the
//     lanes are unpacked, then the sum is scaled to QA = 256 and clipped
//     to [0, QA]. The trainer keeps |W1| <= InputSet.MaxW1, (lane-1)/512.
//   - Second layer: int16 weights scaled by QB = 1024, two 32-bit lanes a
//     word biased by 2^14, multiplied by the unit's activation: at most
//     128 units * 256 * 32767 stays below 2^32. Sums are scaled back to
//     QA (rounded) and clipped.
//   - Output: int16 weights scaled by QO = 256, an int64 sum, times K in
//     fixed point, clamped to +-MaxNetScore.
//   - Rounding the first layer's weights is the main error. The tests
//     hold the quantised net within 0.012 logit on average and 0.08 at
//     most of the float net (TestQuantisedMatchesFloat, and in tune of
//     the trainer's forward pass), about 5 and 30 centi-seeds at the
//     default net's K; on weights that are multiples of the quantisation
//     steps the two agree exactly, to the rounding down of logit times K.
//   - The pure-Go inference's inner loops are separate small functions
//     the compiler may not inline (//go:noinline): inlined, their sums
//     were spilled to the stack and the evaluation took more
//     instructions.
//   - On amd64 the row sums of the active inputs, the first layer's
//     units and the second layer are assembly (netinfer_amd64.s), which
//     needs well under half the instructions of the pure-Go inference.
//     It uses SSE2 only, which every amd64 processor has, so it needs no
//     feature check: a full evaluation adds the rows of the 32 holes
//     straight from their seeds, from a copy of the holes' rows that
//     gives each hole a row of zeros before its buckets' rows
//     (fastLayout.holes), so that a hole's row is a table look-up of its
//     seeds away from the hole's first row and no branch depends on the
//     seeds, and the rows of the extras, reading
//     the aligned first-layer weights (alignedBlocks) as memory
//     operands; the row sums add eight 16-bit lanes an instruction (the
//     same words as the SWAR sums, since no lane carries), and the second
//     layer multiplies
//     pairs of int16 units by pairs of int16 weights (PMADDWD, from a
//     copy of the weights without lane biases) into 32-bit sums that hold
//     the exact sums.
//   - Where the processor has AVX2 (checked once with CPUID and XGETBV,
//     netinfer_avx2_amd64.go), the full evaluation's row sums and both
//     layers use the 256-bit forms of the same instructions
//     (netinfer_avx2_amd64.s): sixteen lanes an instruction, each pair
//     of first-layer units broadcast once for sixteen second-layer units,
//     and VZEROUPPER before every return, without which the SSE code
//     that runs next (the Go runtime's included) waits on the registers'
//     upper halves (an earlier AVX2 attempt, not kept, ran twice as slow
//     as SSE2; this one is faster: docs/ledger.md). The rows are 64-byte
//     aligned, so no
//     32-byte read straddles two cache lines. The accumulator's updates
//     of a few rows stay SSE2: they are a small part of an evaluation.
//     docs/ledger.md section 4 has the instructions of an evaluation of
//     the default net on each path.
//   - The pure-Go inference is the reference and what
//     other architectures run (and amd64 with the build tag purego);
//     tests hold the assembly bit-identical to it on random nets, nets at
//     their bounds and any pit contents (TestFastPathMatchesGo,
//     TestEvaluateNextMatchesGo, TestSumInputsMatchGo), so node counts
//     do not depend on the architecture.
//
// The search evaluates a leaf from the last leaf evaluated below the same
// parent (Accumulator, EvaluateNext): siblings differ in about 8 of the 32
// holes, so the rows of the changed inputs are taken off and added
// instead of summing every active row. The result is bit-identical to
// Evaluate (TestAccumulatorMatchesEvaluate), so node counts do not
// change; nor does the evaluation cache (option EvalCache, off by
// default).
//
// The net file (netfile.go): magic, version, in versions 2 and 3 the
// input set, input count, in version 3 the output buckets, H1, H2, K per
// variant, float32 weights (in version 3 an output row and a bias per
// bucket), CRC-32. Floats,
// not the quantised integers: the file is the trained model, a change of
// quantisation does not invalidate it, and training resumes from it. The
// default net is embedded with go:embed (default.net) and any other is
// loaded with LoadNet (the protocol's EvalFile option, --evalfile).
//
// A change to the evaluation becomes the default only when bao match
// accepts it by SPRT against the default before it; the changes tried,
// their games and the training runs are in docs/ledger.md.
//
// References: rules.md sections 2.0, 2.6, 2.7, 2.8; H. Donkers, J. Uiterwijk,
// A. de Voogt, "Mancala games: topics in mathematics and artificial
// intelligence" (2001) for mancala evaluation features; Y. Nasu,
// "Efficiently updatable neural-network-based evaluation functions for
// computer shogi" (2018) for the clipped-ReLU integer net.
package eval

// weights.go is rewritten by tools/gen/weights in the form of
// tune.WeightsSource, keeping the weights and the note it has.
//go:generate go run ../tools/gen/weights
