package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/search"
)

// TestDatagenSuiteHashBounded: --hash above the machine's bound is a usage
// error in datagen, suite and datagen suite, as in the other commands,
// before any table is allocated or any file written; their help gives the
// bound.
func TestDatagenSuiteHashBounded(t *testing.T) {
	limit := search.MaxHashMiB()
	dir := t.TempDir()
	out := filepath.Join(dir, "o.bin")
	suites := filepath.Join(dir, "sd")
	for _, n := range []int{limit + 1, 999999999, 0} {
		h := strconv.Itoa(n)
		for _, args := range [][]string{
			{"datagen", "--variant", "kujifunza", "--games", "2", "--out", out, "--hash", h},
			{"suite", "--variant", "kujifunza", "--hash", h},
			{"datagen", "suite", "--dir", suites, "--variant", "kujifunza", "--hash", h},
		} {
			code, _, errs := runCLICancelled(args...)
			if code != 2 || !strings.Contains(errs, "--hash "+h+" MiB: want 1..") {
				t.Errorf("%v: exit %d %q, want a usage error naming --hash %s", args, code, errs, h)
			}
		}
	}
	// Tables built at once (datagen's threads, datagen suite's variants
	// built in parallel) are bounded together.
	half := strconv.Itoa(limit/2 + 1)
	for _, args := range [][]string{
		{"datagen", "--variant", "kujifunza", "--games", "2", "--out", out, "--hash", half, "--threads", "2"},
		{"datagen", "suite", "--dir", suites, "--hash", half, "--threads", "2"},
	} {
		code, _, errs := runCLICancelled(args...)
		if code != 2 || !strings.Contains(errs, "MiB of tables in all, want at most "+strconv.Itoa(limit)) {
			t.Errorf("%v: exit %d %q, want a usage error on the tables' sum", args, code, errs)
		}
	}
	for _, p := range []string{out, suites} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("a refused --hash created %s", p)
		}
	}
	for _, args := range [][]string{{"datagen"}, {"suite"}, {"datagen", "suite"}} {
		code, help, _ := runCLI(append(args, "--help")...)
		if code != 0 || !strings.Contains(help, "1.."+strconv.Itoa(limit)+": half of this machine's memory") {
			t.Errorf("%v --help does not give the bound %d:\n%s", args, limit, help)
		}
	}
}

// TestDatagenSuiteFlagChecks: every bad value of datagen suite (a float
// that is NaN, infinite or out of range included) is a usage error that
// names its own flag and value, and only that flag.
func TestDatagenSuiteFlagChecks(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "sd")
	flags := []string{"--count", "--nodes", "--solve-nodes", "--hash", "--per-game", "--tries-per-game", "--threads", "--max-win-share", "--progress"}
	for _, c := range []struct{ flag, value, want string }{
		{"--max-win-share", "NaN", "--max-win-share NaN"},
		{"--max-win-share", "Inf", "--max-win-share +Inf"},
		{"--max-win-share", "-Inf", "--max-win-share -Inf"},
		{"--max-win-share", "0", "--max-win-share 0"},
		{"--max-win-share", "1", "--max-win-share 1"},
		{"--max-win-share", "-0.5", "--max-win-share -0.5"},
		{"--count", "0", "--count 0"},
		{"--nodes", "0", "--nodes 0"},
		{"--solve-nodes", "0", "--solve-nodes 0"},
		{"--per-game", "0", "--per-game 0"},
		{"--tries-per-game", "-1", "--tries-per-game -1"},
		{"--threads", "0", "--threads 0"},
		{"--progress", "-1s", "--progress -1s"},
	} {
		args := []string{"datagen", "suite", "--dir", dir, "--variant", "kujifunza", "--count", "2", "--nodes", "100",
			"--solve-nodes", "2000", "--hash", "4", c.flag, c.value}
		// Cancelled: a value wrongly accepted stops the build at once (a
		// NaN share never kept a position, so never ended).
		code, _, errs := runCLICancelled(args...)
		if code != 2 || !strings.Contains(errs, "datagen suite: "+c.want+": want") {
			t.Errorf("%s %s: exit %d %q, want a usage error naming %q", c.flag, c.value, code, errs, c.want)
			continue
		}
		for _, other := range flags {
			if other != c.flag && (strings.Contains(errs, other+" ") || strings.Contains(errs, other+",")) {
				t.Errorf("%s %s: the message names %s too: %q", c.flag, c.value, other, errs)
			}
		}
	}
	if _, err := os.Stat(dir); err == nil {
		t.Error("a usage error created the --dir folder")
	}
}

// TestDatagenSuiteDir: --dir is checked before the build: a regular file
// (or a path through one) is refused naming --dir and left as it was, a
// folder holding a folder where a suite file goes is refused, and a
// missing folder is made, parents included.
func TestDatagenSuiteDir(t *testing.T) {
	tmp := t.TempDir()
	file := filepath.Join(tmp, "g.pgn")
	if err := os.WriteFile(file, []byte("[Event \"x\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	blocked := filepath.Join(tmp, "blocked")
	if err := os.MkdirAll(filepath.Join(blocked, "kujifunza.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	small := []string{"--variant", "kujifunza", "--count", "1", "--nodes", "100", "--solve-nodes", "2000", "--hash", "4", "--progress", "0"}
	for _, c := range []struct{ dir, want string }{
		{file, "is a regular file, not a folder"},
		{filepath.Join(file, "sub"), "not a directory"},
		{blocked, "kujifunza.txt is a folder"},
	} {
		// A cancelled context: without the check, the build would stop
		// at once and then fail to write, naming the file, not --dir.
		code, out, errs := runCLICancelled(append([]string{"datagen", "suite", "--dir", c.dir}, small...)...)
		if code != 1 || !strings.Contains(errs, "datagen suite: --dir: ") || !strings.Contains(errs, c.want) || out != "" {
			t.Errorf("--dir %s: exit %d %q %q, want a failure naming --dir: %s", c.dir, code, out, errs, c.want)
		}
	}
	if data, err := os.ReadFile(file); err != nil || string(data) != "[Event \"x\"]\n" {
		t.Errorf("the regular file given as --dir now holds %q (%v)", data, err)
	}
	nested := filepath.Join(tmp, "nod", "sub")
	code, out, errs := runCLI(append([]string{"datagen", "suite", "--dir", nested}, small...)...)
	if code != 0 || !strings.Contains(out, "1 positions") {
		t.Fatalf("--dir in a missing folder: exit %d %q %q", code, out, errs)
	}
	if data, err := os.ReadFile(filepath.Join(nested, "kujifunza.txt")); err != nil || !strings.Contains(string(data), "| kujifunza |") {
		t.Fatalf("the suite in the made folder: %v\n%s", err, data)
	}
}

// TestDatagenInfoRefusesOtherFiles: datagen info calls a file of less
// than one record, or whose records do not decode, not datagen data
// (exit 1, naming the file), as datagen --out does; an empty file has no
// samples.
func TestDatagenInfoRefusesOtherFiles(t *testing.T) {
	dir := t.TempDir()
	short := filepath.Join(dir, "t.txt")
	long := filepath.Join(dir, "notes.txt")
	empty := filepath.Join(dir, "empty.bin")
	for file, text := range map[string]string{short: "hello\n", long: strings.Repeat("hello, this is not a datagen file\n", 5), empty: ""} {
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{short, long} {
		code, out, errs := runCLI("datagen", "info", f)
		if code != 1 || !strings.Contains(errs, f+" is not datagen data") || strings.Contains(out, "cut record") {
			t.Errorf("info %s: exit %d %q %q, want %q", filepath.Base(f), code, out, errs, "not datagen data")
		}
	}
	if code, out, errs := runCLI("datagen", "info", empty); code != 0 || !strings.Contains(out, empty+": 0 samples\n") {
		t.Errorf("info of an empty file: exit %d %q %q", code, out, errs)
	}
}

// TestDatagenNegativeDepth: a negative --depth is a usage error naming it,
// not "no search budget", and writes nothing.
func TestDatagenNegativeDepth(t *testing.T) {
	out := filepath.Join(t.TempDir(), "o.bin")
	for _, args := range [][]string{
		{"datagen", "--out", out, "--depth", "-1"},
		{"datagen", "--out", out, "--depth", "-3", "--nodes", "100"},
	} {
		code, _, errs := runCLI(args...)
		if code != 2 || !strings.Contains(errs, "datagen: --depth "+args[4]+": want 0") {
			t.Errorf("%v: exit %d %q, want a usage error naming --depth", args, code, errs)
		}
	}
	if code, _, errs := runCLI("datagen", "--out", out, "--nodes", "-1"); code != 2 || !strings.Contains(errs, "--nodes") {
		t.Errorf("--nodes -1: exit %d %q", code, errs)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a usage error created the output file")
	}
}

// TestSuiteDepthZero: --depth 0 is the documented default (no depth
// limit): alone it measures the three default settings, as no --depth
// does; with --nodes it measures the node budget alone. A negative depth
// is refused naming --depth only.
func TestSuiteDepthZero(t *testing.T) {
	code, help, _ := runCLI("suite", "--help")
	if code != 0 || !strings.Contains(help, "--depth 0 with no --nodes") || !strings.Contains(help, "(0: no depth limit; with no --nodes either, the three default settings)") {
		t.Errorf("suite --help does not say what --depth 0 does:\n%s", help)
	}
	_, plain, _ := runCLI("suite", "--variant", "kujifunza")
	code, zero, errs := runCLI("suite", "--variant", "kujifunza", "--depth", "0")
	if code != 0 || zero != plain || !strings.Contains(zero, "depth 1") || !strings.Contains(zero, "300 nodes") {
		t.Errorf("suite --depth 0: exit %d %q %q, want the default settings:\n%s", code, zero, errs, plain)
	}
	code, out, errs := runCLI("suite", "--variant", "kujifunza", "--depth", "0", "--nodes", "50")
	if code != 0 || !strings.Contains(out, "50 nodes") || strings.Contains(out, "depth") {
		t.Errorf("suite --depth 0 --nodes 50: exit %d %q %q", code, out, errs)
	}
	code, _, errs = runCLI("suite", "--depth", "-1")
	if code != 2 || !strings.Contains(errs, "suite: --depth -1: want 0 or more") || strings.Contains(errs, "--hash") {
		t.Errorf("suite --depth -1: exit %d %q", code, errs)
	}
}
