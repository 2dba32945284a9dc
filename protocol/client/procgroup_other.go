//go:build !unix

package client

import "os/exec"

// ownProcessGroup does nothing where there are no process groups to
// choose (procgroup_unix.go says why it matters).
func ownProcessGroup(*exec.Cmd) {}
