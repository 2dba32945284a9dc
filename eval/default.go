package eval

import "fmt"

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
