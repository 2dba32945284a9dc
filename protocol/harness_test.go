package protocol

import (
	"bufio"
	"io"
	"strings"
	"testing"
	"time"
)

// harness drives a Session through pipes, as a GUI would.
type harness struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	done  chan error
}

func startSession(t *testing.T) *harness {
	t.Helper()
	return startSessionWith(t, nil)
}

// startSessionWith is startSession with setup run on the session before
// it reads its first line (setup may be nil).
func startSessionWith(t *testing.T, setup func(*Session)) *harness {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	h := &harness{t: t, in: inW, lines: make(chan string, 10000), done: make(chan error, 1)}
	s := NewSession(Config{Name: "Bao", Version: "test", Author: "the Bao authors"}, outW)
	if setup != nil {
		setup(s)
	}
	go func() {
		err := s.Run(inR)
		outW.Close()
		h.done <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			h.lines <- sc.Text()
		}
		close(h.lines)
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-h.done:
		case <-time.After(10 * time.Second):
			t.Error("session did not end after its input closed")
		}
	})
	return h
}

// send writes lines to the session.
func (h *harness) send(lines ...string) {
	h.t.Helper()
	for _, l := range lines {
		if _, err := io.WriteString(h.in, l+"\n"); err != nil {
			h.t.Fatalf("send %q: %v", l, err)
		}
	}
}

// until reads lines until one starts with prefix and returns all read.
func (h *harness) until(prefix string, timeout time.Duration) []string {
	h.t.Helper()
	var got []string
	deadline := time.After(timeout)
	for {
		select {
		case l, ok := <-h.lines:
			if !ok {
				h.t.Fatalf("output ended waiting for %q; got:\n%s", prefix, strings.Join(got, "\n"))
			}
			got = append(got, l)
			if strings.HasPrefix(l, prefix) {
				return got
			}
		case <-deadline:
			h.t.Fatalf("no %q within %v; got:\n%s", prefix, timeout, strings.Join(got, "\n"))
		}
	}
}

// sync sends isready and returns everything printed before readyok.
func (h *harness) sync() []string {
	h.t.Helper()
	h.send("isready")
	got := h.until("readyok", 10*time.Second)
	return got[:len(got)-1]
}

// none checks that nothing is printed for a while.
func (h *harness) quiet(d time.Duration) {
	h.t.Helper()
	select {
	case l := <-h.lines:
		h.t.Fatalf("unexpected output %q", l)
	case <-time.After(d):
	}
}

func hasPrefix(lines []string, prefix string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			return true
		}
	}
	return false
}

func count(lines []string, prefix string) int {
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			n++
		}
	}
	return n
}
