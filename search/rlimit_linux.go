package search

import "syscall"

// addressSpaceLimit returns the process's address-space limit in bytes
// (ulimit -v), or 0 when there is none (RLIM_INFINITY is all ones).
func addressSpaceLimit() uint64 {
	var rl syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &rl); err != nil || rl.Cur >= 1<<62 {
		return 0
	}
	return rl.Cur
}
