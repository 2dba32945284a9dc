package search

// SetFullEval turns the incremental evaluation of leaves off (on = true)
// or on, so that tests can compare the two.
func SetFullEval(o *Options, on bool) { o.fullEval = on }
