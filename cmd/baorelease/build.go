package main

import (
	"bytes"
	"debug/buildinfo"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/baoengine/bao/internal/version"
)

// builder runs the go command to cross-compile the module's cmd/bao.
type builder struct {
	goCmd  string // the go command, "go" on the PATH by default
	module string // the module's root folder
}

// build compiles cmd/bao for t into dir and returns the binary's path.
func (b builder) build(t target, dir string) (string, error) {
	out := filepath.Join(dir, t.OS+"-"+t.Arch, t.exe())
	cmd := exec.Command(b.goCmd, "build", "-trimpath", "-buildvcs=true", "-o", out, "./cmd/bao")
	cmd.Dir = b.module
	cmd.Env = append(os.Environ(), "GOOS="+t.OS, "GOARCH="+t.Arch, "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("build %s: %w\n%s", t, err, stderr.Bytes())
	}
	return out, nil
}

// stamp is what the toolchain wrote into a binary about its build.
type stamp struct {
	name     string    // as "bao version" names it: v0.1.0, dev-cc6dabb0aa75
	revision string    // the VCS revision, "" when none was stamped
	time     time.Time // the commit time, zero when unknown
	modified bool      // built from a tree with uncommitted changes
}

// readStamp reads the build information of the binary at path, whatever
// its platform, and names it as the binary itself would.
func readStamp(path string) (stamp, error) {
	bi, err := buildinfo.ReadFile(path)
	if err != nil {
		return stamp{}, fmt.Errorf("read build information of %s: %w", path, err)
	}
	in := version.FromBuildInfo(bi, true)
	st := stamp{name: in.String(), revision: in.Revision, modified: in.Modified}
	if in.Time != "" {
		if t, err := time.Parse(time.RFC3339, in.Time); err == nil {
			st.time = t
		}
	}
	return st, nil
}
