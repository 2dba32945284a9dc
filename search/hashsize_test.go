package search

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

func TestMaxHashFrom(t *testing.T) {
	meminfo := []byte("MemTotal:       24683620 kB\nMemFree:        23745112 kB\n")
	half := 24683620 / 2 >> 10 // MiB
	cases := []struct {
		name            string
		meminfo, c2, c1 string
		want            int
	}{
		{"meminfo", string(meminfo), "", "", half},
		{"cgroup2 max", string(meminfo), "max\n", "", half},
		{"cgroup1 unlimited", string(meminfo), "", "9223372036854771712\n", half},
		{"cgroup2 limit", string(meminfo), "4294967296\n", "", 2048},
		{"cgroup1 limit", string(meminfo), "", "1073741824\n", 512},
		{"no meminfo", "", "", "", FallbackMaxHashMiB},
		{"garbage", "MemTotal: lots\n", "", "", FallbackMaxHashMiB},
		{"no unit", "MemTotal: 1000\n", "", "", FallbackMaxHashMiB},
		{"tiny machine", "MemTotal: 1024 kB\n", "", "", 1},
		{"huge machine", "MemTotal: 2251799813685248 kB\n", "", "", FallbackMaxHashMiB},
	}
	if strconv.IntSize == 64 {
		cases = append(cases, struct {
			name            string
			meminfo, c2, c1 string
			want            int
		}{"4 TiB", "MemTotal: 4294967296 kB\n", "", "", hashCeilingMiB})
	}
	for _, c := range cases {
		if got := maxHashFrom([]byte(c.meminfo), []byte(c.c2), []byte(c.c1)); got != c.want {
			t.Errorf("%s: %d MiB, want %d", c.name, got, c.want)
		}
	}
}

// TestHashBound: the searcher never takes a table above MaxHashMiB and
// CheckHashMiB refuses one (no table is allocated here: Prepare is not
// called).
func TestHashBound(t *testing.T) {
	limit := MaxHashMiB()
	if limit < 1 {
		t.Fatalf("MaxHashMiB %d", limit)
	}
	for _, mib := range []int{0, -5, limit + 1, math.MaxInt} {
		err := CheckHashMiB(mib)
		if err == nil || !strings.Contains(err.Error(), "hash "+strconv.Itoa(mib)+" MiB") {
			t.Errorf("CheckHashMiB(%d) = %v", mib, err)
		}
	}
	for _, mib := range []int{1, 16, limit} {
		if err := CheckHashMiB(mib); err != nil {
			t.Errorf("CheckHashMiB(%d) = %v", mib, err)
		}
	}
	o := DefaultOptions()
	o.HashMiB = limit + 1
	if got := New(o).Options().HashMiB; got != limit {
		t.Errorf("a searcher asked for %d MiB took %d, want %d", limit+1, got, limit)
	}
}

// TestMemoryBound: the evaluation caches (one per thread) count with the
// table against MaxHashMiB: CheckMemoryMiB refuses a larger total, naming
// it, and SetOptions cuts the caches to fit (nothing is allocated here).
// The address-space limit (ulimit -v) lowers the bound to half of it.
func TestMemoryBound(t *testing.T) {
	limit := MaxHashMiB()
	o := DefaultOptions()
	o.Threads, o.EvalCache = 256, 1024
	err := CheckMemoryMiB(o)
	if total := 16 + 256*1024; int64(total) > int64(limit) && (err == nil || !strings.Contains(err.Error(), "= "+strconv.Itoa(total)+" MiB")) {
		t.Errorf("CheckMemoryMiB(256 threads x 1024 MiB) = %v", err)
	}
	if got := New(o).Options(); MemoryMiB(got) > int64(limit) || got.Threads != 256 {
		t.Errorf("a searcher took Hash %d + %d threads x EvalCache %d MiB, above the bound %d", got.HashMiB, got.Threads, got.EvalCache, limit)
	}
	o.Threads, o.EvalCache = 1, 0
	if err := CheckMemoryMiB(o); err != nil {
		t.Errorf("default options: %v", err)
	}
	for _, c := range []struct {
		bound int
		as    uint64
		want  int
	}{
		{12052, 0, 12052}, {12052, 4096000000, 1953}, {100, 4096000000, 100}, {12052, 1 << 20, 1},
	} {
		if got := withinAddressSpace(c.bound, c.as); got != c.want {
			t.Errorf("withinAddressSpace(%d, %d) = %d, want %d", c.bound, c.as, got, c.want)
		}
	}
}
