package main

import (
	"github.com/baoengine/bao/internal/cpuprofile"
	"github.com/spf13/pflag"
)

// cpuProfileFlag is the --cpuprofile flag of perft, bench and solve
// (internal/cpuprofile).
type cpuProfileFlag struct{ path *string }

// addCPUProfileFlag adds --cpuprofile to fs.
func addCPUProfileFlag(fs *pflag.FlagSet) cpuProfileFlag {
	return cpuProfileFlag{fs.String("cpuprofile", "", "write a CPU profile to FILE, new or a profile (read it with: go tool pprof -top bao FILE)")}
}

// start begins profiling when the flag is set (cpuprofile.Start; files
// are the command's other files); a profile naming one of them is a
// usage error, since its error wraps atomicfile.ErrOutputIsInput.
func (c cpuProfileFlag) start(files ...string) (stop func() error, err error) {
	return cpuprofile.Start(*c.path, files...)
}
