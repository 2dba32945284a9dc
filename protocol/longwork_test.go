package protocol

import (
	"strings"
	"testing"
	"time"
)

// TestLongToolCommandsAnswerAndStop: perft, go perft and bench are long
// work like a search. isready is answered while they run, stop ends them
// (the output says the count is incomplete and prints no total), and
// quit ends the session at once: none of them waits for the count.
func TestLongToolCommandsAnswerAndStop(t *testing.T) {
	for _, c := range []struct{ cmd, stopped string }{
		{"perft 25", "info string perft stopped: the count is incomplete"},
		{"perft 25 divide", "info string perft stopped: the count is incomplete"},
		{"go perft 25", "info string perft stopped: the count is incomplete"},
		{"bench 60", "info string bench stopped: no signature"},
	} {
		h := startSession(t)
		h.send("position startpos", c.cmd)
		h.sync()
		h.send("stop")
		got := h.until("info string", 10*time.Second)
		if got[len(got)-1] != c.stopped || hasPrefix(got, "Nodes searched") {
			t.Errorf("%s, stopped:\n%s\nwant it to end with %q and no total", c.cmd, strings.Join(got, "\n"), c.stopped)
		}
		if rest := h.sync(); len(rest) != 0 {
			t.Errorf("%s: output after the stop: %q", c.cmd, rest)
		}
		h.send(c.cmd, "quit")
		select {
		case err := <-h.done:
			h.done <- err // for the harness's own check at the end
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: the session did not end at quit", c.cmd)
		}
	}
}

// TestLongToolCommandsQueue: commands after a perft wait for it, in
// order, and the end of the input lets it run to its end, as a search
// that ends by itself; a stop also reaches a perft still waiting.
func TestLongToolCommandsQueue(t *testing.T) {
	_, got := runScript(t, "position startpos", "perft 6", "legal", "go perft 2")
	want := []string{"", "Nodes searched: 1430", "legal 4 A6L A6R A7L A7R", "", "Nodes searched: 14"}
	var kept []string
	for _, l := range got {
		if !strings.HasSuffix(l, " nps") {
			kept = append(kept, l)
		}
	}
	if strings.Join(kept, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", kept, want)
	}
	h := startSession(t)
	h.send("position startpos", "go infinite", "perft 25", "isready")
	h.until("readyok", 10*time.Second)
	h.send("stop")
	got = h.until("info string perft stopped", 10*time.Second)
	if count(got, "bestmove") != 1 {
		t.Errorf("%q", got)
	}
}

// TestIdleRightAfterTheLastLine: once the last line of a search
// (bestmove) or of a tool command is out, the session is idle: a command
// sent in reply runs before an isready sent after it, as when idle, even
// in the moment between the last line and the loop's signal that the
// work ended.
func TestIdleRightAfterTheLastLine(t *testing.T) {
	h := startSession(t)
	h.send("position startpos")
	for i := 0; i < 100; i++ {
		for _, c := range []struct{ cmd, last string }{
			{"go depth 1", "bestmove "}, {"perft 1", "4 nodes "}, {"go perft 1", "4 nodes "},
		} {
			h.send(c.cmd)
			h.until(c.last, 10*time.Second)
			h.send("legal", "isready")
			if got := h.until("readyok", 10*time.Second); len(got) != 2 || got[0] != "legal 4 A6L A6R A7L A7R" {
				t.Fatalf("after %s: %q, want the legal line, then readyok", c.cmd, got)
			}
		}
	}
}
