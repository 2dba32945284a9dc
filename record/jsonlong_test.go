package record

import (
	"io"
	"strings"
	"testing"
)

// endlessLine is a reader of n bytes of 'x' with no line break, made as
// they are read.
type endlessLine struct{ n int }

func (e *endlessLine) Read(p []byte) (int, error) {
	if e.n == 0 {
		return 0, io.EOF
	}
	k := min(len(p), e.n)
	for i := range p[:k] {
		p[i] = 'x'
	}
	e.n -= k
	return k, nil
}

// TestJSONLineTooLong: a JSON Lines file whose first line passes the
// bound of one game's line is refused with the line and the bound in the
// record's words; it said "bufio.Scanner: token too long".
func TestJSONLineTooLong(t *testing.T) {
	r := NewJSONReader(io.MultiReader(strings.NewReader("\n"), &endlessLine{maxJSONLine + 10}))
	_, err := r.Next()
	if err == nil {
		t.Fatal("a line longer than the bound was read")
	}
	msg := err.Error()
	for _, want := range []string{"line 2", "line too long", "67108864"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not say %q", msg, want)
		}
	}
	if strings.Contains(msg, "bufio") || strings.Contains(msg, "token") {
		t.Errorf("error %q speaks of the reader's machinery", msg)
	}
	if _, err := r.Next(); err != io.EOF {
		t.Errorf("after the long line: %v, want io.EOF", err)
	}
}
