package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
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

func TestSuiteCLI(t *testing.T) {
	code, out, errs := runCLI("suite", "--depth", "1", "--variant", "kujifunza")
	if code != 0 || !strings.Contains(out, "kujifunza") || !strings.Contains(out, "depth 1") {
		t.Fatalf("suite: exit %d\n%s%s", code, out, errs)
	}
	// A suite file of one position: its one winning move is found at depth 3.
	dir := t.TempDir()
	file := filepath.Join(dir, "one.txt")
	line := "0,0,4,1,3,1,2,5/8,3,0,5,2,1,1,1/0,0,0,1,0,3,6,1/0,4,1,0,1,2,1,7 0,0 S - - 14 | kujifunza | A7L | A6L A6R A7R\n"
	if err := os.WriteFile(file, []byte("# test\n"+line), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runCLI("suite", "--file", file, "--variant", "kujifunza", "--nodes", "20000")
	if code != 0 || !strings.Contains(out, "100.0%") {
		t.Fatalf("suite --file: exit %d\n%s%s", code, out, errs)
	}
	// The same with the embedded net as the evaluation.
	code, out, errs = runCLI("suite", "--file", file, "--variant", "kujifunza", "--nodes", "20000", "--eval", "net")
	if code != 0 || !strings.Contains(out, "100.0%") {
		t.Fatalf("suite --eval net: exit %d\n%s%s", code, out, errs)
	}
	if err := os.WriteFile(file, []byte(strings.Replace(line, "| A6L", "| A6L A6L", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs = runCLI("suite", "--file", file); code != 1 || !strings.Contains(errs, "line 1") {
		t.Fatalf("bad suite file: exit %d %q", code, errs)
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
