package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEvalFileErrorNamesTheFlag: a --evalfile that is not a net is
// refused with the command, the flag and the reason.
func TestEvalFileErrorNamesTheFlag(t *testing.T) {
	file := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(file, []byte("not a net at all, but long enough to hold a header\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"bench", "--depth", "1", "--evalfile", file},
		{"analyze", "--depth", "1", "--variant", "kujifunza", "--evalfile", file},
	} {
		code, _, errs := runCLIInput("", args...)
		if want := args[0] + ": --evalfile: load net " + file + ": bad net file"; code != 1 || !strings.Contains(errs, want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 1 and %q", args, code, errs, want)
		}
	}
}
