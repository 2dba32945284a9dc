package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// probeStamp learns how the toolchain will stamp this tree's programs
// before any of them is built: it builds this small command (the standard
// library and pflag, seconds where bao takes minutes) with the flags of
// build and reads its stamp. Every main package of the module gets the
// same module version and VCS stamp, so bao's will match (build checks it).
func (b builder) probeStamp(dir string) (stamp, error) {
	out := filepath.Join(dir, "probe", "baorelease")
	cmd := exec.Command(b.goCmd, "build", "-trimpath", "-buildvcs=true", "-o", out, "./cmd/baorelease")
	cmd.Dir = b.module
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return stamp{}, fmt.Errorf("read the tree's VCS stamp (go build ./cmd/baorelease): %w\n%s", err, stderr.Bytes())
	}
	return readStamp(out)
}

// checkStamped refuses an unstamped tree unless allowed, before anything
// is built: its programs' "bao version" would not say what they are.
func checkStamped(st stamp, allow bool) error {
	if st.revision == "" && !allow {
		return fmt.Errorf("this tree carries no VCS revision (a linked git worktree, no git, or -buildvcs=false): its programs would be named %q; build from a clean git checkout, or pass --allow-unstamped", st.name)
	}
	return nil
}
