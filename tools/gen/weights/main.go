// Command weights rewrites eval/weights.go, the hand-feature weights, in
// the form tune.WeightsSource gives it: the weights eval has now and the
// note of the file's header (the fitted K and losses of the last tuning)
// are kept. Run it with "go generate ./eval" after a change to the
// generator (tune/gosource.go); new weights come from "bao tune hand
// --data FILES --out eval/weights.go", which writes the same form.
//
// # What it owns and what it must not import
//
// It owns only the reading of the header's note. It imports engine, eval
// and tune.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/tune"
)

func main() {
	file := flag.String("file", "weights.go", "the weights file to rewrite")
	flag.Parse()
	if err := rewrite(*file); err != nil {
		fmt.Fprintf(os.Stderr, "weights: %v\n", err)
		os.Exit(1)
	}
}

// rewrite writes file anew from eval's weights and the file's own note.
func rewrite(file string) error {
	old, err := os.ReadFile(file)
	if err != nil {
		return fmt.Errorf("reading the weights file: %w", err)
	}
	src, err := source(old)
	if err != nil {
		return err
	}
	if err := os.WriteFile(file, src, 0o644); err != nil {
		return fmt.Errorf("writing the weights file: %w", err)
	}
	return nil
}

// source returns the weights file for eval's current weights with the
// note of old, the file as it was.
func source(old []byte) ([]byte, error) {
	var w [len(engine.Variants)]eval.Weights
	for _, v := range engine.Variants {
		w[v] = eval.DefaultWeights(v)
	}
	src, err := tune.WeightsSource(w, note(old))
	if err != nil {
		return nil, fmt.Errorf("weights source: %w", err)
	}
	return src, nil
}

// note returns the note lines of a weights file's header: the comment
// lines before the package clause that follow a bare "//" line.
func note(file []byte) []string {
	header, _, _ := bytes.Cut(file, []byte("\npackage "))
	lines := strings.Split(string(header), "\n")
	var out []string
	for i := 1; i < len(lines); i++ {
		if lines[i-1] == "//" && strings.HasPrefix(lines[i], "// ") {
			out = append(out, strings.TrimPrefix(lines[i], "// "))
		}
	}
	return out
}
