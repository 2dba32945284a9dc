package protocol

import (
	"strings"
	"testing"
	"time"
)

// TestClockAtZeroMovesNow: a clock at or below zero for the side to move
// means "move now" (go wtime 0 btime 0, a negative wtime, go p1time 0
// p2time 0), not an untimed search that runs until stop. The
// search ends by itself after one ply; nothing here depends on the
// machine's speed: the test waits for the bestmove and reads the depth.
func TestClockAtZeroMovesNow(t *testing.T) {
	cases := []struct{ pos, go_ string }{
		{"position startpos", "go wtime 0 btime 0"},
		{"position startpos", "go wtime -5 btime 1000"},
		{"position startpos", "go p1time 0 p2time 0"},
		{"position startpos", "go p1time 0 p2time 0 p1inc 100 p2inc 100"},
		{"position startpos", "go wtime -100 btime -100 movestogo 5"},
		{"position startpos", "go wtime 0 btime 0 mate 5"},
		{"position startpos moves A6L", "go wtime 1000 btime 0"},
		{"position startpos moves A6L", "go p1time 5000 p2time -1"},
	}
	h := startSession(t)
	for _, c := range cases {
		h.send(c.pos, c.go_)
		got := h.until("bestmove", 30*time.Second)
		final := got[len(got)-2]
		if !strings.HasPrefix(final, "info depth 1 ") || got[len(got)-1] == "bestmove 0000" {
			t.Errorf("%s / %s: %q", c.pos, c.go_, got[len(got)-2:])
		}
	}
	// The other side's clock at zero does not hurry the side to move, and
	// an infinite search still waits for stop.
	h.send("position startpos", "go wtime 100000 btime 0 depth 3")
	if got := h.until("bestmove", 30*time.Second); !hasPrefix(got, "info depth 3 ") {
		t.Errorf("South's clock was running: %q", got)
	}
	h.send("go wtime 0 btime 0 infinite")
	if rest := h.sync(); count(rest, "bestmove") != 0 {
		t.Fatalf("go infinite ended by itself: %q", rest)
	}
	h.send("stop")
	h.until("bestmove", 10*time.Second)
}
