package datagencmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/clitest"
	"github.com/baoengine/bao/datagen"
)

// runCLI runs "bao ARGS" in-process, with "bao datagen" as its one
// command.
func runCLI(args ...string) (code int, stdout, stderr string) {
	return clitest.Run(nil, map[string]cli.Command{"datagen": Command()}, strings.NewReader(""), args...)
}

// runCLICancelled is runCLI with a context cancelled already, as after
// Ctrl-C.
func runCLICancelled(args ...string) (code int, stdout, stderr string) {
	return clitest.Run(clitest.Cancelled(), map[string]cli.Command{"datagen": Command()}, strings.NewReader(""), args...)
}

func TestDatagenCLIWritesAndAppends(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "d.bin")
	args := []string{"datagen", "--out", out, "--games", "3", "--nodes", "200", "--variant", "kete,kujifunza", "--progress", "0"}
	code, stdout, errs := runCLI(args...)
	if code != 0 || !strings.Contains(stdout, "Games           : 3") || !strings.Contains(stdout, "Positions/second") {
		t.Fatalf("datagen: exit %d\n%s%s", code, stdout, errs)
	}
	first, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	// A cut record at the end (a killed run) is dropped before appending.
	if err := os.WriteFile(out, append(bytes.Clone(first), 1, 2, 3), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runCLI(args...)
	if code != 0 || !strings.Contains(errs, "dropped its 3 bytes") {
		t.Fatalf("second run: exit %d %q", code, errs)
	}
	both, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(both, append(bytes.Clone(first), first...)) {
		t.Fatalf("the same command appended other data: %d then %d bytes", len(first), len(both))
	}
	samples, partial, err := datagen.ReadFile(out)
	if err != nil || partial != 0 || int64(len(samples))*datagen.RecordSize != int64(len(both)) {
		t.Fatalf("read back: %d samples, partial %d, %v", len(samples), partial, err)
	}
	// The hand-feature evaluation plays too (the default is the net), and
	// its games differ.
	handOut := filepath.Join(dir, "hand.bin")
	code, _, errs = runCLI("datagen", "--out", handOut, "--games", "3", "--nodes", "200", "--variant", "kete,kujifunza", "--progress", "0", "--eval", "hand")
	if code != 0 {
		t.Fatalf("datagen --eval hand: exit %d %q", code, errs)
	}
	if handData, err := os.ReadFile(handOut); err != nil || len(handData) == 0 || bytes.Equal(handData, first) {
		t.Fatalf("datagen --eval hand wrote %d bytes (%v), the same as the net: %v", len(handData), err, bytes.Equal(handData, first))
	}
	code, info, errs := runCLI("datagen", "info", out)
	if code != 0 || !strings.Contains(info, "kete") || strings.Contains(info, "kiswahili") {
		t.Fatalf("info: exit %d\n%s%s", code, info, errs)
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
	data, err := os.ReadFile(filepath.Join(nested, "kujifunza.txt"))
	if err != nil || !strings.Contains(string(data), "| kujifunza |") {
		t.Fatalf("the suite in the made folder: %v\n%s", err, data)
	}
	// The header says how the file was made: the command line that builds
	// it again.
	head := "# Bao la Kujifunza: positions proven won for the side to move, every legal move labelled\n" +
		"# by proving its child (bao datagen suite --help). Line: BFEN | variant | winning moves | losing moves.\n" +
		"# Built by: bao datagen suite --variant kujifunza --count 1 --seed 1 --nodes 100 --solve-nodes 2000 --hash 4 --max-win-share 0.5 --plies-to-end 8-30 --per-game 3 --tries-per-game 8\n# From "
	if !strings.HasPrefix(string(data), head) {
		t.Errorf("the suite's header:\n%s\nwant it to begin with\n%s", data, head)
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
