package eval

// weights.go is rewritten by tools/gen/weights in the form of
// tune.WeightsSource, keeping the weights and the note it has.
//go:generate go run ../tools/gen/weights
