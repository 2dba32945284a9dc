package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
)

// version is stamped at build time with
// -ldflags "-X main.version=v0.1.0"; "dev" builds append the VCS revision.
var version = "dev"

// versionString returns the version, with the commit for dev builds.
func versionString() string {
	v := version
	if v != "dev" {
		return v
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return v
	}
	var rev string
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev != "" {
		v += "-" + rev
		if dirty {
			v += "-dirty"
		}
	}
	return v
}

// platformString describes the build for startup lines and logs.
func platformString() string {
	return fmt.Sprintf("%s %s/%s", runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

func runVersion(e *env) error {
	fs := newFlags(e, "version", "Print the program's version, Go version and platform.", "  bao version\n")
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "bao %s (%s)\n", versionString(), platformString())
	return nil
}
