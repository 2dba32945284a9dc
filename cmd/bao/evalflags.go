package main

import (
	"fmt"
	"github.com/baoengine/bao/eval"
	"github.com/spf13/pflag"
)

// evalFlags are --eval and --evalfile: the evaluation the search uses.
type evalFlags struct {
	fs   *pflag.FlagSet
	kind *string
	file *string
}

func addEvalFlags(fs *pflag.FlagSet) *evalFlags {
	return &evalFlags{
		fs:   fs,
		kind: fs.String("eval", "net", "evaluation: net (the neural net, the default) or hand (the hand-feature weights)"),
		file: fs.String("evalfile", "", "net file for --eval net (default: the net built into the program); implies --eval net"),
	}
}

// evaluator returns the chosen evaluation for search.Options.Eval: nil for
// the hand-feature evaluation. A bad value is a usage error, a net file
// that fails to load a runtime error.
func (f *evalFlags) evaluator(cmd string) (*eval.Evaluator, error) {
	kind := *f.kind
	if *f.file != "" && !f.fs.Changed("eval") {
		kind = "net"
	}
	switch kind {
	case "hand":
		if *f.file != "" {
			return nil, usagef("%s: --evalfile needs --eval net", cmd)
		}
		return nil, nil
	case "net":
	default:
		return nil, usagef("%s: --eval %q: want hand or net", cmd, kind)
	}
	if *f.file == "" {
		return eval.Default(), nil
	}
	n, err := eval.LoadNet(*f.file)
	if err != nil {
		return nil, fmt.Errorf("%s: --evalfile: %w", cmd, err)
	}
	return eval.NewNetEvaluator(n, *f.file), nil
}
