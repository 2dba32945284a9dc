package protocol

import (
	"strings"
	"testing"
	"time"
)

// TestStopReachesSearchBehindQueuedGo: go infinite, then go depth 1,
// isready and stop. isready is answered while the infinite search still
// runs, and stop ends it and the queued go: each go gets exactly one
// bestmove; isready and stop never wait behind the queued go.
func TestStopReachesSearchBehindQueuedGo(t *testing.T) {
	h := startSession(t)
	h.send("position startpos", "go infinite", "go depth 1", "isready")
	// The infinite search cannot end by itself, so readyok must come
	// first: isready did not wait for it.
	got := h.until("readyok", 10*time.Second)
	if n := count(got, "bestmove"); n != 0 {
		t.Fatalf("bestmove before readyok: %q", got)
	}
	h.send("stop")
	h.until("bestmove", 10*time.Second)
	h.until("bestmove", 10*time.Second)
	if rest := h.sync(); count(rest, "bestmove") != 0 {
		t.Fatalf("a third bestmove: %q", rest)
	}
	// Two queued searches behind a running one: one stop ends all three.
	h.send("go infinite", "go infinite", "go infinite", "stop")
	for i := 0; i < 3; i++ {
		h.until("bestmove", 10*time.Second)
	}
	if rest := h.sync(); count(rest, "bestmove") != 0 {
		t.Fatalf("an extra bestmove: %q", rest)
	}
	// A go sent after the stop is not stopped by it.
	h.send("go infinite", "go infinite", "stop", "go infinite", "isready")
	got = h.until("readyok", 10*time.Second)
	for count(got, "bestmove") < 2 {
		got = append(got, h.until("bestmove", 10*time.Second)...)
	}
	// The third search runs on: it cannot end by itself.
	if rest := h.sync(); count(rest, "bestmove") != 0 {
		t.Fatalf("the go after stop was stopped: %q", rest)
	}
	h.send("stop")
	h.until("bestmove", 10*time.Second)
}

// TestPonderhitReachesQueuedPonderSearch: a ponderhit that arrives while
// the go ponder it is meant for still waits behind a running search is
// not lost (the ponder search would never end).
func TestPonderhitReachesQueuedPonderSearch(t *testing.T) {
	h := startSession(t)
	for i := 0; i < 5; i++ {
		h.send("position startpos", "go depth 3", "go ponder depth 2", "ponderhit")
		h.until("bestmove", 10*time.Second)
		h.until("bestmove", 10*time.Second)
	}
	if rest := h.sync(); count(rest, "bestmove") != 0 {
		t.Fatalf("an extra bestmove: %q", rest)
	}
}

// TestQueuedCommandsKeepOrderAroundStop: the commands queued behind a
// search run in order after it, also when a stop arrived after them.
func TestQueuedCommandsKeepOrderAroundStop(t *testing.T) {
	h := startSession(t)
	h.send("position startpos", "go infinite", "position startpos moves A6L", "go depth 2", "query p1turn", "stop")
	got := h.until("response", 10*time.Second)
	if count(got, "bestmove") != 2 || got[len(got)-1] != "response false" {
		t.Fatalf("%s", strings.Join(got, "\n"))
	}
}

// TestEveryQueryGetsAResponse: after a position the engine cannot accept
// (bad BFEN, an illegal move, rules that differ from the GUI's) every
// query printed only an error and a UGI runner waited for "response"
// forever. Each query gets exactly one response line.
func TestEveryQueryGetsAResponse(t *testing.T) {
	bad := []string{
		"position fen 1,2,3 22,22 S SN -",
		"position startpos moves A5L",
		"position startpos moves A6L A6L",
		// The GUI plays Bao la Kujifunza, the engine Kiswahili.
		"position startpos moves A3L",
		// The GUI plays with infiniteMove=loses (A3L is then legal here),
		// the engine with the variant's default.
		"position fen 0,0,0,0,0,0,0,0/0,0,0,0,9,0,0,1/1,6,3,1,0,5,4,0/2,1,0,5,0,3,0,1 11,11 S - - moves A3L",
	}
	for _, pos := range bad {
		h := startSession(t)
		h.send(strings.Split(pos, "\n")...)
		for _, q := range []struct{ query, want string }{
			{"query gameover", "response true"},
			{"query p1turn", "response true"},
			{"query result", "response none"},
		} {
			h.send(q.query)
			got := h.until("response", 10*time.Second)
			if got[len(got)-1] != q.want || !hasPrefix(got, "info string error: query") {
				t.Errorf("%s / %s: %q, want an error and %q", pos, q.query, got, q.want)
			}
		}
		if rest := h.sync(); count(rest, "response") != 0 {
			t.Errorf("%s: a second response: %q", pos, rest)
		}
	}
	h := startSession(t)
	for _, q := range []string{"query", "query colour", "query p1turn gameover"} {
		h.send(q)
		got := h.until("response", 10*time.Second)
		if got[len(got)-1] != "response none" || !hasPrefix(got, "info string error: query") {
			t.Errorf("%s: %q", q, got)
		}
	}
	if rest := h.sync(); count(rest, "response") != 0 {
		t.Errorf("a second response: %q", rest)
	}
}
