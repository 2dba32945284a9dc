package wdl

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/tune"
)

// Fits fits every variant of c with data (Data.Fit with minMoves) and
// returns the fits, for WriteReport and WriteBlock, and how many variants
// were fitted.
func Fits(c Collection, minMoves int) (fits map[engine.Variant]Result, fitted int) {
	fits = map[engine.Variant]Result{}
	for _, v := range engine.Variants {
		d := c[v]
		if d == nil {
			continue
		}
		res := d.Fit(v, minMoves)
		fits[v] = res
		if res.OK {
			fitted++
		}
	}
	return fits, fitted
}

// WriteReport writes the report of the fits of c's variants to w: the
// curve, then per variant with data the games and moves, the fit or why
// there is none, the log losses and the calibration table.
func WriteReport(w io.Writer, c Collection, fits map[engine.Variant]Result) {
	fmt.Fprintf(w, "Win probability P = 1/(1+exp(-score/scale)), score in centi-seeds from the mover's view.\n")
	for _, v := range engine.Variants {
		if d, res := c[v], fits[v]; d != nil {
			writeVariant(w, v, d, res)
		}
	}
}

// writeVariant writes the fit and the calibration table of a variant.
func writeVariant(w io.Writer, v engine.Variant, d *Data, res Result) {
	fmt.Fprintf(w, "\n%s: %d games, %d scored moves", v, d.Games, len(d.Samples))
	if len(d.Skipped) > 0 {
		reasons := make([]string, 0, len(d.Skipped))
		for r, n := range d.Skipped {
			reasons = append(reasons, fmt.Sprintf("%d %s", n, r))
		}
		sort.Strings(reasons)
		fmt.Fprintf(w, " (games left out: %s)", strings.Join(reasons, ", "))
	}
	fmt.Fprintln(w)
	if !res.OK {
		fmt.Fprintf(w, "  no fit: %s; the scale stays %.1f\n", res.Why, res.Current)
		return
	}
	fmt.Fprintf(w, "  fitted scale %.1f centi-seeds (standard error %.1f, clustered by game); in use now %.1f\n",
		res.Fit.Scale, res.Fit.SE, res.Current)
	fmt.Fprintf(w, "  log loss: fitted %.4f, in use now %.4f, coin 0.6931\n",
		tune.LogLoss(d.Samples, res.Fit.Scale), tune.LogLoss(d.Samples, res.Current))
	fmt.Fprintf(w, "  %-18s %7s %8s %9s %8s %8s\n", "score (seeds)", "moves", "mean", "observed", "fitted", "now")
	for _, b := range Table(d.Samples, res.Fit.Scale, res.Current) {
		fmt.Fprintf(w, "  %-18s %7d %+8.2f %8.1f%% %7.1f%% %7.1f%%\n", bucketName(b.Lo, b.Hi), b.N,
			b.MeanScore/100, 100*b.Observed, 100*b.Predicted, 100*b.Current)
	}
}

// bucketName writes a score range in seeds: "[-2.50, -1.50)", "< -15.00".
// The finite edges are whole centi-seeds (the bucket edges).
func bucketName(lo, hi float64) string {
	seeds := func(cs float64) string { return score.Score(math.Round(cs)).Seeds() }
	switch {
	case math.IsInf(lo, -1):
		return "< " + seeds(hi)
	case math.IsInf(hi, 1):
		return ">= " + seeds(lo)
	}
	return "[" + seeds(lo) + ", " + seeds(hi) + ")"
}
