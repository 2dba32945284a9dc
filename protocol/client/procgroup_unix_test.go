//go:build unix

package client

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestOwnProcessGroup: an engine runs in a process group of its own, so
// a Ctrl-C at the terminal reaches the program that runs it, not the
// engine.
func TestOwnProcessGroup(t *testing.T) {
	e, err := Start(Config{Path: "/bin/sh", Args: []string{"-c", "read line"}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Kill()
	pid := e.cmd.Process.Pid
	pgid, err := syscall.Getpgid(pid)
	if err != nil {
		t.Fatal(err)
	}
	if pgid != pid || pgid == syscall.Getpgrp() {
		t.Fatalf("engine %d in process group %d (ours %d), want a group of its own", pid, pgid, syscall.Getpgrp())
	}
}

// alive reports whether process pid exists and is not a zombie (a killed
// process not yet reaped by its parent).
func alive(pid int) bool {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return syscall.Kill(pid, 0) == nil
	}
	// The state follows the command name in parentheses.
	s := string(data)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}

// busyChild starts a script engine that leaves a busy child in its group
// (as a wrapper script that runs the engine without exec does) and
// returns the engine and the child's process id. The child is killed at
// the end of the test whatever happens.
func busyChild(t *testing.T) (*Engine, int) {
	t.Helper()
	e := script(t, `while :; do :; done & echo "child $!"; read x`)
	l, err := e.ReadLine("start", time.Now().Add(30*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimPrefix(l.Text, "child "))
	if err != nil {
		t.Fatalf("line %q: %v", l.Text, err)
	}
	t.Cleanup(func() { syscall.Kill(pid, syscall.SIGKILL) })
	return e, pid
}

// waitGone waits up to a generous limit for process pid to end and
// reports whether it did.
func waitGone(pid int) bool {
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if !alive(pid) {
			return true
		}
	}
	return false
}

// TestKillEndsTheGroup: Kill and Interrupt end the engine's children too
// (the processes of its group): a wrapper script's busy child was left
// running, orphaned, when only the engine's process was killed.
func TestKillEndsTheGroup(t *testing.T) {
	e, pid := busyChild(t)
	e.Kill()
	if !waitGone(pid) {
		t.Errorf("Kill: the engine's child %d still runs", pid)
	}
	e, pid = busyChild(t)
	e.Interrupt()
	if !waitGone(pid) {
		t.Errorf("Interrupt: the engine's child %d still runs", pid)
	}
}

// TestExitWithChildHoldingOutput: an engine that crashes while a child
// of its own keeps its output open is reported as ended (KindExited,
// with its exit status) at once, not as a timeout at the deadline.
func TestExitWithChildHoldingOutput(t *testing.T) {
	e := script(t, `sleep 300 & read x; echo uciok; read y; exit 3`)
	if err := e.Handshake("uci", 30*time.Second); err != nil {
		t.Fatal(err)
	}
	_, err := e.Go("depth 1", time.Now().Add(30*time.Second))
	if !IsKind(err, KindExited) || !strings.Contains(err.Error(), "exit status 3") {
		t.Errorf("go: %v, want the exit with status 3", err)
	}
}
