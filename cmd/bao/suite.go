package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/baoengine/bao/bench/suite"
	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

const suiteAbout = `Measure the engine against the truth: how often it plays a winning move in
positions proven won for the side to move (the built-in suites, built by
"bao datagen suite" from self-play games: every legal move of every position
is proven winning or losing by the proof-number solver, and at most half of
the moves win). Each position is searched with one thread and a cleared
table, so the figures are the same on every machine. By default three
settings are measured: depth 1, depth 3 and 300 nodes; --depth or --nodes
measures one setting instead. The "random" column is the rate of a player
choosing a legal move at random.

A search that claims a proven win with a losing move, or a proven loss in a
won position, contradicts the solver: that is reported and exits 1.`

const suiteExamples = `  bao suite
  bao suite --variant kete --depth 6
  bao suite --nodes 5000 --misses
  bao suite --file my.txt --variant kiswahili
`

// suiteSetting is one measured search setting.
type suiteSetting struct {
	name string
	lim  search.Limits
}

func runSuite(e *env) error {
	fs := newFlags(e, "suite", suiteAbout, suiteExamples)
	variant := fs.String("variant", "all", "kiswahili, kete, kujifunza, all, or a list: kete,kujifunza")
	depth := fs.Int("depth", 0, "measure this depth only")
	nodes := fs.Uint64("nodes", 0, "measure this node budget only")
	file := fs.String("file", "", "a suite file (BFEN | variant | winning moves | losing moves) instead of the built-in suites")
	hash := fs.Int("hash", 16, "table size in MiB")
	misses := fs.Bool("misses", false, "list the positions where a losing move was played (with the last setting)")
	ef := addEvalFlags(fs)
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	vs, err := datagen.ParseVariants(*variant)
	if err != nil {
		return usagef("--variant: %v", err)
	}
	if *depth < 0 || *hash < 1 {
		return usagef("suite: --depth %d, --hash %d: want depth 0 or more and at least 1 MiB", *depth, *hash)
	}
	settings := []suiteSetting{
		{"depth 1", search.Limits{Depth: 1}},
		{"depth 3", search.Limits{Depth: 3}},
		{"300 nodes", search.Limits{Nodes: 300}},
	}
	if *depth > 0 || *nodes > 0 {
		s := suiteSetting{lim: search.Limits{Depth: *depth, Nodes: *nodes}}
		s.name = datagen.BudgetText(*depth, *nodes)
		settings = []suiteSetting{s}
	}
	suites := map[engine.Variant][]suite.Entry{}
	if *file != "" {
		f, err := os.Open(*file)
		if err != nil {
			return fmt.Errorf("suite: %w", err)
		}
		all, err := suite.Parse(f, *file)
		f.Close()
		if err != nil {
			return fmt.Errorf("suite: %w", err)
		}
		for _, se := range all {
			suites[se.Variant] = append(suites[se.Variant], se)
		}
	} else {
		for _, v := range vs {
			if suites[v], err = suite.Builtin(v); err != nil {
				return err
			}
		}
	}
	opts := search.DefaultOptions()
	opts.HashMiB = *hash
	if opts.Eval, err = ef.evaluator("suite"); err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-10s %9s %8s", "variant", "positions", "random")
	for _, s := range settings {
		fmt.Fprintf(&b, " %10s", s.name)
	}
	fmt.Fprintln(e.stdout, b.String())
	var contradictions []string
	measured := 0
	for _, v := range vs {
		entries := suites[v]
		if len(entries) == 0 {
			continue
		}
		measured++
		b.Reset()
		var missed []string
		for i, s := range settings {
			choose := suite.SearchChooser(opts, s.lim)
			var last []string
			sc := suite.Measure(entries, func(se *suite.Entry) (engine.Move, int) {
				m, score := choose(se)
				if !se.Wins(m) {
					last = append(last, fmt.Sprintf("  line %d: %s plays %v (score %d); winning: %s", se.Line, se.Pos.String(), m, score, moveList(se.Win)))
				}
				return m, score
			})
			if i == 0 {
				fmt.Fprintf(&b, "%-10s %9d %7.1f%%", v, sc.Positions, 100*sc.RandomRate())
			}
			fmt.Fprintf(&b, " %9.1f%%", 100*sc.Rate())
			if sc.FalseClaims > 0 || sc.LossClaims > 0 {
				contradictions = append(contradictions, fmt.Sprintf("%s, %s: %d proven-win scores with a losing move, %d proven-loss scores",
					v, s.name, sc.FalseClaims, sc.LossClaims))
			}
			missed = last
		}
		fmt.Fprintln(e.stdout, b.String())
		if *misses && len(missed) > 0 {
			fmt.Fprintf(e.stdout, "%s: losing moves played with %s:\n%s\n", v, settings[len(settings)-1].name, strings.Join(missed, "\n"))
		}
	}
	if measured == 0 {
		return fmt.Errorf("suite: no positions of %s in the suite", datagen.VariantsText(vs))
	}
	if len(contradictions) > 0 {
		return errors.New("suite: the search contradicts the solver's proofs: " + strings.Join(contradictions, "; "))
	}
	return nil
}

func moveList(ms []engine.Move) string {
	s := make([]string, len(ms))
	for i, m := range ms {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}
