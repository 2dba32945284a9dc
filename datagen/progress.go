package datagen

import (
	"fmt"
	"time"
)

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
