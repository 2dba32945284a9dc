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

// checkWritable returns an error naming --out when out cannot be
// written (a missing folder, a folder, no permission), found out before
// the long run whose result it is to hold rather than after it.
func checkWritable(out string) error {
	if err := atomicfile.CheckWritable(out); err != nil {
		return fmt.Errorf("--out %s: cannot write the file: %w", out, err)
	}
	return nil
}
