package cli

import (
	"fmt"

	"github.com/baoengine/bao/internal/atomicfile"
)

// FileFlag is a file a command was given and the flag that named it
// ("--evalfile", "--plot", "an argument").
type FileFlag struct{ Flag, Path string }

// CheckOutputs refuses, before any work, an output that is one of the
// command's inputs or another of its outputs (atomicfile.CheckNotInput:
// the same path, or the same file under another spelling or through a
// link), with a usage error that names both flags and wraps
// atomicfile.ErrOutputIsInput. Empty paths and "-" are skipped. Every
// command checks every output it writes against every file flag it reads
// here, so that no output destroys a file the user handed to it.
func CheckOutputs(cmd string, outputs, inputs []FileFlag) error {
	for i, out := range outputs {
		for _, in := range inputs {
			if err := atomicfile.CheckNotInput(out.Path, in.Path); err != nil {
				return UsageError{fmt.Errorf("%s: %s %s: %w (%s %s); write to another file",
					cmd, out.Flag, out.Path, atomicfile.ErrOutputIsInput, in.Flag, in.Path)}
			}
		}
		for _, other := range outputs[i+1:] {
			if err := atomicfile.CheckNotInput(out.Path, other.Path); err != nil {
				return UsageError{fmt.Errorf("%s: %s %s and %s %s are the same file (%w); give each a file of its own",
					cmd, out.Flag, out.Path, other.Flag, other.Path, atomicfile.ErrOutputIsInput)}
			}
		}
	}
	return nil
}
