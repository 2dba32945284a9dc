package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr, runProcess))
}

// usage is the command's help text.
const usage = `usage: speedratio [-reps N] BASE NEW -- MEASUREMENT...

Runs every MEASUREMENT (the arguments of a bao command, such as
'perft --depth 11'; commands joined by " ; " add up; " | " gives the new
binary its own commands; an optional "NAME: " prefix names the line and
a trailing " >= X" shows a target ratio) with both binaries, REPS times,
interleaved, and prints the median rates and the median ratio new/base.

Example:
  speedratio -reps 5 /tmp/bao-old /tmp/bao-new -- 'perft --depth 11 >= 1.5' \
    'perft --depth 9 --variant kujifunza' \
    'solve 200k: solve --nodes 200000 --progress 0 --exact-nodes 0 --json' \
    'bench | bench --eval hand'
`

// run is the command: it returns the exit code (2 for a usage error, 1
// for a failure).
func run(args []string, stdout, stderr io.Writer, runOne runFunc) int {
	fs := flag.NewFlagSet("speedratio", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage) }
	reps := fs.Int("reps", 5, "repetitions of each measurement on each binary")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	baseBin, newBin, ms, err := parseArgs(fs.Args(), *reps)
	if err != nil {
		fmt.Fprintf(stderr, "speedratio: %v\n\n%s", err, usage)
		return 2
	}
	fmt.Fprintf(stdout, "baseline: %s (%s)\n", baseBin, version(baseBin))
	fmt.Fprintf(stdout, "new:      %s (%s)\n", newBin, version(newBin))
	fmt.Fprintf(stdout, "%d repetitions, interleaved; ratio = new / base\n", *reps)
	tableHeader(stdout)
	for _, m := range ms {
		res, err := compare(runOne, baseBin, newBin, m, *reps, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "speedratio: %v\n", err)
			return 1
		}
		tableRow(stdout, res)
	}
	return 0
}

// parseArgs reads "BASE NEW -- MEASUREMENT..." (the "--" is optional).
func parseArgs(args []string, reps int) (baseBin, newBin string, ms []measurement, err error) {
	if reps < 1 {
		return "", "", nil, fmt.Errorf("-reps %d: want at least 1", reps)
	}
	if len(args) < 2 {
		return "", "", nil, errors.New("want two binaries, BASE and NEW")
	}
	baseBin, newBin, rest := args[0], args[1], args[2:]
	if len(rest) > 0 && rest[0] == "--" {
		rest = rest[1:]
	}
	if len(rest) == 0 {
		return "", "", nil, errors.New("no measurement")
	}
	for _, a := range rest {
		m, err := parseMeasurement(a)
		if err != nil {
			return "", "", nil, err
		}
		ms = append(ms, m)
	}
	return baseBin, newBin, ms, nil
}

// version is the first line of "BIN version", or why there is none.
func version(bin string) string {
	out, err := exec.Command(bin, "version").Output()
	if err != nil {
		return fmt.Sprintf("no version: %v", err)
	}
	return strings.SplitN(strings.TrimSpace(string(out)), "\n", 2)[0]
}
