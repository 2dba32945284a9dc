package tune

import (
	"fmt"

	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/field"
)

// checkOut returns an error naming the field out when out is the same
// file as one of inputs: a run reads its inputs before it writes, and
// writing over one would destroy the data (or the start net) it was
// given.
func checkOut(out string, inputs []string) error {
	if err := atomicfile.CheckNotInput(out, inputs...); err != nil {
		return field.Wrap("out", "", err)
	}
	return nil
}

// checkWritable returns an error naming the field out when out cannot be
// written (a missing folder, a folder, no permission), found out before
// the long run whose result it is to hold rather than after it.
func checkWritable(out string) error {
	if err := atomicfile.CheckWritable(out); err != nil {
		return field.Errorf("out", out, "cannot write the file: %w", err)
	}
	return nil
}

// emptyOutError is the error of a run with no output file; it names the
// field out.
type emptyOutError struct{}

func (e emptyOutError) Error() string { return e.Text(nil) }

// Text names the field as n names it.
func (emptyOutError) Text(n field.Namer) string { return field.Name(n, "out") + " is empty" }

// lrError is the error of a training that diverged (ErrDiverged, or
// weights that cannot be rounded): its message ends with the remedy, a
// smaller learning rate (the field lr), and the rate now.
type lrError struct {
	err error
	lr  float64
}

func (e *lrError) Error() string { return e.Text(nil) }

// Text names the field as n names it.
func (e *lrError) Text(n field.Namer) string {
	return fmt.Sprintf("%v (lower %s, now %v)", e.err, field.Name(n, "lr"), e.lr)
}

// Unwrap returns the training's error.
func (e *lrError) Unwrap() error { return e.err }
