package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// fakeBao writes a shell script that answers "version" and prints output
// for any other command, and returns its path.
func fakeBao(t *testing.T, name, output string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	script := "#!/bin/sh\nif [ \"$1\" = version ]; then echo \"" + name + " build\"; exit 0; fi\n" +
		"cat <<'END'\n" + output + "\nEND\n"
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestRunWithFakeBinaries runs the whole command on two fake binaries
// whose rates are fixed, and checks the table.
func TestRunWithFakeBinaries(t *testing.T) {
	base := fakeBao(t, "base", "1000 nodes 200000 nps")
	next := fakeBao(t, "new", `{"nodes":1000,"nps":300000}`)
	var out, errs strings.Builder
	code := run([]string{"-reps", "3", base, next, "--", "perft --depth 3 >= 1.4", "two: bench ; bench"}, &out, &errs, runProcess)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)^baseline: .*/base \(base build\)$`),
		regexp.MustCompile(`(?m)^3 repetitions, interleaved; ratio = new / base$`),
		regexp.MustCompile(`(?m)^measurement +base median/s +new median/s +ratio target  ratios +CPU-time ratio$`),
		regexp.MustCompile(`(?m)^perft --depth 3 +200000 +300000 +1\.50 +1\.4  1\.500 1\.500 1\.500 +\d+\.\d\d$`),
		regexp.MustCompile(`(?m)^two +200000 +300000 +1\.50 +-  1\.500 1\.500 1\.500 +\d+\.\d\d$`),
	} {
		if !want.MatchString(out.String()) {
			t.Errorf("output lacks %v:\n%s", want, out.String())
		}
	}
	if n := strings.Count(errs.String(), ": rep "); n != 6 {
		t.Errorf("%d repetition lines on standard error, want 6:\n%s", n, errs.String())
	}
}

// TestRunFailures checks the exit codes of a usage error and of a binary
// whose output holds no rate.
func TestRunFailures(t *testing.T) {
	var out, errs strings.Builder
	if code := run([]string{"only-one"}, &out, &errs, runProcess); code != 2 {
		t.Errorf("one binary: exit %d, want 2", code)
	}
	silent := fakeBao(t, "silent", "nothing to see")
	errs.Reset()
	if code := run([]string{"-reps", "1", silent, silent, "bench"}, &out, &errs, runProcess); code != 1 || !strings.Contains(errs.String(), "no rate") {
		t.Errorf("no rate: exit %d, stderr %q; want 1 and \"no rate\"", code, errs.String())
	}
}
