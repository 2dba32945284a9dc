package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

func TestDatagenHelpAndUsage(t *testing.T) {
	for _, args := range [][]string{{"datagen"}, {"datagen", "suite"}, {"datagen", "info"}, {"suite"}} {
		code, out, _ := runCLI(append(args, "--help")...)
		if code != 0 || !strings.Contains(out, "Usage: bao "+strings.Join(args, " ")) || !strings.Contains(out, "Examples:") {
			t.Errorf("%v --help: exit %d %q", args, code, out)
		}
	}
	out := filepath.Join(t.TempDir(), "d.bin")
	bad := [][]string{
		{"datagen", "--games", "2"}, // no --out
		{"datagen", "--out", out, "--variant", "chess"},
		{"datagen", "--out", out, "--random-plies", "9-3"},
		{"datagen", "--out", out, "--shard", "3/2"},
		{"datagen", "--out", out, "--threads", "0"},
		{"datagen", "--out", out, "--nodes", "0"},
		{"datagen", "--out", out, "extra"},
		{"datagen", "suite", "--count", "5"}, // no --dir
		{"datagen", "suite", "--dir", "x", "--max-win-share", "1"},
		{"datagen", "info"},
		{"suite", "--variant", "go"},
		{"suite", "--eval", "magic"},
		{"datagen", "--out", out, "--eval", "magic"},
		{"datagen", "--out", out, "--eval", "hand", "--evalfile", "x.net"},
	}
	for _, args := range bad {
		if code, _, errs := runCLI(args...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d %q, want a usage error (2)", args, code, errs)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a usage error created the output file")
	}
}

// TestDatagenSIGINT runs the binary without a target, interrupts it after
// its first finished game, and checks that every finished game was kept.
func TestDatagenSIGINT(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	out := filepath.Join(t.TempDir(), "d.bin")
	cmd := exec.Command(bin, "datagen", "--out", out, "--nodes", "300", "--threads", "2", "--progress", "1ns")
	var stdout strings.Builder
	cmd.Stdout = &stdout
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	progress := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		sent := false
		for sc.Scan() {
			if !sent && strings.Contains(sc.Text(), " games ") {
				progress <- sc.Text()
				sent = true
			}
		}
		done <- cmd.Wait()
	}()
	select {
	case <-progress: // a game is written: interrupt
	case err := <-done:
		t.Fatalf("exited before any progress: %v\n%s", err, stdout.String())
	case <-time.After(2 * time.Minute):
		cmd.Process.Kill()
		t.Fatal("no game finished in two minutes")
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit after SIGINT with no target: %v, want 0\n%s", err, stdout.String())
		}
	case <-time.After(time.Minute):
		cmd.Process.Kill()
		t.Fatal("did not stop after SIGINT")
	}
	if !strings.Contains(stdout.String(), "Interrupted") {
		t.Fatalf("summary: %q", stdout.String())
	}
	samples, partial, err := datagen.ReadFile(out)
	if err != nil || partial != 0 || len(samples) == 0 {
		t.Fatalf("kept data: %d samples, partial %d, %v", len(samples), partial, err)
	}
	if want := fmt.Sprintf("Positions       : %d\n", len(samples)); !strings.Contains(stdout.String(), want) {
		t.Fatalf("the summary does not count the %d samples kept: %q", len(samples), stdout.String())
	}
	// The last kept game is whole: its last move ends the game.
	last := samples[len(samples)-1]
	r := engine.DefaultRules(last.Variant)
	end, err := r.Play(&last.Pos, last.Best)
	if err != nil {
		t.Fatal(err)
	}
	if res, _ := r.Outcome(&end); res == engine.NoResult || last.Result == 0 {
		t.Fatalf("the last kept game is cut: outcome %v, result %d", res, last.Result)
	}
}

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
