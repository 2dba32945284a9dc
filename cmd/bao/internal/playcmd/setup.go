package playcmd

import (
	"fmt"
	"io"

	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/play"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/search"
)

// setSeed sets the game's seed of --seed: seed when it is one
// (1..level.MaxSeed), a new one drawn for this game when it is 0; a seed
// above the bound is an error.
func setSeed(c *play.Config, seed uint64) error {
	if seed > level.MaxSeed {
		return fmt.Errorf("--seed %d: want 0..%d (0: a seed drawn for the game)", seed, level.MaxSeed)
	}
	c.LevelSeed = seed
	if seed == 0 {
		c.LevelSeed = play.NewSeed()
	}
	return nil
}

// setLevel makes the engine play at the level of --level, name (a number
// or a name; "" is an error, not full strength), limits the searcher's
// options and the limits per move to it, and tells out the level and,
// below full strength, the seed that replays the engine's choices (for a
// bug report).
func setLevel(c *play.Config, name string, opts *search.Options, out io.Writer) error {
	l, err := level.Parse(name)
	if err != nil {
		return fmt.Errorf("--level: %w", err)
	}
	c.Level = l
	l.Limit(opts, &c.Limits)
	fmt.Fprintf(out, "Engine level: %s.\n", l)
	if !l.Full() {
		fmt.Fprintf(out, "Level seed: %d (--seed %d replays the engine's choices).\n", c.LevelSeed, c.LevelSeed)
	}
	return nil
}

// checkSave finds out before the game, not after it, whether the record
// can be appended to the file of --save (not a folder, not a file of
// something else); no file is no check.
func checkSave(c *play.Config) error {
	if c.Save == "" {
		return nil
	}
	if err := record.CheckAppend(c.Save); err != nil {
		return fmt.Errorf("--save: %w", err)
	}
	return nil
}
