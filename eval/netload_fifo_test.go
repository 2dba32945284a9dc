//go:build linux || darwin || dragonfly || freebsd || netbsd || openbsd

package eval

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestLoadNetRefusesFIFO: a named pipe given as the net file is refused
// without being opened. Opening it waited for a writer that never came,
// and the engine hung (setoption name EvalFile value a FIFO: isready,
// quit and the end of the input ignored); this test hung with it.
func TestLoadNetRefusesFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "net.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
	_, err := LoadNet(fifo)
	if err == nil || !strings.Contains(err.Error(), "load net "+fifo+": a named pipe (FIFO), not a regular file") {
		t.Errorf("LoadNet(%s): %v, want it refused as a named pipe", fifo, err)
	}
}
