package datagen

import (
	"fmt"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
)

// Tally counts samples per variant: results from the side to move's
// view, proven-win scores and plies ("bao datagen info").
type Tally [len(engine.Variants)]VariantTally

// VariantTally is one variant's counts.
type VariantTally struct {
	Samples          int64
	Won, Lost, Drawn int64 // by Result, from the side to move's view
	WinScores        int64 // samples whose score is a proven win (search.IsWin)
	Plies            int64 // the sum of the samples' plies
	MinPly, MaxPly   int
}

// Add counts samples.
func (t *Tally) Add(samples []Sample) {
	for i := range samples {
		s := &samples[i]
		c := &t[s.Variant]
		if c.Samples == 0 || int(s.Pos.Ply) < c.MinPly {
			c.MinPly = int(s.Pos.Ply)
		}
		c.MaxPly = max(c.MaxPly, int(s.Pos.Ply))
		c.Samples++
		c.Plies += int64(s.Pos.Ply)
		switch s.Result {
		case 1:
			c.Won++
		case -1:
			c.Lost++
		default:
			c.Drawn++
		}
		if score.Score(s.Score).IsProven() {
			c.WinScores++
		}
	}
}

// Table returns the counts as a text table, a line per variant with
// samples, shares in percent and the plies' minimum/mean/maximum.
func (t *Tally) Table() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-10s %10s %7s %7s %7s %9s %17s\n", "variant", "samples", "won", "lost", "drawn", "win score", "ply min/mean/max")
	for _, v := range engine.Variants {
		c := t[v]
		if c.Samples == 0 {
			continue
		}
		pct := func(x int64) string { return fmt.Sprintf("%.1f%%", 100*float64(x)/float64(c.Samples)) }
		fmt.Fprintf(&b, "%-10s %10d %7s %7s %7s %9s %17s\n", v, c.Samples, pct(c.Won), pct(c.Lost), pct(c.Drawn), pct(c.WinScores),
			fmt.Sprintf("%d/%.0f/%d", c.MinPly, float64(c.Plies)/float64(c.Samples), c.MaxPly))
	}
	return b.String()
}
