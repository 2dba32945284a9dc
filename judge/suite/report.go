package suite

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// Setting is one measured search setting: its column's name and the
// search's limits.
type Setting struct {
	Name   string
	Limits search.Limits
}

// Settings returns the settings "bao suite" measures: depth 1, depth 3
// and 300 nodes, or, when a depth or a node budget is given, that one.
func Settings(depth int, nodes uint64) []Setting {
	if depth > 0 || nodes > 0 {
		return []Setting{{datagen.BudgetText(depth, nodes), search.Limits{Depth: depth, Nodes: nodes}}}
	}
	return []Setting{
		{"depth 1", search.Limits{Depth: 1}},
		{"depth 3", search.Limits{Depth: 3}},
		{"300 nodes", search.Limits{Nodes: 300}},
	}
}

// Report is the measure "bao suite" prints: every setting on the suite of
// each variant, a row per variant.
type Report struct {
	Variants []engine.Variant
	Suites   map[engine.Variant][]Entry // a variant without entries is left out
	Settings []Setting
	Options  search.Options // the searcher's options (SearchChooser)
	// Misses lists, under a variant's row, the positions where the last
	// setting played a losing move.
	Misses bool
	// Chooser, if not nil, replaces the search: it returns the Chooser of
	// a setting.
	Chooser func(Setting) Chooser
}

// Write measures the settings and prints the table to w: the header, then
// each variant's positions, the random mover's rate and each setting's
// rate of winning moves, each row as soon as it is measured. The error
// says when no variant had positions, or when a search contradicted the
// solver: a proven-win score with a losing move, or a proven-loss score
// in a won position.
func (r *Report) Write(w io.Writer) error {
	return r.WriteContext(context.Background(), w)
}

// WriteContext is Write that ends early once ctx is done: the rows
// printed before are complete, the row being measured is left out, and
// the error wraps ctx's.
func (r *Report) WriteContext(ctx context.Context, w io.Writer) error {
	if !slices.ContainsFunc(r.Variants, func(v engine.Variant) bool { return len(r.Suites[v]) > 0 }) {
		// Said before the table's header, which would head nothing.
		return fmt.Errorf("suite: no positions of %s in the suite", datagen.VariantsText(r.Variants))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-10s %9s %8s", "variant", "positions", "random")
	for _, s := range r.Settings {
		fmt.Fprintf(&b, " %10s", s.Name)
	}
	fmt.Fprintln(w, b.String())
	var contradictions []string
	for _, v := range r.Variants {
		entries := r.Suites[v]
		if len(entries) == 0 {
			continue
		}
		b.Reset()
		var missed []string
		for i, s := range r.Settings {
			choose := r.chooser(ctx, s)
			var last []string
			sc, err := MeasureContext(ctx, entries, func(se *Entry) (engine.Move, score.Score) {
				m, v := choose(se)
				if !se.Wins(m) {
					last = append(last, fmt.Sprintf("  line %d: %s plays %v (score %d); winning: %s", se.Line, se.Pos.String(), m, v, movesText(se.Win)))
				}
				return m, v
			})
			if err == nil {
				// A search cut short in the last entry played a move
				// that means nothing.
				err = ctx.Err()
			}
			if err != nil {
				return fmt.Errorf("stopped while measuring %s with %s: %w", v, s.Name, err)
			}
			if i == 0 {
				fmt.Fprintf(&b, "%-10s %9d %7.1f%%", v, sc.Positions, 100*sc.RandomRate())
			}
			fmt.Fprintf(&b, " %9.1f%%", 100*sc.Rate())
			if sc.FalseClaims > 0 || sc.LossClaims > 0 {
				contradictions = append(contradictions, fmt.Sprintf("%s, %s: %d proven-win scores with a losing move, %d proven-loss scores",
					v, s.Name, sc.FalseClaims, sc.LossClaims))
			}
			missed = last
		}
		fmt.Fprintln(w, b.String())
		if r.Misses && len(missed) > 0 {
			fmt.Fprintf(w, "%s: losing moves played with %s:\n%s\n", v, r.Settings[len(r.Settings)-1].Name, strings.Join(missed, "\n"))
		}
	}
	if len(contradictions) > 0 {
		return errors.New("suite: the search contradicts the solver's proofs: " + strings.Join(contradictions, "; "))
	}
	return nil
}

// chooser returns the Chooser of setting s, whose searches ctx stops.
func (r *Report) chooser(ctx context.Context, s Setting) Chooser {
	if r.Chooser != nil {
		return r.Chooser(s)
	}
	return SearchChooserContext(ctx, r.Options, s.Limits)
}
