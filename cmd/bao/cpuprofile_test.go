package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCPUProfileFlag: perft, bench and solve write a pprof profile (a
// gzip stream) with --cpuprofile, and refuse a path they cannot create
// before doing any work.
func TestCPUProfileFlag(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"perft", "--depth", "3"},
		{"bench", "--depth", "2", "--eval", "hand"},
		{"solve", "--nodes", "2000", "--exact-nodes", "0", "--progress", "0"},
	} {
		path := filepath.Join(dir, args[0]+".prof")
		code, _, errs := runCLI(append(args, "--cpuprofile", path)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		if len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
			t.Errorf("%v: the profile is not a gzip stream (%d bytes)", args, len(b))
		}
		code, out, errs := runCLI(append(args, "--cpuprofile", filepath.Join(dir, "missing", "x.prof"))...)
		if code == 0 || !strings.Contains(errs, "--cpuprofile") || strings.Contains(out, "nodes") {
			t.Errorf("%v with an unwritable profile: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
}
