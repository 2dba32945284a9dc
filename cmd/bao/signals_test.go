package main

import (
	"errors"
	"os/exec"
	"strings"
	"syscall"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
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
