package protocol

import (
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/search"
)

// TestEOFRunsOut: at the end of the input, a search with an end of its
// own runs to it and the commands waiting behind it still run, so a
// script that pipes commands in and closes its input loses nothing.
// Before, the end of the input stopped the search at once (a depth-1
// answer to "go depth 8") and dropped the waiting go.
func TestEOFRunsOut(t *testing.T) {
	h := startSession(t)
	h.send("position startpos", "go depth 8", "position startpos moves A6L", "go nodes 3000", "eval")
	h.in.Close()
	var got []string
	timeout := time.After(60 * time.Second)
	for done := false; !done; {
		select {
		case l, ok := <-h.lines:
			if !ok {
				done = true
				break
			}
			got = append(got, l)
		case <-timeout:
			t.Fatalf("output did not end; got:\n%s", strings.Join(got, "\n"))
		}
	}
	if n := count(got, "bestmove "); n != 2 {
		t.Fatalf("%d bestmoves, want 2:\n%s", n, strings.Join(got, "\n"))
	}
	if !hasPrefix(got, "info depth 8 ") {
		t.Errorf("the depth-8 search did not reach depth 8:\n%s", strings.Join(got, "\n"))
	}
	if !hasPrefix(got, "Net evaluation:") {
		t.Errorf("the eval queued behind the searches did not run:\n%s", strings.Join(got, "\n"))
	}
}

// TestEndsByItself: which searches the end of the input waits for.
func TestEndsByItself(t *testing.T) {
	for _, c := range []struct {
		args string
		want bool
	}{
		{"depth 5", true}, {"nodes 100", true}, {"movetime 10", true}, {"mate 3", true},
		{"wtime 1000 btime 1000", true}, {"btime 1000", false}, {"wtime 0", true},
		{"infinite", false}, {"depth 5 infinite", false}, {"", false},
		{"winc 100", true}, {"depth 0", true}, {"depth -5", true}, {"nodes 0", true}, {"mate 0", true}, {"movetime 0", true},
	} {
		s := NewSession(Config{}, new(strings.Builder))
		lim, _, _ := s.parseGo(strings.Fields(c.args))
		if got := search.Plan(&lim, s.pos.Side, 0).EndsByItself; got != c.want {
			t.Errorf("go %s: ends by itself %v, want %v", c.args, got, c.want)
		}
	}
}
