package main

import (
	"fmt"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/judge/suite"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/search"
)

const suiteExamples = `  bao suite
  bao suite --variant kete --depth 6
  bao suite --nodes 5000 --misses --option QDepth=0
  bao suite --file my.txt --variant kiswahili
`

func runSuite(e *env) error {
	fs := newFlags(e, "suite", suite.About, suiteExamples)
	r := suite.Report{Options: search.DefaultOptions()}
	variant := fs.String("variant", "all", "kiswahili, kete, kujifunza, all, or a list: kete,kujifunza")
	depth := fs.Int("depth", 0, "measure this depth only (0: no depth limit; with no --nodes either, the three default settings)")
	nodes := fs.Uint64("nodes", 0, "measure this node budget only (0: no node limit; with no --depth either, the three default settings)")
	file := fs.String("file", "", "a suite file (BFEN | variant | winning moves | losing moves) instead of the built-in suites")
	fs.IntVar(&r.Options.HashMiB, "hash", 16, hashHelp("transposition table"))
	fs.BoolVar(&r.Misses, "misses", false, "list the positions where a losing move was played (with the last setting)")
	ef := addEvalFlags(fs)
	settings := fs.StringArray("option", nil, "a search heuristic option NAME=VALUE as setoption sets it, e.g. QDepth=4 (repeat for more)")
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	if err := protocol.SetSearchOptions(&r.Options, *settings); err != nil {
		return usagef("suite: --option: %v", err)
	}
	var err error
	if r.Variants, err = datagen.ParseVariants(*variant); err != nil {
		return usagef("--variant: %v", err)
	}
	if *depth < 0 {
		return usagef("suite: --depth %d: want 0 or more (0: no depth limit)", *depth)
	}
	if err := search.CheckHashMiB(r.Options.HashMiB); err != nil {
		return usagef("suite: --%v", err)
	}
	r.Settings = suite.Settings(*depth, *nodes)
	if r.Suites, err = suite.Load(*file, r.Variants); err != nil {
		return err
	}
	if r.Options.Eval, err = ef.evaluator("suite"); err != nil {
		return err
	}
	ctx := e.context()
	err = r.WriteContext(ctx, e.stdout)
	if err != nil && ctx.Err() != nil {
		fmt.Fprintln(e.stdout, "Interrupted: the rows above are complete")
		return fmt.Errorf("suite: %w", errInterrupted)
	}
	return err
}
