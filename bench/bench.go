package bench

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// DefaultDepth is the bench depth: the whole set takes a few seconds on
// the development machine.
const DefaultDepth = 16

// Run searches every bench position to depth with one thread, the table
// cleared before each position, and writes one line per position and then
// the summary whose last lines are
//
//	Total time (ms) : N
//	Nodes searched  : N
//	Nodes/second    : N
//	N nodes N nps
//
// It returns the total node count (the behaviour signature: the same on
// every machine and run for given options and depth) and the time taken.
// opts.Threads is forced to 1. With an evaluation cache (opts.EvalCache)
// an "Eval cache hits" line precedes "Table hits".
func Run(w io.Writer, depth int, opts search.Options) (uint64, time.Duration, error) {
	return RunContext(context.Background(), w, depth, opts)
}

// RunContext is Run that ends early once ctx is done: the search in
// progress stops, its position gets no line, no summary is written, and
// the error wraps ctx's. So a deep bench (the protocol's "bench 40") can
// be stopped.
func RunContext(ctx context.Context, w io.Writer, depth int, opts search.Options) (uint64, time.Duration, error) {
	opts.Threads = 1
	s := search.New(opts)
	var total, probes, hits, eprobes, ehits uint64
	var elapsed time.Duration
	for i, bp := range Positions {
		r := engine.DefaultRules(bp.Variant)
		p, err := engine.ParsePosition(bp.BFEN, bp.Variant)
		if err != nil {
			return 0, 0, fmt.Errorf("bench position %d (%s): %w", i+1, bp.Name, err)
		}
		if err := ctx.Err(); err != nil {
			return 0, 0, fmt.Errorf("bench stopped before position %d: %w", i+1, err)
		}
		s.Clear()
		start := time.Now()
		res := s.SearchContext(ctx, &r, p, nil, search.Limits{Depth: depth}, nil)
		el := time.Since(start)
		if err := ctx.Err(); err != nil {
			return 0, 0, fmt.Errorf("bench stopped at position %d: %w", i+1, err)
		}
		elapsed += el
		total += res.Nodes
		probes += res.TTProbes
		hits += res.TTHits
		ep, eh := s.EvalCacheStats()
		eprobes += ep
		ehits += eh
		if _, err := fmt.Fprintf(w, "Position %2d/%d %-10s %-28s best %-5v score %6d nodes %10d time %6d ms\n",
			i+1, len(Positions), bp.Variant, bp.Name, res.Best, res.Score, res.Nodes, el.Milliseconds()); err != nil {
			return 0, 0, fmt.Errorf("bench: write: %w", err)
		}
	}
	nps := uint64(float64(total) / max(elapsed.Seconds(), 1e-9))
	hitRate := 100 * float64(hits) / max(float64(probes), 1)
	if opts.EvalCache > 0 {
		if _, err := fmt.Fprintf(w, "\nEval cache hits : %.1f%% of %d probes", 100*float64(ehits)/max(float64(eprobes), 1), eprobes); err != nil {
			return 0, 0, fmt.Errorf("bench: write: %w", err)
		}
	}
	_, err := fmt.Fprintf(w, "\nTable hits      : %.1f%% of %d probes\nTotal time (ms) : %d\nNodes searched  : %d\nNodes/second    : %d\n%d nodes %d nps\n",
		hitRate, probes, elapsed.Milliseconds(), total, nps, total, nps)
	if err != nil {
		return 0, 0, fmt.Errorf("bench: write: %w", err)
	}
	return total, elapsed, nil
}
