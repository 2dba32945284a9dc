package bench

import (
	"context"
	"fmt"
	"io"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// StabilityFrom is the first depth whose score counts in Stability.
const StabilityFrom = 10

// Stability measures how much the score of iterative deepening swings from
// one depth to the next: for every bench position it searches to maxDepth
// with one thread and a cleared table and averages |score(d) - score(d-1)|
// over d = StabilityFrom+1 .. maxDepth, leaving out steps where either
// score is a proven win or loss. It writes one line per position and
// returns the mean over all steps, in centi-seeds.
func Stability(w io.Writer, maxDepth int, opts search.Options) (float64, error) {
	return StabilityContext(context.Background(), w, maxDepth, opts)
}

// StabilityContext is Stability that ends early once ctx is done: the
// search in progress stops, its position gets no line, no summary is
// written, and the error wraps ctx's.
func StabilityContext(ctx context.Context, w io.Writer, maxDepth int, opts search.Options) (float64, error) {
	opts.Threads = 1
	opts.MultiPV = 1
	s := search.New(opts)
	var sum, steps int
	for i, bp := range Positions {
		r := engine.DefaultRules(bp.Variant)
		p, err := engine.ParsePosition(bp.BFEN, bp.Variant)
		if err != nil {
			return 0, fmt.Errorf("bench position %d (%s): %w", i+1, bp.Name, err)
		}
		if err := ctx.Err(); err != nil {
			return 0, fmt.Errorf("stability stopped before position %d: %w", i+1, err)
		}
		s.Clear()
		scores := make(map[int]search.Info)
		s.SearchContext(ctx, &r, p, nil, search.Limits{Depth: maxDepth}, func(in search.Info) {
			if in.Bound == search.Exact && in.MultiPV == 1 {
				scores[in.Depth] = in
			}
		})
		if err := ctx.Err(); err != nil {
			return 0, fmt.Errorf("stability stopped at position %d: %w", i+1, err)
		}
		posSum, posSteps := 0, 0
		for d := StabilityFrom + 1; d <= maxDepth; d++ {
			a, okA := scores[d-1]
			b, okB := scores[d]
			if !okA || !okB || a.Score.IsProven() || b.Score.IsProven() {
				continue
			}
			posSum += abs(int(b.Score - a.Score))
			posSteps++
		}
		sum += posSum
		steps += posSteps
		mean := 0.0
		if posSteps > 0 {
			mean = float64(posSum) / float64(posSteps)
		}
		if _, err := fmt.Fprintf(w, "Position %2d/%d %-10s %-28s steps %2d mean |delta| %7.1f\n",
			i+1, len(Positions), bp.Variant, bp.Name, posSteps, mean); err != nil {
			return 0, fmt.Errorf("stability: write: %w", err)
		}
	}
	if steps == 0 {
		return 0, fmt.Errorf("stability: no depth step between %d and %d without a proven score", StabilityFrom, maxDepth)
	}
	mean := float64(sum) / float64(steps)
	if _, err := fmt.Fprintf(w, "\nScore steps     : %d (depths %d..%d)\nMean |delta|    : %.1f centi-seeds\n",
		steps, StabilityFrom, maxDepth, mean); err != nil {
		return 0, fmt.Errorf("stability: write: %w", err)
	}
	return mean, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
