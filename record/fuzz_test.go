package record

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// FuzzRead feeds arbitrary text to Read: it must never panic, every error
// must be an *Error naming a line, and whatever it reads must write and
// read back to the same games.
func FuzzRead(f *testing.F) {
	f.Add(sample)
	f.Add(header + "1. A6L {c} a6R?! 2. A4L** ; x\n a6< $3 *\n\n" + sample)
	f.Add("[Event \"a\\\"b\"] [Site \"?\"]\r\n\r\n{unterminated\r\n")
	f.Add("[FEN \"0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 N SN -\"]\n\n1... a6R 2. A6L 1/2-1/2\n")
	f.Add("[Variant \"kujifunza\"]\n[takasia \"true\"]\n\n1. A1R 0-1\n")
	f.Add("1.A9L 2-0 ( ) ] [ %x\n;\n$")
	f.Fuzz(func(t *testing.T, text string) {
		games, err := Read(strings.NewReader(text))
		if err != nil {
			var re *Error
			if !errors.As(err, &re) || re.Line < 1 {
				t.Fatalf("error %v: not an *Error with a line", err)
			}
		}
		for _, g := range games {
			if _, _, err := Replay(g); err != nil {
				t.Fatalf("Replay of a game Read accepted: %v", err)
			}
			g.Tags = g.Header()
			for i := range g.Moves {
				// Write keeps only the annotations of Text.
				g.Moves[i].Text = g.Moves[i].Move.String() + annotationSuffix(g.Moves[i].Text)
			}
			var b bytes.Buffer
			if err := Write(&b, g); err != nil {
				continue // e.g. a tag value the writer cannot hold
			}
			back, err := Read(&b)
			if err != nil || len(back) != 1 {
				t.Fatalf("read back: %v (%d games)\n%s", err, len(back), b.String())
			}
		}
	})
}
