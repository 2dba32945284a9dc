package suitecmd

import (
	"fmt"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/judge/suite"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/search"
)

// Command returns "bao suite".
func Command() cli.Command {
	return cli.Command{Summary: "how often the engine plays a winning move in positions proven won", Run: run}
}

// about is the description that "bao suite --help" prints.
const about = `Measure the engine against the truth: how often it plays a winning move in
positions proven won for the side to move (the built-in suites, built by
"bao datagen suite" from self-play games: every legal move of every position
is proven winning or losing by the proof-number solver, and at most half of
the moves win). Each position is searched with one thread and a cleared
table, so the figures are the same on every machine. By default three
settings are measured: depth 1, depth 3 and 300 nodes; --depth or --nodes
measures one setting instead (both: the search stops at either). 0, their
default, is no limit: --depth 0 with no --nodes (or --nodes 0 with no
--depth) measures the three default settings. The "random" column is the
rate of a player choosing a legal move at random.

A search that claims a proven win with a losing move, or a proven loss in a
won position, contradicts the solver: that is reported and exits 1.

Ctrl-C or SIGTERM stops the measure: the rows printed are complete, the row
being measured is left out, and the exit code is 130.`

const examples = `  bao suite
  bao suite --variant kete --depth 6
  bao suite --nodes 5000 --misses --option QDepth=0
  bao suite --file my.txt --variant kiswahili
`

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "suite", about, examples)
	r := suite.Report{Options: search.DefaultOptions()}
	variant := fs.String("variant", "all", "kiswahili, kete, kujifunza, all, or a list: kete,kujifunza")
	depth := fs.Int("depth", 0, "measure this depth only (0: no depth limit; with no --nodes either, the three default settings)")
	nodes := fs.Uint64("nodes", 0, "measure this node budget only (0: no node limit; with no --depth either, the three default settings)")
	file := fs.String("file", "", "a suite file (BFEN | variant | winning moves | losing moves) instead of the built-in suites")
	fs.IntVar(&r.Options.HashMiB, "hash", 16, cli.HashHelp("transposition table"))
	fs.BoolVar(&r.Misses, "misses", false, "list the positions where a losing move was played (with the last setting)")
	ef := cli.AddEvalFlags(fs)
	settings := fs.StringArray("option", nil, "a search heuristic option NAME=VALUE as setoption sets it, e.g. QDepth=4 (repeat for more)")
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	if err := protocol.SetSearchOptions(&r.Options, *settings); err != nil {
		return cli.Usagef("suite: --option: %v", err)
	}
	var err error
	if r.Variants, err = datagen.ParseVariants(*variant); err != nil {
		return cli.Usagef("--variant: %v", err)
	}
	if *depth < 0 {
		return cli.Usagef("suite: --depth %d: want 0 or more (0: no depth limit)", *depth)
	}
	if err := search.CheckHashMiB(r.Options.HashMiB); err != nil {
		return cli.Usagef("suite: --%v", err)
	}
	r.Settings = suite.Settings(*depth, *nodes)
	if r.Suites, err = suite.Load(*file, r.Variants); err != nil {
		return err
	}
	if r.Options.Eval, err = ef.Evaluator("suite"); err != nil {
		return err
	}
	ctx := e.Context()
	err = r.WriteContext(ctx, e.Stdout)
	if err != nil && ctx.Err() != nil {
		fmt.Fprintln(e.Stdout, "Interrupted: the rows above are complete")
		return fmt.Errorf("suite: %w", cli.ErrInterrupted)
	}
	return err
}
