//go:build !unix

package client

import (
	"os"
	"os/exec"
)

// ownProcessGroup does nothing where there are no process groups to
// choose (procgroup_unix.go says why it matters).
func ownProcessGroup(*exec.Cmd) {}

// killGroup kills the process: there is no group of its own to kill.
func killGroup(p *os.Process) {
	p.Kill()
}
