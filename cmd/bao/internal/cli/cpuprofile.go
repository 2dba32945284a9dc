package cli

import (
	"bytes"
	"fmt"
	"runtime/pprof"

	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/spf13/pflag"
)

// CPUProfileFlag is the --cpuprofile flag of the commands whose speed
// users measure (bao perft, bench and solve): a pprof CPU profile of the
// command's work, for "go tool pprof -top bao FILE". The packages' doc.go
// files and docs/ledger.md quote profiles taken this way.
//
// The profile is kept in memory and written atomically at the end
// (internal/atomicfile), so an interrupted or killed command leaves the
// file as it was, never half-written; it may not be one of the files the
// command reads or writes, and an existing file that is not a profile is
// not replaced.
type CPUProfileFlag struct{ path *string }

// cpuProfileKind is the kind of a CPU profile: pprof writes gzip data. An
// existing file of another kind is not replaced.
var cpuProfileKind = atomicfile.Kind{Name: "a CPU profile", Is: func(h []byte) bool { return bytes.HasPrefix(h, []byte{0x1f, 0x8b}) }}

// AddCPUProfileFlag adds --cpuprofile to fs.
func AddCPUProfileFlag(fs *pflag.FlagSet) CPUProfileFlag {
	return CPUProfileFlag{fs.String("cpuprofile", "", "write a CPU profile to FILE, new or a profile (read it with: go tool pprof -top bao FILE)")}
}

// Start begins profiling when the flag is set, or does nothing; the
// returned function stops it and writes the file (call it once the work
// is done, also when the work failed or was interrupted). files are the
// command's other files: the profile may not be one of them
// (atomicfile.CheckNotInput: by name, or by os.SameFile; the error wraps
// atomicfile.ErrOutputIsInput, a usage error), so that a profile cannot
// overwrite the net, table or proof the command was given. The path is
// checked for writing before the work starts.
func (c CPUProfileFlag) Start(files ...string) (stop func() error, err error) {
	return startCPUProfile(*c.path, files...)
}

// startCPUProfile is Start of the profile path.
func startCPUProfile(path string, files ...string) (stop func() error, err error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	if err := atomicfile.CheckNotInput(path, files...); err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := atomicfile.CheckWritable(path); err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := atomicfile.CheckKind(path, cpuProfileKind); err != nil {
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
