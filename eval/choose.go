package eval

import "fmt"

// ChoiceError is a choice of evaluation that makes no sense: an unknown
// kind, or a net file with the hand-feature evaluation. Its text names the
// flag (--eval, --evalfile).
type ChoiceError string

func (e ChoiceError) Error() string { return string(e) }

// Choose returns the evaluation that the command-line flags --eval (kind:
// "hand" or "net") and --evalfile (file: a net file, "" for the embedded
// net) ask for: nil for the hand-feature evaluation, Default for the
// embedded net, else the net loaded from file. A file given without a
// kind (kindGiven false) implies the net. A bad choice is a ChoiceError;
// a net file that fails to load is an error that starts with "--evalfile: ".
func Choose(kind string, kindGiven bool, file string) (*Evaluator, error) {
	if file != "" && !kindGiven {
		kind = "net"
	}
	switch kind {
	case "hand":
		if file != "" {
			return nil, ChoiceError("--evalfile needs --eval net")
		}
		return nil, nil
	case "net":
	default:
		return nil, ChoiceError(fmt.Sprintf("--eval %q: want hand or net", kind))
	}
	if file == "" {
		return Default(), nil
	}
	n, err := LoadNet(file)
	if err != nil {
		return nil, fmt.Errorf("--evalfile: %w", err)
	}
	return NewNetEvaluator(n, file), nil
}
