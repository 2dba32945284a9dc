package main

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/solve"
)

// testBenchTerminate: SIGTERM stops a deep bench at once, and it exits as
// interrupted, saying so, where it used to search on (bench did not take
// its context, and the watched signal did nothing).
func testBenchTerminate(t *testing.T, bin string) {
	p := startProcess(t, bin, "bench", "--depth", "40")
	p.waitFor("bench: evaluation")
	p.signal(syscall.SIGTERM)
	rest, err := p.wait()
	if code := exitCode(err); code != cli.ExitInterrupted {
		t.Fatalf("exit %d (%v), want %d: %q", code, err, cli.ExitInterrupted, rest)
	}
	out := strings.Join(p.all, "\n")
	if !strings.Contains(out, "Interrupted     : no summary") || strings.Contains(out, "Nodes searched") {
		t.Errorf("output:\n%s", out)
	}
}

// testProtocolInterrupt: the protocol never asks for a context, so Ctrl-C
// keeps its default action and ends bao at its prompt, where the first
// Ctrl-C used to be swallowed.
func testProtocolInterrupt(t *testing.T, bin string) {
	p := startProcess(t, bin)
	p.waitFor("stderr: Bao ")
	p.interrupt()
	_, err := p.wait()
	ee := exitStatus(err)
	if ee == nil || !ee.Signaled() || ee.Signal() != syscall.SIGINT {
		t.Fatalf("the protocol after Ctrl-C: %v, want killed by SIGINT", err)
	}
}

// exitStatus returns the wait status of a process that ended with err
// (from exec.Cmd.Wait), or nil when it exited cleanly or never ran.
func exitStatus(err error) *syscall.WaitStatus {
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		return nil
	}
	ws, ok := ee.Sys().(syscall.WaitStatus)
	if !ok {
		return nil
	}
	return &ws
}

// testAnalyzeInterrupt: Ctrl-C in analyze printed nothing more; it stops
// the search and prints the best line found so far.
func testAnalyzeInterrupt(t *testing.T, bin string, asJSON bool) {
	args := []string{"analyze", "--depth", "100"}
	if asJSON {
		args = append(args, "--json")
	}
	p := startProcess(t, bin, args...)
	p.waitFor(`depth`)
	p.interrupt()
	rest, err := p.wait()
	if code := exitCode(err); code != cli.ExitInterrupted {
		t.Fatalf("exit %d (%v), want %d: %q", code, err, cli.ExitInterrupted, rest)
	}
	var stdout []string
	for _, l := range p.all {
		if !strings.HasPrefix(l, "stderr: ") {
			stdout = append(stdout, l)
		}
	}
	last := stdout[len(stdout)-1]
	if asJSON {
		var v map[string]any
		if err := json.Unmarshal([]byte(last), &v); err != nil {
			t.Fatalf("last line %q: %v", last, err)
		}
		if v["interrupted"] != true || v["bestmove"] == nil || len(v["pv"].([]any)) == 0 {
			t.Errorf("last line %q", last)
		}
		return
	}
	if !strings.HasPrefix(last, "bestmove ") || !strings.Contains(last, " pv A") ||
		!strings.Contains(strings.Join(p.all, "\n"), "interrupted: the best line found so far") {
		t.Errorf("output:\n%s", strings.Join(p.all, "\n"))
	}
}

// testPlayInterrupt: Ctrl-C in play wrote no record. Now it saves the game
// so far, at the prompt (after the engine's first move) and while the
// engine thinks (a ten-minute move that Ctrl-C stops), and exits as an
// interrupted command does.
func testPlayInterrupt(t *testing.T, bin string, whileThinking bool) {
	file := filepath.Join(t.TempDir(), "g.pgn")
	args := []string{"play", "--side", "north", "--save", file, "--depth", "1"}
	if whileThinking {
		// The player's move, then the engine thinks for ever: the game
		// saved holds the one move (a game without a move is not saved).
		args = []string{"play", "--side", "south", "--save", file, "--movetime", "600000"}
	}
	wantMoves := 1
	p := startProcess(t, bin, args...)
	if whileThinking {
		p.send("A6L")
		p.waitFor("Engine thinking...")
	} else {
		p.waitFor("North to move (you play North)")
	}
	p.interrupt()
	rest, err := p.wait()
	if code := exitCode(err); code != cli.ExitInterrupted {
		t.Fatalf("exit %d (%v), want %d: %q", code, err, cli.ExitInterrupted, rest)
	}
	all := strings.Join(p.all, "\n")
	if !strings.Contains(all, "Interrupted.") || !strings.Contains(all, "Game saved to "+file) {
		t.Errorf("output:\n%s", all)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatalf("no record: %v", err)
	}
	defer f.Close()
	games, err := record.Read(f)
	if err != nil || len(games) != 1 {
		t.Fatalf("record: %v, %d games", err, len(games))
	}
	if n := len(games[0].Moves); n != wantMoves {
		t.Errorf("record holds %d moves, want %d", n, wantMoves)
	}
}

// testSolveInterruptResume stops a long solve with sig (SIGINT as Ctrl-C
// sends it, or SIGTERM) once it has reported progress, checks that the
// table was saved and the exit code is the one of an interrupted command,
// and resumes from the table.
func testSolveInterruptResume(t *testing.T, bin string, sig syscall.Signal) {
	table := filepath.Join(t.TempDir(), "kiswahili.table")
	p := startProcess(t, bin, "solve", "--hash", "32", "--save", table, "--progress", "1ns", "--json")
	p.waitFor("root pn")
	p.signal(sig)
	rest, err := p.wait()
	if code := exitCode(err); code != cli.ExitInterrupted {
		t.Fatalf("exit %d (%v), want %d\n%q", code, err, cli.ExitInterrupted, rest)
	}
	var out, errs strings.Builder
	for _, l := range p.all {
		if e, ok := strings.CutPrefix(l, "stderr: "); ok {
			errs.WriteString(e + "\n")
		} else {
			out.WriteString(l + "\n")
		}
	}
	var first solve.RunReport
	if err := json.Unmarshal([]byte(out.String()), &first); err != nil {
		t.Fatalf("json: %v: %q", err, out.String())
	}
	if first.Result != "unknown" || first.Reason != "stopped" || first.Table != table || first.Nodes == 0 {
		t.Fatalf("first run: %+v", first)
	}
	if !strings.Contains(errs.String(), "solve: interrupted: stopping") || !strings.Contains(errs.String(), "root pn") ||
		!strings.Contains(errs.String(), "bao: solve: interrupted") {
		t.Fatalf("stderr: %q", errs.String())
	}
	code, o2, e2 := runCLI("solve", "--hash", "32", "--resume", table, "--nodes", "2000", "--json", "--progress", "0")
	if code != 0 {
		t.Fatalf("resume: exit %d %s %s", code, o2, e2)
	}
	var second solve.RunReport
	if err := json.Unmarshal([]byte(o2), &second); err != nil {
		t.Fatalf("json: %v: %q", err, o2)
	}
	if second.TotalNodes < first.Nodes+second.Nodes || !strings.Contains(e2, "resumed") {
		t.Fatalf("resume did not continue the count: first %d, second %+v, %q", first.Nodes, second, e2)
	}
}
