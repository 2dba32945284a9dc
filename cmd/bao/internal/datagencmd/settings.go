package datagencmd

import (
	"fmt"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/internal/shard"
)

// parseSettings sets the settings of c that bao datagen takes as text:
// the variants (datagen.ParseVariants), the random plies
// (datagen.ParseRange) and the shard ("I/N"; "" leaves c.Shard). Its
// errors name the flags.
func parseSettings(c *datagen.Config, variants, randomPlies, shardText string) error {
	var err error
	if c.Variants, err = datagen.ParseVariants(variants); err != nil {
		return fmt.Errorf("--variant: %w", err)
	}
	if c.RandomMin, c.RandomMax, err = datagen.ParseRange(randomPlies); err != nil {
		return fmt.Errorf("--random-plies: %w", err)
	}
	if shardText != "" {
		if c.Shard, err = shard.Parse(shardText); err != nil {
			return fmt.Errorf("--shard: %w", err)
		}
	}
	return nil
}
