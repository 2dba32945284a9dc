//go:build unix

package client

import (
	"syscall"
	"testing"
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
