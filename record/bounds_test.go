package record

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"
)

// patternReader reads head, then pattern over and over up to n bytes in
// all, then tail, without holding the bytes: a large input for the cost
// of its pattern.
type patternReader struct {
	head, pattern, tail string
	n, off              int    // bytes of the pattern part, and read so far
	block               string // the pattern repeated, to copy from
}

func (r *patternReader) Read(p []byte) (int, error) {
	total := len(r.head) + r.n + len(r.tail)
	if r.off >= total {
		return 0, io.EOF
	}
	n := 0
	for n < len(p) && r.off < total {
		var k int
		switch o := r.off; {
		case o < len(r.head):
			k = copy(p[n:], r.head[o:])
		case o < len(r.head)+r.n:
			if r.block == "" {
				r.block = strings.Repeat(r.pattern, 1+4096/len(r.pattern))
			}
			i := (o - len(r.head)) % len(r.pattern)
			k = copy(p[n:min(len(p), n+len(r.head)+r.n-o)], r.block[i:])
		default:
			k = copy(p[n:], r.tail[o-len(r.head)-r.n:])
		}
		n, r.off = n+k, r.off+k
	}
	return n, nil
}

// TestHugeInputBounded: bao record check (EachGame) on a 200 MB file of one word
// printed a 200 MB error and took about 2 GB of memory: the lexer read
// the whole line, the error quoted the whole token. A line longer than
// maxLine is now read to its end without being kept and refused, a
// comment longer than maxLine too, and an error quotes at most
// maxQuoted characters of a token. The memory the check allocates stays
// far below the input's size.
func TestHugeInputBounded(t *testing.T) {
	const size = 64 << 20
	for _, c := range []struct {
		name string
		in   patternReader
		want string
	}{
		{"one word", patternReader{pattern: "a", n: size, tail: "\n"}, "line too long"},
		{"one word without a line end", patternReader{pattern: "a", n: size}, "line too long"},
		{"a move", patternReader{head: "[Event \"x\"]\n\n1. A6", pattern: "L", n: size, tail: " *\n"}, "line too long"},
		{"a comment of many lines", patternReader{head: "[Event \"x\"]\n\n1. A6L {", pattern: "a comment line\n", n: size, tail: "} *\n"}, "comment too long"},
		{"a tag line", patternReader{head: "[Event \"", pattern: "x", n: size, tail: "\"]\n\n*\n"}, "line too long"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var report strings.Builder
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			_, err := EachGame("-", &c.in, func(v *FileGame) error {
				if p := v.Problem(); p != nil {
					fmt.Fprintln(&report, p)
				}
				return nil
			})
			runtime.ReadMemStats(&after)
			if err != nil || !strings.Contains(report.String(), c.want) {
				t.Errorf("error %v, bad games:\n%.500s\nwant a bad game: %s", err, report.String(), c.want)
			}
			if report.Len() > 1000 {
				t.Errorf("a report of %d bytes: %.300s...", report.Len(), report.String())
			}
			alloc := after.TotalAlloc - before.TotalAlloc
			t.Logf("%d KiB allocated to check %d MiB of input", alloc>>10, size>>20)
			if alloc > 16*maxLine {
				t.Errorf("%d MiB allocated to check %d MiB of input, more than 16 times the longest line kept", alloc>>20, size>>20)
			}
		})
	}
}

// TestErrorQuotesClipped: a token an error quotes is cut to maxQuoted
// characters and "...", whatever its kind; a token of that length or
// less is quoted whole.
func TestErrorQuotesClipped(t *testing.T) {
	long := strings.Repeat("x", 1000)
	nines := strings.Repeat("9", 1000)
	clipped := func(s string) string { return `"` + s[:maxQuoted] + `..."` }
	for _, c := range []struct{ in, quoted string }{
		{long + "\n", long}, // a word that is no move
		{"[Event \"x\"]\n\n1. A6L" + long + " *\n", "A6L" + long}, // a move's direction
		{"[Event \"x\"]\n\n1. A" + long + " *\n", "A" + long},     // a move's hole
		{"[Event \"x\"]\n\n" + nines + " *\n", nines},             // a number
		{"[Event \"x\"]\n\n$9" + long + " *\n", "$9" + long},      // a glyph
		{"[Event \"x\"] " + long + "\n\n*\n", long},               // after the tags
		{"[" + long + "- \"x\"]\n\n*\n", long},                    // a tag name
		{"[Result \"" + long + "\"]\n\n*\n", long},                // a tag's value
	} {
		_, err := Read(strings.NewReader(c.in))
		if err == nil || !strings.Contains(err.Error(), clipped(c.quoted)) || len(err.Error()) > 200 {
			t.Errorf("%.60q...: error %v, want it to quote %s", c.in, err, clipped(c.quoted))
		}
	}
	e := &Error{Line: 3, Ply: 1, Label: "1", Move: long, Err: nil}
	if got := e.Error(); !strings.Contains(got, "move 1 "+clipped(long)+" (ply 1)") {
		t.Errorf("Error() = %q, want the move clipped to %s", got, clipped(long))
	}
	e.Move = long[:maxQuoted]
	if got := e.Error(); !strings.Contains(got, `move 1 "`+e.Move+`" (ply 1)`) {
		t.Errorf("Error() = %q, want the move whole", got)
	}
}
