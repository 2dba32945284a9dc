package wdl

import (
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/tune"
)

// Result is the fit of one variant, or why there is none.
type Result struct {
	OK bool
	// TooFew says that there were fewer scored moves than the fit
	// needs (Fit's minMoves), and Why says so; a caller that calls the
	// minimum otherwise (a command, by its flag) may word Why anew.
	TooFew  bool
	Why     string // why there is no fit; the report and the block show it
	Fit     tune.WinScaleFit
	Current float64 // the scale in use now, eval.WinScale
}

// Fit fits the scale of variant v to d when d has at least minMoves
// samples.
func (d *Data) Fit(v engine.Variant, minMoves int) Result {
	res := Result{Current: eval.WinScale(v)}
	if len(d.Samples) < minMoves {
		res.TooFew = true
		res.Why = fmt.Sprintf("%d scored moves, fewer than the %d a fit needs", len(d.Samples), minMoves)
		return res
	}
	f, err := tune.FitWinScale(d.Samples)
	if err != nil {
		res.Why = err.Error()
		return res
	}
	res.OK, res.Fit = true, f
	return res
}
