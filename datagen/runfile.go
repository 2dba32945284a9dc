package datagen

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/baoengine/bao/internal/field"
)

// RunFile is the run of "bao datagen" with its file: it appends the
// self-play of cfg to the data file out (cutting back a record a killed
// run left cut, with a warning on log), prints a header line and, when
// Run returns, the summary to w, and a progress line to log at most every
// period (0: none; cfg.Progress is replaced). The summary is printed
// whether or not Run failed or was interrupted. A file that cannot be
// opened is a field.Error of the field "out".
func RunFile(ctx context.Context, cfg Config, out string, every time.Duration, w, log io.Writer) (Stats, error) {
	f, cut, err := OpenAppend(out)
	if err != nil {
		return Stats{}, fmt.Errorf("datagen: %w", field.Wrap("out", "", err))
	}
	defer f.Close()
	if cut > 0 {
		fmt.Fprintf(log, "datagen: %s ended in a cut record (a killed run): dropped its %d bytes\n", out, cut)
	}
	fmt.Fprintf(w, "Datagen: %s, %s a move, seed %d%s, %s, %d thread(s) -> %s\n", VariantsText(cfg.Variants),
		BudgetText(cfg.Depth, cfg.Nodes), cfg.Seed, cfg.Shard.Suffix(), cfg.targetText(), cfg.Threads, out)
	var last time.Time
	cfg.Progress = func(st Stats) {
		if every > 0 && time.Since(last) >= every {
			last = time.Now()
			fmt.Fprintln(log, cfg.progressLine(st))
		}
	}
	st, err := Run(ctx, cfg, f)
	if cerr := f.Close(); cerr != nil && err == nil {
		err = fmt.Errorf("datagen: %w", cerr)
	}
	st.writeSummary(w)
	return st, err
}

// writeSummary prints the figures of a finished (or interrupted) run.
func (st Stats) writeSummary(w io.Writer) {
	fmt.Fprintf(w, "Games           : %d (South won %d, North won %d, drawn at the move limit %d)\n",
		st.Games, st.South, st.North, st.Draws)
	fmt.Fprintf(w, "Positions       : %d\n", st.Positions)
	fmt.Fprintf(w, "Time            : %s\n", st.Elapsed.Round(time.Millisecond))
	fmt.Fprintf(w, "Positions/second: %.0f\n", st.PositionsPerSecond())
	if st.Interrupted {
		fmt.Fprintln(w, "Interrupted     : every finished game was written")
	}
}

// targetText describes where this shard's run stops.
func (c *Config) targetText() string {
	var parts []string
	if n := c.ShardGames(); n > 0 {
		parts = append(parts, fmt.Sprintf("%d games", n))
	}
	if c.Positions > 0 {
		parts = append(parts, fmt.Sprintf("%d positions", c.Positions))
	}
	if len(parts) == 0 {
		return "until Ctrl-C"
	}
	return "stop at " + strings.Join(parts, " or ")
}

// Fraction returns the share of this run's target that st has done, by
// whichever target (the shard's games or Positions) comes first; 0 when
// the run has no target. It exceeds 1 when the last game written went
// past Positions.
func (c *Config) Fraction(st Stats) float64 {
	frac := 0.0
	if n := c.ShardGames(); n > 0 {
		frac = float64(st.Games) / float64(n)
	}
	if c.Positions > 0 {
		frac = max(frac, float64(st.Positions)/float64(c.Positions))
	}
	return frac
}

// progressLine is one progress report: counts, speed, and with a target
// the share done and the time left (by whichever target comes first).
func (c *Config) progressLine(st Stats) string {
	line := fmt.Sprintf("datagen: %s games %d positions %d (%.0f/s)", st.Elapsed.Round(time.Second),
		st.Games, st.Positions, st.PositionsPerSecond())
	if frac := c.Fraction(st); frac > 0 {
		eta := time.Duration(float64(st.Elapsed) * (1 - frac) / frac)
		line += fmt.Sprintf(" %.1f%% ETA %s", 100*min(frac, 1), eta.Round(time.Second))
	}
	return line
}
