package cpuprofile

import (
	"bytes"
	"fmt"
	"runtime/pprof"

	"github.com/baoengine/bao/internal/atomicfile"
)

// Kind is the kind of a CPU profile: pprof writes gzip data. An existing
// file of another kind is not replaced.
var Kind = atomicfile.Kind{Name: "a CPU profile", Is: func(h []byte) bool { return bytes.HasPrefix(h, []byte{0x1f, 0x8b}) }}

// Start begins profiling into path, or does nothing when path is empty;
// the returned function stops it and writes the file (call it once the
// work is done, also when the work failed or was interrupted). files are
// the other files the command reads or writes: the profile may not be one
// of them (atomicfile.CheckNotInput: by name, or by os.SameFile; the
// error wraps atomicfile.ErrOutputIsInput), so that a profile cannot
// overwrite the net, table or proof the command was given. The path is
// checked for writing before the work starts. Errors start with
// "--cpuprofile", the flag's name.
func Start(path string, files ...string) (stop func() error, err error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	if err := atomicfile.CheckNotInput(path, files...); err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := atomicfile.CheckWritable(path); err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := atomicfile.CheckKind(path, Kind); err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	var buf bytes.Buffer
	if err := pprof.StartCPUProfile(&buf); err != nil {
		return nil, fmt.Errorf("--cpuprofile %s: %w", path, err)
	}
	return func() error {
		pprof.StopCPUProfile()
		if err := atomicfile.WriteFile(path, buf.Bytes()); err != nil {
			return fmt.Errorf("--cpuprofile %s: %w", path, err)
		}
		return nil
	}, nil
}
