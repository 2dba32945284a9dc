package datagen

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
