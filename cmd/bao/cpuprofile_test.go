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

// TestCPUProfileKeepsInputs: --cpuprofile naming a file the command reads
// or writes (bench's --evalfile, solve's --resume, --save and --proof) is
// refused as a usage error before any work or output, and the file is
// unchanged; a profile that replaces an older one is written whole.
func TestCPUProfileKeepsInputs(t *testing.T) {
	dir := t.TempDir()
	net, err := os.ReadFile(filepath.Join("..", "..", "eval", "default.net"))
	if err != nil {
		t.Fatal(err)
	}
	netPath := filepath.Join(dir, "my.net")
	table := filepath.Join(dir, "t.table")
	for _, p := range []string{netPath, table} {
		if err := os.WriteFile(p, net, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"bench", "--depth", "2", "--evalfile", netPath, "--cpuprofile", netPath},
		{"bench", "--depth", "2", "--evalfile", netPath, "--cpuprofile", filepath.Join(dir, ".", "my.net")},
		{"solve", "--nodes", "2000", "--progress", "0", "--resume", table, "--cpuprofile", table},
		{"solve", "--nodes", "2000", "--progress", "0", "--save", filepath.Join(dir, "new.table"), "--cpuprofile", filepath.Join(dir, "new.table")},
		{"solve", "--nodes", "2000", "--progress", "0", "--proof", filepath.Join(dir, "p.proof"), "--cpuprofile", filepath.Join(dir, "p.proof")},
	} {
		code, out, errs := runCLI(args...)
		// Nothing the command would print while working comes first: not
		// even bench's line naming the evaluation.
		if code != 2 || !strings.Contains(errs, "--cpuprofile") || strings.Contains(out, "nodes") || strings.Contains(errs, "evaluation") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want a usage error before any work", args, code, out, errs)
		}
		for _, p := range []string{netPath, table} {
			if b, err := os.ReadFile(p); err != nil || string(b) != string(net) {
				t.Fatalf("%v: %s changed (%d bytes, %v)", args, p, len(b), err)
			}
		}
	}
	old := filepath.Join(dir, "old.prof")
	if err := os.WriteFile(old, []byte{0x1f, 0x8b, 'o', 'l', 'd'}, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runCLI("bench", "--depth", "2", "--eval", "hand", "--cpuprofile", old); code != 0 {
		t.Fatalf("bench over an older profile: exit %d: %s", code, errs)
	}
	if b, err := os.ReadFile(old); err != nil || len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		t.Errorf("the older profile was not replaced by a whole one (%d bytes, %v)", len(b), err)
	}
}
