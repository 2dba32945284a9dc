//go:build linux || darwin || dragonfly || freebsd || netbsd || openbsd

package tune

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestReadNetRefusesFIFO: a named pipe given as the start net is refused
// without being opened. Opening it waited for a writer that never came,
// and "bao tune net" hung before training; this test hung with it.
func TestReadNetRefusesFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "init.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
	_, err := readNet(fifo)
	if err == nil || !strings.Contains(err.Error(), "a named pipe (FIFO), not a regular file") {
		t.Errorf("readNet(%s): %v, want it refused as a named pipe", fifo, err)
	}
}
