package protocol

import (
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"time"
	"unicode/utf8"
)

// TestReadLinesLineEndsAndBOM: a line ends at LF, CR or CRLF (one end,
// not two), and a UTF-8 byte-order mark before the first line is not part
// of it; the same when the input arrives one byte at a time, so a CRLF or
// a mark split between two reads is still read as one. A mark later in
// the input is text.
func TestReadLinesLineEndsAndBOM(t *testing.T) {
	in := "\uFEFFuci\risready\r\nposition startpos\n\rgo\r\r\n\uFEFFd\nlast\r"
	want := []string{"uci", "isready", "position startpos", "", "go", "", "\uFEFFd", "last"}
	for _, r := range []struct {
		name string
		r    io.Reader
	}{
		{"whole", strings.NewReader(in)},
		{"byte by byte", iotest.OneByteReader(strings.NewReader(in))},
	} {
		lines := make(chan input, 16)
		if err := readLines(r.r, lines, nil); err != nil {
			t.Fatal(err)
		}
		close(lines)
		var got []string
		for l := range lines {
			got = append(got, l.text)
		}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%s: %q, want %q", r.name, got, want)
		}
	}
}

// TestSessionReadsCRAndBOM: a script saved with a byte-order mark and
// old Mac line ends drives the session like any other.
func TestSessionReadsCRAndBOM(t *testing.T) {
	_, got := runScript(t, "\uFEFFposition startpos\rlegal\risready")
	if strings.Join(got, "|") != "legal 4 A6L A6R A7L A7R|readyok" {
		t.Fatalf("%q", got)
	}
}

// TestReadLinesAnyLength: lines up to maxLine are kept whole, longer ones
// are dropped with their length and first bytes, a last line without a
// newline counts, and the reader goes on after every one of them.
func TestReadLinesAnyLength(t *testing.T) {
	long := "position " + strings.Repeat("x", 3*maxLine)
	exact := strings.Repeat("y", maxLine)
	in := "isready\r\n" + exact + "\n" + exact + "z\n" + long + "\n\nlast"
	lines := make(chan input, 16)
	if err := readLines(strings.NewReader(in), lines, nil); err != nil {
		t.Fatal(err)
	}
	close(lines)
	var got []input
	for l := range lines {
		got = append(got, l)
	}
	want := []input{
		{text: "isready"},
		{text: exact},
		{text: exact[:headLen], tooLong: maxLine + 1},
		{text: long[:headLen], tooLong: len(long)},
		{text: ""},
		{text: "last"},
	}
	if len(got) != len(want) {
		t.Fatalf("%d lines, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d: %q (too long %d), want %q (%d)", i, trunc(got[i].text), got[i].tooLong, trunc(want[i].text), want[i].tooLong)
		}
	}
}

func trunc(s string) string {
	if len(s) > 20 {
		return s[:20] + fmt.Sprintf("...(%d)", len(s))
	}
	return s
}

// TestLineTooLongSurvived: a 5 MiB line ended the session before
// ("bufio.Scanner: token too long", exit 1). Now it is answered with one
// short error line and the session goes on; a dropped go, query or
// isready still gets its answer, a dropped position leaves no valid
// position.
func TestLineTooLongSurvived(t *testing.T) {
	h := startSession(t)
	huge := strings.Repeat("A6L ", 5<<20/4)
	go func() {
		// The pipe blocks until the session reads: write from a goroutine
		// so that the test reads the answers meanwhile.
		io.WriteString(h.in, huge+"\nisready\n")
	}()
	got := h.until("readyok", 30*time.Second)
	if len(got) != 2 || got[0] != fmt.Sprintf("info string error: line too long (%d bytes, the limit is %d): dropped", len(huge), maxLine) {
		t.Fatalf("%q", got)
	}
	for _, c := range []struct{ cmd, answer string }{
		{"go depth 3 searchmoves ", "bestmove 0000"},
		{"query gameover ", "response none"},
		{"isready ", "readyok"},
	} {
		line := c.cmd + huge
		go io.WriteString(h.in, line+"\n")
		got := h.until(c.answer, 30*time.Second)
		if len(got) != 2 || !strings.HasPrefix(got[0], "info string error: line too long") || got[1] != c.answer {
			t.Fatalf("%s...: %q", c.cmd, got)
		}
	}
	go io.WriteString(h.in, "position startpos moves "+huge+"\ngo depth 1\n")
	got = h.until("bestmove", 30*time.Second)
	if got[len(got)-2] != "info string error: no valid position" || got[len(got)-1] != "bestmove 0000" {
		t.Fatalf("search after a dropped position: %q", got)
	}
	// During a search a dropped line waits its turn like any command.
	h.send("position startpos", "go infinite")
	go io.WriteString(h.in, "query p1turn "+huge+"\nstop\n")
	got = h.until("response", 30*time.Second)
	if count(got, "bestmove") != 1 || got[len(got)-1] != "response none" {
		t.Fatalf("during a search: %q", got)
	}
	h.send("position startpos", "legal")
	if got := h.until("legal", 10*time.Second); got[len(got)-1] != "legal 4 A6L A6R A7L A7R" {
		t.Fatalf("%q", got)
	}
}

// TestErrorsDoNotEchoInput: an error that quotes the input (an unknown
// command, a bad option value, a bad BFEN) quoted all of it, so a line
// just under the 1 MiB limit came back whole. Now such a message is cut.
func TestErrorsDoNotEchoInput(t *testing.T) {
	big := strings.Repeat("é", 200_000)
	_, got := runScript(t, big, "setoption name Hash value "+big, "position fen "+big, "go depth "+big+" nodes 10", "query "+big, "isready")
	if got[len(got)-1] != "readyok" {
		t.Fatalf("no readyok: %d lines", len(got))
	}
	for _, l := range got {
		if len(l) > 300 {
			t.Errorf("a line of %d bytes: %.100q", len(l), l)
		}
		if !utf8.ValidString(l) {
			t.Errorf("a line cut inside a character: %q", l)
		}
	}
	if !hasPrefix(got, `info string warning: unknown command "éé`) || !hasPrefix(got, "info string error: query: unknown query") {
		t.Errorf("%q", got)
	}
}
