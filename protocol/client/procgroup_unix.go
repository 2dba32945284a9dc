//go:build unix

package client

import (
	"os"
	"os/exec"
	"syscall"
)

// ownProcessGroup puts the engine in a process group of its own. A Ctrl-C
// typed at the terminal goes to the terminal's foreground process group:
// it should reach the program that runs the engine (a match, the web
// server), which then ends the engine in its own time, and not the engine
// as well. An engine killed by the same Ctrl-C would look like a crash,
// and a match could record the game it was playing as lost.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup kills the process and every process of its group (the
// engine's children: a wrapper script's engine, helpers), which would
// otherwise outlive it, orphaned, maybe busy. The group is the one
// ownProcessGroup gave the engine, whose id is the engine's process id.
func killGroup(p *os.Process) {
	syscall.Kill(-p.Pid, syscall.SIGKILL)
	p.Kill()
}
