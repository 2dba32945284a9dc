package atomicfile

import (
	"errors"
	"fmt"
	"os"
)

// ErrOutputIsInput is the error of CheckNotInput.
var ErrOutputIsInput = errors.New("the output is one of the inputs")

// CheckNotInput returns an error wrapping ErrOutputIsInput when output
// is the same file as one of inputs, by os.SameFile (a hard link, a
// symbolic link or another spelling of the path counts). "-" (standard
// input or output) and paths that do not exist are never the same file.
func CheckNotInput(output string, inputs ...string) error {
	if output == "-" {
		return nil
	}
	out, err := os.Stat(output)
	if err != nil {
		return nil // a file that does not exist yet is no input
	}
	for _, in := range inputs {
		if in == "-" {
			continue
		}
		st, err := os.Stat(in)
		if err == nil && os.SameFile(out, st) {
			return fmt.Errorf("%s: %w (%s); write to another file", output, ErrOutputIsInput, in)
		}
	}
	return nil
}
