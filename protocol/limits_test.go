package protocol

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// TestLimitsBelowOne: a depth, nodes, mate or movetime at or below zero
// asks for less than the least search; it is read as 1, with a warning
// that names it, so the search ends by itself at once instead of running
// until stop with no word.
func TestLimitsBelowOne(t *testing.T) {
	for _, c := range []struct{ args, warning string }{
		{"depth 0", "info string warning: go: depth 0 is below 1, read as 1"},
		{"depth -5", "info string warning: go: depth -5 is below 1, read as 1"},
		{"nodes 0", "info string warning: go: nodes 0 is below 1, read as 1"},
		{"mate 0", "info string warning: go: mate 0 is below 1, read as 1"},
		{"movetime 0", "info string warning: go: movetime 0 is below 1, read as 1"},
		{"movetime -40", "info string warning: go: movetime -40 is below 1, read as 1"},
	} {
		h := startSession(t)
		h.send("position startpos", "go "+c.args)
		got := h.until("bestmove ", 30*time.Second)
		if got[0] != c.warning {
			t.Errorf("go %s: first line %q, want %q", c.args, got[0], c.warning)
		}
		if n := count(got, "info string warning: go: "+c.args+" "); n != 1 {
			t.Errorf("go %s: %d warnings:\n%s", c.args, n, strings.Join(got, "\n"))
		}
	}
}

// TestMateSearchEndsByItself: a mate search that finds no win within its
// bound ends after the iteration of that many plies, so the end of the
// input waits for it and the program ends: "go mate 3" at the end of a
// script ends, although the proof search finds no win.
func TestMateSearchEndsByItself(t *testing.T) {
	h := startSession(t)
	h.send("position startpos", "go mate 3")
	got := h.until("bestmove ", 60*time.Second)
	last := got[len(got)-2]
	if !strings.HasPrefix(last, "info depth 5 ") || strings.Contains(last, "score mate") {
		t.Errorf("final info %q: want a depth-5 search without a mate", last)
	}
	h.send("ugi", "go mate 3")
	got = h.until("bestmove ", 60*time.Second)
	if last := got[len(got)-2]; !strings.HasPrefix(last, "info depth 3 ") {
		t.Errorf("ugi: final info %q: want depth 3 (plies)", last)
	}
	h.send("uci", "go depth 2 mate 3")
	got = h.until("bestmove ", 60*time.Second)
	if last := got[len(got)-2]; !strings.HasPrefix(last, "info depth 2 ") {
		t.Errorf("depth 2 mate 3: final info %q: want depth 2", last)
	}
}

// TestMoveTimeWithinOverhead: a movetime that MoveOverhead eats whole
// leaves the search 1 ms; the engine says so, once per go, and says
// nothing when the movetime leaves time to search.
func TestMoveTimeWithinOverhead(t *testing.T) {
	h := startSession(t)
	h.send("position startpos", "go movetime 20")
	got := h.until("bestmove ", 30*time.Second)
	want := "info string warning: go: movetime 20 is not above MoveOverhead 50: the search gets 1 ms"
	if got[0] != want || count(got, "info string") != 1 {
		t.Errorf("got:\n%s\nwant first and only info string %q", strings.Join(got, "\n"), want)
	}
	h.send("setoption name MoveOverhead value 5", "go movetime 20")
	if got := h.until("bestmove ", 30*time.Second); count(got, "info string") != 0 {
		t.Errorf("movetime 20 with MoveOverhead 5:\n%s", strings.Join(got, "\n"))
	}
	h.send("setoption name MoveOverhead value 20", "go movetime 20")
	if got := h.until("bestmove ", 30*time.Second); count(got, "info string warning: go: movetime 20 is not above MoveOverhead 20") != 1 {
		t.Errorf("movetime 20 with MoveOverhead 20:\n%s", strings.Join(got, "\n"))
	}
}

// TestClockOfTheOtherSideOnly: a go that gives clocks, but none for the
// side to move, and no other limit, searches until stop: the engine says
// so, since a script that meant a timed search would otherwise wait with
// no word. A go with a clock for the side to move says nothing.
func TestClockOfTheOtherSideOnly(t *testing.T) {
	want := "info string warning: go: no clock for South, the side to move: the search runs until stop"
	for _, c := range []struct {
		args string
		warn bool
	}{
		{"btime 1000", true}, {"p2time 1000 p2inc 10", true}, {"btime 1000 binc 10 movestogo 5", true},
		{"btime 1000 depth 3", false}, {"btime 1000 infinite", false}, {"wtime 1000 btime 1000", false},
		{"winc 100", false},
	} {
		var out strings.Builder
		s := NewSession(Config{}, &out)
		lim, _, _ := s.parseGo(strings.Fields(c.args))
		if got := strings.Contains(out.String(), want); got != c.warn {
			t.Errorf("go %s: warned %v, want %v:\n%s", c.args, got, c.warn, out.String())
		}
		if c.warn && search.Plan(&lim, s.pos.Side, 0).EndsByItself {
			t.Errorf("go %s: warned, yet the search ends by itself", c.args)
		}
	}
}

// mateIn1 is a position where South wins at once with A6L.
const mateIn1 = "position fen 1,1,1,1,1,1,0,0/0,0,0,0,1,2,4,0/1,3,5,3,1,3,1,0/4,1,0,3,1,3,1,3 9,9 S - - 26"

// TestMateProofWaitsForStopOrPonderhit: the proof search of go mate
// answered at once, so go ponder ... mate 2 printed bestmove before
// ponderhit and go infinite mate 2 before stop (protocol.md 5: they
// still wait). The proof's info line comes at once; an isready sent after
// it is answered before bestmove, which comes after ponderhit or stop.
func TestMateProofWaitsForStopOrPonderhit(t *testing.T) {
	for _, c := range []struct{ goCmd, release string }{
		{"go ponder wtime 10000 btime 10000 mate 2", "ponderhit"},
		{"go ponder mate 2", "stop"},
		{"go infinite mate 2", "stop"},
	} {
		h := startSession(t)
		h.send("setoption name Ponder value true", mateIn1, c.goCmd)
		got := h.until("info depth 1 ", 30*time.Second)
		if !strings.Contains(got[len(got)-1], "score mate 1 ") {
			t.Fatalf("%s: %q, want the proof's mate 1", c.goCmd, got)
		}
		h.send("isready")
		if got := h.until("readyok", 30*time.Second); len(got) != 1 {
			t.Fatalf("%s: answered before %s:\n%s", c.goCmd, c.release, strings.Join(got, "\n"))
		}
		h.send(c.release)
		if got := h.until("bestmove", 30*time.Second); got[len(got)-1] != "bestmove A6L" {
			t.Errorf("%s, %s: %q", c.goCmd, c.release, got)
		}
	}
}

// TestMateProofKeepsToTheClock: the proof search of go mate ignored the
// clock and MoveOverhead: go btime 300 mate 10 answered after 546 ms and
// go movetime 100 mate 10 after 107 ms with MoveOverhead 50. Its budget
// is now the search's own hard limit (search.MateProofTime, 5 s, only
// without a clock), counted from when the search was armed.
func TestMateProofKeepsToTheClock(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		args     string
		overhead time.Duration
		want     time.Duration
	}{
		{"movetime 100", 50 * ms, 50 * ms},
		{"movetime 10000", 50 * ms, 9950 * ms},
		{"movetime 30", 50 * ms, ms},
		{"btime 300", 50 * ms, 250 * ms / 30 * 5},             // North to move: five times 1/30 of the clock
		{"btime 300000", 50 * ms, search.MateProofTime},       // the clock allows more than MateProofTime
		{"wtime 300 infinite", 50 * ms, search.MateProofTime}, // untimed
		{"wtime 300", 0, 300 * ms / 30 * 5},                   // South's clock, not North's
		{"btime 300 movestogo 1", 50 * ms, 225 * ms},          // 90% of the last move's time
	} {
		s := NewSession(Config{}, io.Discard)
		s.cmdPosition(strings.Fields("startpos moves A7L a5R A6L"))
		if strings.Contains(c.args, "wtime") {
			s.cmdPosition(strings.Fields("startpos moves A7L a5R"))
		}
		lim, _, _ := s.parseGo(strings.Fields(c.args + " mate 10"))
		if got := search.Plan(&lim, s.pos.Side, c.overhead).Proof; got != c.want {
			t.Errorf("go %s mate 10, MoveOverhead %v: proof budget %v, want %v", c.args, c.overhead, got, c.want)
		}
	}
	// The answer's wall time is not tested: a busy machine may stall any
	// process past a clock; the budget above is what the proof is given.
}

// TestMateProofKeepsToSearchmoves: go mate 1 searchmoves A5L answered
// with the proof's A6L. A proof through a move outside searchmoves is now
// left to the search, which keeps to them; one through a move inside is
// still reported.
func TestMateProofKeepsToSearchmoves(t *testing.T) {
	h := startSession(t)
	h.send(mateIn1, "go mate 1 searchmoves A5L")
	if got := h.until("bestmove", 30*time.Second); got[len(got)-1] != "bestmove A5L" || hasPrefix(got, "info depth 1 score mate") {
		t.Errorf("go mate 1 searchmoves A5L:\n%s", strings.Join(got, "\n"))
	}
	h.send("go mate 1 searchmoves A5L A6L")
	got := h.until("bestmove", 30*time.Second)
	if got[len(got)-1] != "bestmove A6L" || !strings.Contains(got[len(got)-2], "score mate 1 ") {
		t.Errorf("go mate 1 searchmoves A5L A6L:\n%s", strings.Join(got, "\n"))
	}
}

// TestGoPerftDepthChecked: go perft -1 started a search that ran until
// stop, go perft 100 was accepted and go perft without a value ran an
// unlimited search. go perft now checks its depth as perft does: the same
// error, and nothing runs.
func TestGoPerftDepthChecked(t *testing.T) {
	h := startSession(t)
	h.send("position startpos", "go perft -1", "go perft 100", "go perft", "go perft two depth 3")
	want := []string{
		`info string error: perft: depth "-1": want 0..30`,
		`info string error: perft: depth "100": want 0..30`,
		`info string error: perft: want a depth`,
		`info string error: perft: depth "two": want 0..30`,
	}
	if got := h.sync(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		h.send("stop")
		t.Fatalf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	h.send("go perft 1")
	if got := h.until("Nodes searched", 10*time.Second); got[len(got)-1] != "Nodes searched: 4" {
		t.Errorf("go perft 1: %q", got)
	}
}

// TestGoValuesOutOfRange: movestogo 0 or below was ignored with no word;
// a clock of 9300000000000 ms overflowed into a negative duration and the
// engine warned "no clock for South"; mate 9223372036854775807 and
// movetime 9300000000000 ran until stop with no word (2n-1 and n*10^6
// overflowed); depth 99999999999999999999 was "not a number". Each is
// now read as its bound, or ignored, with a warning that says which.
func TestGoValuesOutOfRange(t *testing.T) {
	for _, c := range []struct {
		args string
		warn []string
		ok   func(lim search.Limits) bool
	}{
		{"movestogo 0 wtime 1000 btime 1000", []string{"movestogo 0 is below 1, ignored: the clock is sudden death"},
			func(l search.Limits) bool { return l.MovesToGo == 0 && l.Time[engine.South] == time.Second }},
		{"movestogo -3 wtime 1000", []string{"movestogo -3 is below 1, ignored: the clock is sudden death"},
			func(l search.Limits) bool { return l.MovesToGo == 0 }},
		{"wtime 9300000000000 btime 9300000000000", []string{
			"wtime 9300000000000 is above 1000000000000, read as 1000000000000",
			"btime 9300000000000 is above 1000000000000, read as 1000000000000"},
			func(l search.Limits) bool { return l.Time[engine.South] == 1000000000000*time.Millisecond }},
		{"mate 9223372036854775807", []string{"mate 9223372036854775807 is above 500, read as 500"},
			func(l search.Limits) bool { return l.Mate == 999 }},
		{"movetime 9300000000000", []string{"movetime 9300000000000 is above 1000000000000, read as 1000000000000"},
			func(l search.Limits) bool { return l.MoveTime == 1000000000000*time.Millisecond }},
		{"depth 99999999999999999999", []string{"depth 99999999999999999999 is above 1000, read as 1000"},
			func(l search.Limits) bool { return l.Depth == 1000 }},
		{"depth -99999999999999999999", []string{"depth -99999999999999999999 is below 1, read as 1"},
			func(l search.Limits) bool { return l.Depth == 1 }},
		{"nodes 99999999999999999999", []string{"nodes 99999999999999999999 is above 1000000000000000000, read as 1000000000000000000"},
			func(l search.Limits) bool { return l.Nodes == 1000000000000000000 }},
		{"wtime 1000 movestogo 40 depth 1000 mate 500 nodes 5", nil,
			func(l search.Limits) bool {
				return l.MovesToGo == 40 && l.Depth == 999 && l.Mate == 999 && l.Nodes == 5
			}},
	} {
		var out strings.Builder
		s := NewSession(Config{}, &out)
		lim, _, _ := s.parseGo(strings.Fields(c.args))
		var want []string
		for _, w := range c.warn {
			want = append(want, "info string warning: go: "+w)
		}
		if got := strings.TrimSpace(out.String()); got != strings.Join(want, "\n") {
			t.Errorf("go %s:\n%s\nwant:\n%s", c.args, got, strings.Join(want, "\n"))
		}
		if !c.ok(lim) || !search.Plan(&lim, s.pos.Side, 0).EndsByItself {
			t.Errorf("go %s: limits %+v", c.args, lim)
		}
	}
}
