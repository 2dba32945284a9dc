//go:build linux || darwin || dragonfly || freebsd || netbsd || openbsd

package protocol

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestEvalFileFIFO: setoption EvalFile naming a named pipe is refused at
// once with an error line, and the session goes on: it answers isready
// and ends at the end of its input. Before, opening the pipe waited for a
// writer, and the session answered nothing more (isready, quit and the
// end of the input ignored); this test hung with it.
func TestEvalFileFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "net.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
	var out strings.Builder
	s := NewSession(Config{Name: "Bao", Version: "test"}, &out)
	if err := s.Run(strings.NewReader("uci\nsetoption name EvalFile value " + fifo + "\nisready\n")); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	refused := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "info string error: setoption: option EvalFile: ") && strings.Contains(l, "named pipe") {
			refused = i
		}
	}
	if refused < 0 || lines[len(lines)-1] != "readyok" || refused > len(lines)-2 {
		t.Fatalf("want the refusal of the named pipe, then readyok; got:\n%s", out.String())
	}
	if s.evalSt.source != "" && s.evalSt.source != "embedded" {
		t.Errorf("net from %q after the refusal, want the previous net kept", s.evalSt.source)
	}
}
