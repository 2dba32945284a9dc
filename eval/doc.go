// Package eval is the static evaluation of Bao positions: a weighted sum of
// cheap board features, in centi-seeds (100 = one seed) from the side to
// move's point of view.
//
// # What it owns and what it must not import
//
// eval owns the feature extraction (features.go), the weights (weights.go,
// the only file a tuner rewrites), the evaluation with its trace
// (eval.go) and the win probability of a score (wdl.go: the logistic
// scale per variant, fitted to self-play games by "bao record calibrate",
// which rewrites only its marked block). It imports only the rules package engine, never search,
// protocol or bench. Every function is pure and allocation-free except
// Trace, which builds a slice for the protocol's "eval" command.
//
// # Techniques
//
//   - Linear evaluation over per-side features (material, hand, front-row
//     occupation and seeds, capture threats both ways, mobility, nyumba
//     state, takasia, tempo by stage), evaluated as South minus North and
//     negated for North, so Evaluate(p.Flip()) == Evaluate(p) holds exactly.
//   - Capture threats use the first-lap rule of rules.md 2.1/2.7: a capture
//     is known from the first lap alone, so "which front holes could side s
//     capture next move" is a loop over 16 holes with no sowing:
//     engine.Position.CaptureTargets, shared with the takasia rule.
//   - Coarse weights (multiples of 5 centi-seeds), so MTD(f) needs few
//     passes (Plaat et al., "Best-first fixed-depth minimax algorithms",
//     Artificial Intelligence 87, 1996).
//
// References: rules.md sections 2.0, 2.6, 2.7, 2.8; H. Donkers, J. Uiterwijk,
// A. de Voogt, "Mancala games: topics in mathematics and artificial
// intelligence" (2001) for mancala evaluation features.
package eval
