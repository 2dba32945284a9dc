package tune

import (
	"fmt"

	"github.com/baoengine/bao/internal/atomicfile"
)

// checkOut returns an error naming --out when out is the same file as
// one of inputs: a run reads its inputs before it writes, and writing
// over one would destroy the data (or the start net) it was given.
func checkOut(out string, inputs []string) error {
	if err := atomicfile.CheckNotInput(out, inputs...); err != nil {
		return fmt.Errorf("--out: %w", err)
	}
	return nil
}
