package record

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/baoengine/bao/engine"
)

// lineWidth is the column movetext lines are wrapped at.
const lineWidth = 80

// Write writes g as one record: the tags of g.Header, one per line, a blank
// line, the movetext wrapped at about 80 columns with the result token at
// its end, and a blank line. Moves are written as canonical tokens,
// keeping the annotations of their Text. It does not check legality (see
// Replay); it fails on what the format cannot hold: a bad tag name, a line
// break in a tag value, a "}" in a comment, a missing move.
func Write(w io.Writer, g *Game) error {
	bw := bufio.NewWriter(w)
	for _, t := range g.Header() {
		if !validTagName(t.Name) {
			return fmt.Errorf("record: write: tag name %q: want letters, digits and _ starting with a letter", t.Name)
		}
		if strings.ContainsAny(t.Value, "\r\n") {
			return fmt.Errorf("record: write: tag %s: the value holds a line break", t.Name)
		}
		bw.WriteString("[" + t.Name + " \"" + escapeTag(t.Value) + "\"]\n")
	}
	bw.WriteByte('\n')

	first := engine.South
	if fen, ok := g.Tag("FEN"); ok {
		if f := strings.Fields(fen); len(f) > 2 && f[2] == "N" {
			first = engine.North
		}
	}
	lw := lineWriter{w: bw}
	if err := lw.comment(g.PreComment); err != nil {
		return fmt.Errorf("record: write: comment before the moves: %w", err)
	}
	for i, e := range g.Moves {
		ply := i + 1
		if e.Move == engine.NoMove {
			return fmt.Errorf("record: write: ply %d (%q): no move", ply, e.Text)
		}
		n, north := moveNumber(first, ply)
		switch {
		case !north:
			lw.word(fmt.Sprintf("%d.", n))
		case ply == 1:
			// Only a first move by North is numbered "1..."; as in
			// protocol.md 10, North's moves after a comment are not.
			lw.word(fmt.Sprintf("%d...", n))
		}
		lw.word(e.Move.String() + annotationSuffix(e.Text))
		if err := lw.comment(e.Comment); err != nil {
			return fmt.Errorf("record: write: ply %d comment: %w", ply, err)
		}
	}
	lw.word(g.Result.Score())
	bw.WriteString("\n\n")
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("record: write: %w", err)
	}
	return nil
}

// lineWriter writes space-separated words, breaking lines before a word
// that would pass lineWidth.
type lineWriter struct {
	w   *bufio.Writer
	col int
}

func (l *lineWriter) word(s string) {
	if l.col > 0 {
		if l.col+1+len(s) > lineWidth {
			l.w.WriteByte('\n')
			l.col = 0
		} else {
			l.w.WriteByte(' ')
			l.col++
		}
	}
	l.w.WriteString(s)
	l.col += len(s)
}

// comment writes {text} (whitespace collapsed), broken between words.
func (l *lineWriter) comment(text string) error {
	f := strings.Fields(text)
	if len(f) == 0 {
		return nil
	}
	if strings.Contains(text, "}") {
		return fmt.Errorf("%q holds a '}'", text)
	}
	f[0] = "{" + f[0]
	f[len(f)-1] += "}"
	for _, s := range f {
		l.word(s)
	}
	return nil
}

// annotationSuffix returns the annotation marks at the end of a token.
func annotationSuffix(text string) string {
	t := strings.TrimSpace(text)
	i := len(t)
	for i > 0 && strings.IndexByte(annotationChars, t[i-1]) >= 0 {
		i--
	}
	return t[i:]
}

// annotationChars are the marks a move token may carry (protocol.md 4).
const annotationChars = "*#!?"

// escapeTag escapes backslashes and quotes in a tag value.
func escapeTag(s string) string {
	if !strings.ContainsAny(s, `"\`) {
		return s
	}
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s)
}

// validTagName reports whether s is a PGN tag name: a letter, then
// letters, digits and underscores.
func validTagName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
		case i > 0 && (c >= '0' && c <= '9' || c == '_'):
		default:
			return false
		}
	}
	return true
}
