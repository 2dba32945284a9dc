package search

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
)

// The bounds of the transposition table size.
const (
	// FallbackMaxHashMiB is the largest table accepted where the machine's
	// memory cannot be read (no /proc/meminfo: macOS, Windows): 2 GiB,
	// which any machine that runs a search comfortably holds.
	FallbackMaxHashMiB = 2048
	// hashCeilingMiB caps the bound on any 64-bit machine (1 TiB).
	hashCeilingMiB = 1 << 20
	// hashCeiling32MiB caps it where an int has 32 bits: a table of 2 GiB
	// or more cannot even be addressed there.
	hashCeiling32MiB = 1024
)

// maxHash is read once per process: the machine's memory does not change
// while it runs, and the protocol advertises the bound in every handshake.
var maxHash = sync.OnceValue(func() int {
	meminfo, _ := os.ReadFile("/proc/meminfo")
	cg2, _ := os.ReadFile("/sys/fs/cgroup/memory.max")
	cg1, _ := os.ReadFile("/sys/fs/cgroup/memory/memory.limit_in_bytes")
	return withinAddressSpace(maxHashFrom(meminfo, cg2, cg1), addressSpaceLimit())
})

// MaxHashMiB returns the largest transposition table, in MiB, that a
// Searcher, the protocol's Hash option and the command line's --hash flags
// accept on this machine: half of its memory (MemTotal of /proc/meminfo,
// or the cgroup's memory limit, or the process's address-space limit
// (ulimit -v), whichever is smallest), read once per process;
// FallbackMaxHashMiB where /proc/meminfo cannot be read. The proof
// solver's table (package solve) is bounded by the same figure by its
// callers. It also bounds the table and the evaluation caches together
// (MemoryMiB). The result is at least 1.
func MaxHashMiB() int { return maxHash() }

// CheckHashMiB returns an error when a table of mib MiB is below 1 or
// above MaxHashMiB.
func CheckHashMiB(mib int) error {
	if limit := MaxHashMiB(); mib < 1 || mib > limit {
		return fmt.Errorf("hash %d MiB: want 1..%d (the bound is half of this machine's memory)", mib, limit)
	}
	return nil
}

// MemoryMiB returns the MiB a Searcher with opts allocates at Prepare:
// the table and one evaluation cache per thread. SetOptions keeps it at
// or below MaxHashMiB; callers that take the sizes from a user refuse a
// larger total with CheckMemoryMiB.
func MemoryMiB(opts Options) int64 {
	return int64(max(opts.HashMiB, 0)) + int64(max(opts.Threads, 1))*int64(max(opts.EvalCache, 0))
}

// CheckMemoryMiB returns an error, naming the sizes, their total and the
// bound, when the table and the evaluation caches of opts together exceed
// MaxHashMiB.
func CheckMemoryMiB(opts Options) error {
	if total, limit := MemoryMiB(opts), MaxHashMiB(); total > int64(limit) {
		return fmt.Errorf("Hash %d MiB + EvalCache %d MiB x %d threads = %d MiB: above the bound of %d MiB (half of the memory this process may use)",
			opts.HashMiB, opts.EvalCache, max(opts.Threads, 1), total, limit)
	}
	return nil
}

// withinAddressSpace lowers the bound to half of the process's
// address-space limit, in bytes (0 = none).
func withinAddressSpace(bound int, limit uint64) int {
	if limit == 0 {
		return bound
	}
	return int(max(min(uint64(bound), limit/2>>20), 1))
}

// maxHashFrom computes the bound from the text of /proc/meminfo and of the
// cgroup v2 and v1 memory limits (each may be empty when unreadable).
func maxHashFrom(meminfo, cgroup2, cgroup1 []byte) int {
	ceiling := hashCeilingMiB
	if strconv.IntSize == 32 {
		ceiling = hashCeiling32MiB
	}
	total, ok := memTotal(meminfo)
	if !ok {
		return min(FallbackMaxHashMiB, ceiling)
	}
	for _, cg := range [][]byte{cgroup2, cgroup1} {
		// "max" (v2) or a huge number (v1) means no limit.
		if n, err := strconv.ParseUint(string(bytes.TrimSpace(cg)), 10, 64); err == nil && n > 0 && n < total {
			total = n
		}
	}
	return int(max(min(total/2>>20, uint64(ceiling)), 1))
}

// memTotal returns MemTotal of /proc/meminfo in bytes.
func memTotal(meminfo []byte) (uint64, bool) {
	sc := bufio.NewScanner(bytes.NewReader(meminfo))
	for sc.Scan() {
		name, rest, found := strings.Cut(sc.Text(), ":")
		if !found || name != "MemTotal" {
			continue
		}
		f := strings.Fields(rest)
		if len(f) != 2 || f[1] != "kB" {
			return 0, false
		}
		kb, err := strconv.ParseUint(f[0], 10, 64)
		if err != nil || kb == 0 || kb > 1<<50 {
			return 0, false
		}
		return kb << 10, true
	}
	return 0, false
}
