package eval

import (
	"fmt"

	"github.com/baoengine/bao/engine"
)

// Evaluator is a static evaluation chosen per searcher: the hand-feature
// evaluation with one weight set per variant, or a neural net. It is
// immutable once built, so any number of search threads may share one.
// A nil *Evaluator is the default: Evaluate with the default hand
// weights.
type Evaluator struct {
	net  *Net
	hand [len(engine.Variants)]Weights
	name string
}

// NewHandEvaluator returns the hand-feature evaluation with the given
// weights per variant (indexed by engine.Variant).
func NewHandEvaluator(w [len(engine.Variants)]Weights) *Evaluator {
	return &Evaluator{hand: w, name: "hand"}
}

// DefaultHandEvaluator returns the hand-feature evaluation with
// DefaultWeights: the same values as a nil *Evaluator.
func DefaultHandEvaluator() *Evaluator {
	return NewHandEvaluator(defaultWeights)
}

// NewNetEvaluator returns the evaluation by the net n; source names where
// the net came from (a file name, or "embedded"), for String.
func NewNetEvaluator(n *Net, source string) *Evaluator {
	return &Evaluator{net: n, name: fmt.Sprintf("net %s (%s)", n.Arch(), source)}
}

// Evaluate returns the static value of p in centi-seeds from the side to
// move's view. It does not allocate, and it is flip-symmetric:
// e.Evaluate(r, p.Flip()) == e.Evaluate(r, p).
func (e *Evaluator) Evaluate(r *engine.Rules, p *engine.Position) int {
	if e == nil {
		return EvaluateWith(&defaultWeights[r.Variant], r, p)
	}
	if e.net != nil {
		return e.net.Evaluate(r, p)
	}
	return EvaluateWith(&e.hand[r.Variant], r, p)
}

// EvaluateNext returns e.Evaluate(r, p). A net computes it from the last
// position evaluated through a when that pays (Net.EvaluateNext) and
// leaves p in a; the hand-feature evaluation ignores a. It does not
// allocate.
func (e *Evaluator) EvaluateNext(a *Accumulator, r *engine.Rules, p *engine.Position) int {
	if e == nil {
		return EvaluateWith(&defaultWeights[r.Variant], r, p)
	}
	if e.net != nil {
		return e.net.EvaluateNext(a, r, p)
	}
	return EvaluateWith(&e.hand[r.Variant], r, p)
}

// Net returns the evaluator's net, or nil for the hand-feature evaluation.
func (e *Evaluator) Net() *Net {
	if e == nil {
		return nil
	}
	return e.net
}

// Weights returns the hand-feature weights of variant v (the default
// weights for a nil Evaluator; meaningless for a net).
func (e *Evaluator) Weights(v engine.Variant) Weights {
	if e == nil {
		return defaultWeights[v]
	}
	return e.hand[v]
}

// String names the evaluation: "hand", or "net" with its architecture
// and source.
func (e *Evaluator) String() string {
	if e == nil {
		return "hand"
	}
	return e.name
}

// defaultEvaluator is the evaluation a new searcher uses: the embedded
// net, parsed once. It is immutable, like every Evaluator.
var defaultEvaluator = func() *Evaluator {
	n, err := DefaultNet()
	if err != nil {
		// The embedded file is part of the build and checked by the
		// tests: a failure here is a broken build, not bad input.
		panic(fmt.Sprintf("eval: %v", err))
	}
	return NewNetEvaluator(n, "embedded")
}()

// Default returns the default evaluation of a searcher: the embedded net
// (default.net). It is shared and immutable. A nil *Evaluator is still the
// hand-feature evaluation with the default weights.
func Default() *Evaluator { return defaultEvaluator }
