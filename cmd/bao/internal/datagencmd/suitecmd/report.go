package suitecmd

import (
	"fmt"
	"io"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/judge/suite"
)

// reportTo sets fs's callbacks to print a line per written file to out
// and each variant's progress to log at most every period (0: none).
func reportTo(fs *suite.Files, out, log io.Writer, every time.Duration) {
	last := map[engine.Variant]time.Time{}
	fs.Progress = func(v engine.Variant, st suite.Stats) {
		if every > 0 && time.Since(last[v]) >= every {
			last[v] = time.Now()
			fmt.Fprintf(log, "suite %s: %s %s\n", v, st.Elapsed.Round(time.Second), st)
		}
	}
	fs.Done = func(w suite.Written) {
		if w.Kept {
			if w.OnDisk == 0 {
				fmt.Fprintf(out, "%s: not written: interrupted with no position kept (%s)\n", w.File, w.Stats)
				return
			}
			fmt.Fprintf(out, "%s: left as it was (%d positions): interrupted with %d (%s)\n", w.File, w.OnDisk, w.Positions, w.Stats)
			return
		}
		fmt.Fprintf(out, "%s: %d positions (random mover %.1f%%) in %s: %s\n", w.File, w.Positions,
			100*w.RandomRate, w.Stats.Elapsed.Round(time.Second), w.Stats)
	}
}
