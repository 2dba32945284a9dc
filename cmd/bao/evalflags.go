package main

import (
	"errors"
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

// evaluator returns the chosen evaluation for search.Options.Eval
// (eval.Choose): nil for the hand-feature evaluation. A bad choice is a
// usage error, a net file that fails to load a runtime error.
func (f *evalFlags) evaluator(cmd string) (*eval.Evaluator, error) {
	ev, err := eval.Choose(*f.kind, f.fs.Changed("eval"), *f.file)
	var ce eval.ChoiceError
	switch {
	case errors.As(err, &ce):
		return nil, usagef("%s: %v", cmd, err)
	case err != nil:
		return nil, fmt.Errorf("%s: %w", cmd, err)
	}
	return ev, nil
}
