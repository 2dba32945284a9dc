package cli

import "github.com/baoengine/bao/internal/version"

// VersionString returns the build's name, e.g. "dev-cc6dabb0aa75" or
// "v0.1.0": the version and revision the Go toolchain stamped into the
// binary (package internal/version).
func VersionString() string { return version.Read().String() }

// PlatformString describes the build for startup lines and logs.
func PlatformString() string {
	in := version.Read()
	return in.Go + " " + in.Platform
}
