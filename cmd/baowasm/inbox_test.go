package main

import (
	"bufio"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/protocol"
)

func TestInboxKeepsOrderAndEnds(t *testing.T) {
	b := newInbox()
	b.add("uci")
	b.add("isready")
	done := make(chan []string)
	go func() {
		var got []string
		sc := bufio.NewScanner(b)
		for sc.Scan() {
			got = append(got, sc.Text())
		}
		done <- got
	}()
	b.add("quit")
	b.close()
	b.add("after close")
	select {
	case got := <-done:
		if strings.Join(got, "|") != "uci|isready|quit" {
			t.Errorf("lines %q", got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the reader did not end after close")
	}
	if n, err := b.Read(make([]byte, 4)); n != 0 || err != io.EOF {
		t.Errorf("read after the end: %d, %v", n, err)
	}
}

func TestLineSinkCutsLines(t *testing.T) {
	var got []string
	w := &lineSink{post: func(l string) { got = append(got, l) }}
	w.Write([]byte("id name Bao\r\nuciok"))
	w.Write([]byte("\nreadyok\n"))
	w.Write([]byte("partial"))
	if strings.Join(got, "|") != "id name Bao|uciok|readyok" {
		t.Errorf("lines %q", got)
	}
}

// TestSessionOverInbox runs the engine as the worker does: lines in
// through an inbox, lines out through a sink, a search to its end.
func TestSessionOverInbox(t *testing.T) {
	in := newInbox()
	lines := make(chan string, 1000)
	out := &lineSink{post: func(l string) { lines <- l }}
	s := protocol.NewSession(protocol.Config{Name: "Bao"}, out)
	ended := make(chan error, 1)
	go func() { ended <- s.Run(in) }()
	in.add("isready")
	in.add("position startpos")
	in.add("go depth 3")
	var best string
	deadline := time.After(60 * time.Second)
	for best == "" {
		select {
		case l := <-lines:
			if strings.HasPrefix(l, "bestmove ") {
				best = l
			}
		case <-deadline:
			t.Fatal("no bestmove")
		}
	}
	in.add("quit")
	if err := <-ended; err != nil {
		t.Errorf("Run: %v", err)
	}
	if len(strings.Fields(best)) < 2 || strings.Fields(best)[1] == "0000" {
		t.Errorf("bestmove line %q", best)
	}
}
