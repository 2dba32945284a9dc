package main

import (
	"fmt"
	"os"
	"runtime/pprof"

	"github.com/spf13/pflag"
)

// cpuProfileFlag is the --cpuprofile flag of the commands whose speed
// users measure (perft, bench, solve): it writes a pprof CPU profile of
// the command's work, for "go tool pprof -top bao FILE". The packages'
// doc.go files quote profiles taken this way.
type cpuProfileFlag struct{ path *string }

// addCPUProfileFlag adds --cpuprofile to fs.
func addCPUProfileFlag(fs *pflag.FlagSet) cpuProfileFlag {
	return cpuProfileFlag{fs.String("cpuprofile", "", "write a CPU profile to FILE (read it with: go tool pprof -top bao FILE)")}
}

// start begins profiling when the flag is set; the returned function
// stops it and closes the file (call it once the work is done). The file
// is created up front, so a path that cannot be written fails before the
// work starts rather than after it.
func (c cpuProfileFlag) start() (stop func() error, err error) {
	if *c.path == "" {
		return func() error { return nil }, nil
	}
	f, err := os.Create(*c.path)
	if err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("--cpuprofile %s: %w", *c.path, err)
	}
	return func() error {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			return fmt.Errorf("--cpuprofile %s: %w", *c.path, err)
		}
		return nil
	}, nil
}
