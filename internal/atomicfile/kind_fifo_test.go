//go:build linux || darwin || dragonfly || freebsd || netbsd || openbsd

package atomicfile

import (
	"path/filepath"
	"syscall"
	"testing"
)

// TestCheckKindFIFO: an output named by a named pipe is not opened to
// read its first bytes. Opening it waited for a writer that never came,
// so a command given a FIFO as its output hung before any work; this
// test hung with it.
func TestCheckKindFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "out.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
	k := Kind{Name: "a proof", Is: func([]byte) bool { return false }}
	if err := CheckKind(fifo, k); err != nil {
		t.Errorf("CheckKind(%s): %v, want nil (Write and CheckWritable judge what is not a regular file)", fifo, err)
	}
}
