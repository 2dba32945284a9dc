package cli

import (
	"fmt"

	"github.com/baoengine/bao/eval"
	"github.com/spf13/pflag"
)

// EvalFlags are --eval and --evalfile: the evaluation the search uses.
type EvalFlags struct {
	fs   *pflag.FlagSet
	kind *string
	file *string
}

// AddEvalFlags declares --eval and --evalfile on fs.
func AddEvalFlags(fs *pflag.FlagSet) *EvalFlags {
	return &EvalFlags{
		fs:   fs,
		kind: fs.String("eval", "net", "evaluation: net (the neural net, the default) or hand (the hand-feature weights)"),
		file: fs.String("evalfile", "", "net file for --eval net (default: the net built into the program); implies --eval net"),
	}
}

// File returns the --evalfile path ("" for the embedded net): a file the
// command reads, which no output may name.
func (f *EvalFlags) File() string { return *f.file }

// Evaluator returns the chosen evaluation for search.Options.Eval: nil
// for the hand-feature evaluation (--eval hand), eval.Default for the
// embedded net, else the net loaded from --evalfile; a file given
// without --eval implies the net. A choice that makes no sense (an
// unknown kind, a file with the hand evaluation) is a usage error, a net
// file that fails to load a runtime error; both start with cmd.
func (f *EvalFlags) Evaluator(cmd string) (*eval.Evaluator, error) {
	kind, file := *f.kind, *f.file
	if file != "" && !f.fs.Changed("eval") {
		kind = "net"
	}
	switch kind {
	case "hand":
		if file != "" {
			return nil, Usagef("%s: --evalfile needs --eval net", cmd)
		}
		return nil, nil
	case "net":
	default:
		return nil, Usagef("%s: --eval %q: want hand or net", cmd, kind)
	}
	if file == "" {
		return eval.Default(), nil
	}
	n, err := eval.LoadNet(file)
	if err != nil {
		return nil, fmt.Errorf("%s: --evalfile: %w", cmd, err)
	}
	return eval.NewNetEvaluator(n, file), nil
}
