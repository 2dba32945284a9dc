package atomicfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// ErrOutputIsInput is the error of CheckNotInput.
var ErrOutputIsInput = errors.New("the output is one of the inputs")

// CheckNotInput returns an error wrapping ErrOutputIsInput when output is
// the same file as one of inputs: the same path once cleaned (also for a
// file that does not exist yet, such as another output of the same
// command, or the file a dangling symbolic link would create), or the
// same existing file by os.SameFile (a hard link, a symbolic link or
// another spelling of the path counts). "-" (standard input or output)
// and empty paths are never the same file.
func CheckNotInput(output string, inputs ...string) error {
	if output == "-" || output == "" {
		return nil
	}
	out, statErr := os.Stat(output)
	outTarget, _ := followLinks(output)
	for _, in := range inputs {
		if in == "-" || in == "" {
			continue
		}
		inTarget, _ := followLinks(in)
		same := filepath.Clean(in) == filepath.Clean(output) ||
			(outTarget != "" && inTarget != "" && filepath.Clean(inTarget) == filepath.Clean(outTarget))
		if !same && statErr == nil {
			st, err := os.Stat(in)
			same = err == nil && os.SameFile(out, st)
		}
		if same {
			return fmt.Errorf("%s: %w (%s); write to another file", output, ErrOutputIsInput, in)
		}
	}
	return nil
}
