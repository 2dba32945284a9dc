package main

import (
	"fmt"

	"github.com/baoengine/bao/internal/version"
)

// versionString returns the build's name, e.g. "dev-cc6dabb0aa75" or
// "v0.1.0": the version and revision the Go toolchain stamped into the
// binary (package internal/version).
func versionString() string { return version.Read().String() }

// platformString describes the build for startup lines and logs.
func platformString() string {
	in := version.Read()
	return in.Go + " " + in.Platform
}

func runVersion(e *env) error {
	fs := newFlags(e, "version",
		"Print the program's version, the VCS revision it was built from, the Go version\n"+
			"and the platform. \"go build\" in a git checkout stamps the revision (a dev build\n"+
			"is named dev-<revision>, plus -dirty with uncommitted changes); \"go run\" and\n"+
			"builds with -buildvcs=false or in a linked git worktree know none and say \"dev\".\n"+
			"The same name follows \"id name Bao\" in the protocol and is written in the\n"+
			"Program tag of game records.",
		"  bao version\n  bao --version\n")
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	fmt.Fprint(e.stdout, version.Read().Details())
	return nil
}
