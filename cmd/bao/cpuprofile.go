package main

import (
	"bytes"
	"fmt"
	"runtime/pprof"

	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/spf13/pflag"
)

// cpuProfileFlag is the --cpuprofile flag of the commands whose speed
// users measure (perft, bench, solve): it writes a pprof CPU profile of
// the command's work, for "go tool pprof -top bao FILE". The packages'
// doc.go files quote profiles taken this way.
type cpuProfileFlag struct{ path *string }

// profileKind is the kind of a CPU profile: pprof writes gzip data. An
// existing file of another kind is not replaced.
var profileKind = atomicfile.Kind{Name: "a CPU profile", Is: func(h []byte) bool { return bytes.HasPrefix(h, []byte{0x1f, 0x8b}) }}

// addCPUProfileFlag adds --cpuprofile to fs.
func addCPUProfileFlag(fs *pflag.FlagSet) cpuProfileFlag {
	return cpuProfileFlag{fs.String("cpuprofile", "", "write a CPU profile to FILE, new or a profile (read it with: go tool pprof -top bao FILE)")}
}

// start begins profiling when the flag is set; the returned function
// stops it and writes the file (call it once the work is done, also when
// the work failed or was interrupted). The profile is kept in memory and
// written atomically at the end, so an interrupted or killed command
// leaves the file as it was, never half-written. files are the other
// files the command reads or writes: the profile may not be one of them
// (atomicfile.CheckNotInput: by name, or by os.SameFile), so that
// --cpuprofile cannot overwrite the net, table or proof the command was
// given. The path is checked for writing before the work starts.
func (c cpuProfileFlag) start(files ...string) (stop func() error, err error) {
	path := *c.path
	if path == "" {
		return func() error { return nil }, nil
	}
	if err := atomicfile.CheckNotInput(path, files...); err != nil {
		return nil, usagef("--cpuprofile: %v", err)
	}
	if err := atomicfile.CheckWritable(path); err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := atomicfile.CheckKind(path, profileKind); err != nil {
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
