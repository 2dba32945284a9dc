//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTime returns the processor time (user and system) the process has
// used so far: the plans' searches run on one thread, so its growth is
// their time on an unloaded core, whatever else the machine runs.
// It reports false when the system does not tell.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
