package main

import (
	"strings"
	"testing"
)

// TestOptionFlag checks --option on bao suite and bao bench: the capture
// extension it switches on changes what a depth-1 search plays and how
// many nodes the bench searches, and a setting that is not a search
// heuristic, or a bad value, is a usage error.
func TestOptionFlag(t *testing.T) {
	line := func(out, prefix string) string {
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, prefix) {
				return l
			}
		}
		return ""
	}
	code, plain, errs := runCLI("suite", "--variant", "kujifunza", "--depth", "1", "--option", "QDepth=0")
	if code != 0 {
		t.Fatalf("suite: exit %d %s", code, errs)
	}
	code, ext, errs := runCLI("suite", "--variant", "kujifunza", "--depth", "1", "--option", "QDepth=4", "--option", "qwidth=1")
	if code != 0 {
		t.Fatalf("suite --option: exit %d %s", code, errs)
	}
	if a, b := line(plain, "kujifunza"), line(ext, "kujifunza"); a == "" || a == b {
		t.Errorf("suite at depth 1 with and without the capture extension: %q and %q, want two different rows", a, b)
	}
	code, plain, _ = runCLI("bench", "--depth", "5", "--option", "QDepth=0")
	code2, ext, _ := runCLI("bench", "--depth", "5", "--option", "QDepth=0", "--option", "QDepth=4", "--option", "QWidth=1")
	a, b := line(plain, "Nodes searched"), line(ext, "Nodes searched")
	if code != 0 || code2 != 0 || a == "" || b == "" || a == b {
		t.Fatalf("bench with and without the capture extension: exits %d, %d: %q, %q, want two different counts", code, code2, a, b)
	}
	for _, args := range [][]string{
		{"suite", "--depth", "1", "--option", "Hash=64"},
		{"suite", "--depth", "1", "--option", "QDepth=99"},
		{"bench", "--depth", "1", "--option", "LMR"},
		{"bench", "--depth", "1", "--option", "Colour=blue"},
	} {
		if code, _, errs := runCLI(args...); code != 2 || !strings.Contains(errs, "--option") {
			t.Errorf("%v: exit %d %q, want a usage error naming --option", args, code, errs)
		}
	}
}
