package record

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
)

// tokenKind is the kind of a lexical token of a record.
type tokenKind uint8

const (
	tokEOF     tokenKind = iota
	tokTags              // a tag line: one or more [Name "Value"]
	tokComment           // {...} or ; to the end of the line
	tokSymbol            // a move, move number, result, annotation or glyph
	tokOpen              // "(": a variation, not supported
	tokClose             // ")"
)

// token is one lexical token with the line it starts on.
type token struct {
	kind tokenKind
	line int
	text string // comment text (whitespace collapsed) or symbol
	tags []Tag
}

// maxLine bounds a line of a record file, and a comment over several
// lines: a longer one is read to its end without being kept, and refused,
// so that the memory a file takes stays bounded whatever it holds. A
// record's lines are short (tags, wrapped movetext, comments); a game of
// thousands of plies on one line fits many times over.
const maxLine = 1 << 20

// lexer splits a record file into tokens. Tag lines are recognised only
// where a line's first non-blank character is "[" outside a comment.
type lexer struct {
	br   *bufio.Reader
	line []byte // the current line as read, reused from line to line
	text []byte // the current line without its line end, in line
	// dropping: a comment too long to keep is being read to its end, so
	// readLine leaves buf empty.
	dropping bool
	buf      string // the rest of the current line
	lineNo   int    // the current line's number
	atBOL    bool   // buf is a whole line not yet looked at
	eof      bool   // no more lines
	peeked   *token
}

func newLexer(r io.Reader) *lexer {
	return &lexer{br: bufio.NewReader(r)}
}

// readLine moves to the next line, without its line end. It reports false
// at the end of the input. A line longer than maxLine is read to its end
// without being kept and refused: the error names it, and the next call
// reads the line after it. The line is l.text, and l.buf too unless
// l.dropping (a comment too long to keep looks only for its end).
func (l *lexer) readLine() (bool, error) {
	if l.eof {
		return false, nil
	}
	l.line = l.line[:0]
	n := 0           // the line's length, its line end included
	var tail [2]byte // the line's last two bytes
	for {
		chunk, err := l.br.ReadSlice('\n')
		n += len(chunk)
		if len(l.line) <= maxLine+2 { // +2: room for CR LF
			if len(l.line)+len(chunk) > cap(l.line) {
				// Doubling: a long line costs twice its length at most.
				l.line = append(make([]byte, 0, 2*(len(l.line)+len(chunk))), l.line...)
			}
			l.line = append(l.line, chunk...)
		}
		for _, c := range chunk[max(0, len(chunk)-2):] {
			tail[0], tail[1] = tail[1], c
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil && !errors.Is(err, io.EOF) {
			l.eof = true
			return false, lineError(l.lineNo+1, "read: %w", err)
		}
		if err != nil {
			l.eof = true
			if n == 0 {
				return false, nil
			}
		}
		break
	}
	l.lineNo++
	l.buf, l.atBOL = "", false
	if tail[1] == '\n' {
		n, tail[1] = n-1, tail[0]
	}
	if tail[1] == '\r' {
		n--
	}
	if n > maxLine {
		return false, lineRefusal(l.lineNo, "record.lineTooLong", []string{"n", strconv.Itoa(n), "max", strconv.Itoa(maxLine)},
			"line too long (%d bytes, the limit is %d): dropped", n, maxLine)
	}
	l.text = l.line[:n]
	if l.lineNo == 1 {
		l.text = bytes.TrimPrefix(l.text, []byte("\uFEFF"))
	}
	if !l.dropping {
		l.buf, l.atBOL = string(l.text), true
	}
	return true, nil
}

// peek returns the next token without taking it.
func (l *lexer) peek() (token, error) {
	if l.peeked == nil {
		t, err := l.scan()
		if err != nil {
			return t, err
		}
		l.peeked = &t
	}
	return *l.peeked, nil
}

// next returns the next token.
func (l *lexer) next() (token, error) {
	if l.peeked != nil {
		t := *l.peeked
		l.peeked = nil
		return t, nil
	}
	return l.scan()
}

// scan reads the next token from the input.
func (l *lexer) scan() (token, error) {
	for {
		if l.atBOL {
			l.atBOL = false
			trimmed := strings.TrimLeft(l.buf, " \t\v\f")
			switch {
			case strings.HasPrefix(l.buf, "%"):
				l.buf = "" // PGN escape line
				continue
			case strings.HasPrefix(trimmed, "["):
				line := l.lineNo
				tags, err := parseTagLine(trimmed)
				l.buf = ""
				if err != nil {
					// The kind tells the Reader's resync that a game's header
					// starts here, bad as it is.
					return token{kind: tokTags, line: line}, &Error{Line: line, Err: fmt.Errorf("tag line: %w", err)}
				}
				return token{kind: tokTags, line: line, tags: tags}, nil
			}
		}
		l.buf = strings.TrimLeft(l.buf, " \t\v\f\r")
		if l.buf == "" {
			ok, err := l.readLine()
			if err != nil {
				return token{}, err
			}
			if !ok {
				return token{kind: tokEOF, line: l.lineNo}, nil
			}
			continue
		}
		line := l.lineNo
		switch c := l.buf[0]; c {
		case '{':
			return l.braceComment()
		case ';':
			text := strings.Join(strings.Fields(l.buf[1:]), " ")
			l.buf = ""
			return token{kind: tokComment, line: line, text: text}, nil
		case '(':
			l.buf = l.buf[1:]
			return token{kind: tokOpen, line: line, text: "("}, nil
		case ')':
			l.buf = l.buf[1:]
			return token{kind: tokClose, line: line, text: ")"}, nil
		case '[', ']', '}':
			l.buf = l.buf[1:]
			return token{}, lineRefusal(line, "record.unexpected", []string{"text", string(c)},
				"unexpected %q in the moves (a tag line must start its own line)", c)
		}
		end := strings.IndexAny(l.buf, " \t\v\f\r{};()[]")
		if end < 0 {
			end = len(l.buf)
		}
		sym := l.buf[:end]
		l.buf = l.buf[end:]
		return token{kind: tokSymbol, line: line, text: sym}, nil
	}
}

// braceComment reads a {...} comment, possibly over several lines. A
// comment longer than maxLine is read to its end without being kept, and
// refused.
func (l *lexer) braceComment() (token, error) {
	start := l.lineNo
	var parts bytes.Buffer // the lines, joined by spaces
	size := 0
	rest := l.buf[1:]
	for {
		i := strings.IndexByte(rest, '}')
		if i >= 0 {
			rest, l.buf = rest[:i], rest[i+1:]
		}
		if size += len(rest); size <= maxLine {
			parts.WriteString(rest)
			parts.WriteByte(' ')
		}
		if i >= 0 && size <= maxLine {
			text := strings.Join(strings.Fields(parts.String()), " ")
			return token{kind: tokComment, line: start, text: text}, nil
		}
		if i >= 0 {
			return token{}, lineRefusal(start, "record.commentTooLong", []string{"n", strconv.Itoa(size), "max", strconv.Itoa(maxLine)},
				"comment too long (%d bytes, the limit is %d): dropped", size, maxLine)
		}
		if size > maxLine {
			return l.dropComment(start, size)
		}
		ok, err := l.readLine()
		if err != nil {
			return token{}, err
		}
		if !ok {
			l.buf = ""
			return token{}, unterminatedComment(start)
		}
		l.atBOL = false
		rest = l.buf
	}
}

// dropComment reads a comment that began on line start and is already
// size bytes long, too long to keep, to its '}', and refuses it; the
// lines it reads are not kept.
func (l *lexer) dropComment(start, size int) (token, error) {
	l.dropping = true
	defer func() { l.dropping = false }()
	for {
		ok, err := l.readLine()
		if err != nil {
			return token{}, err
		}
		if !ok {
			return token{}, unterminatedComment(start)
		}
		if i := bytes.IndexByte(l.text, '}'); i >= 0 {
			l.buf = string(l.text[i+1:])
			return token{}, lineRefusal(start, "record.commentTooLong", []string{"n", strconv.Itoa(size + i), "max", strconv.Itoa(maxLine)},
				"comment too long (%d bytes or more, the limit is %d): dropped", size+i, maxLine)
		}
		size += len(l.text)
	}
}

// unterminatedComment is the error of a comment that began on line start
// and has no end.
func unterminatedComment(start int) *Error {
	return lineRefusal(start, "record.unterminatedComment", nil, "unterminated comment: the '{' has no '}' before the end of the input")
}

// parseTagLine reads one or more [Name "Value"] from a line.
func parseTagLine(s string) ([]Tag, error) {
	var tags []Tag
	for {
		s = strings.TrimLeft(s, " \t\v\f\r")
		if s == "" {
			return tags, nil
		}
		if s[0] == ';' && len(tags) > 0 {
			return tags, nil // a comment after the tags
		}
		if s[0] != '[' {
			return nil, engine.Refuse("record.tagLineText", []string{"text", s}, "%s after the tags: want [Name \"Value\"]", quote(s))
		}
		s = strings.TrimLeft(s[1:], " \t")
		n := 0
		for n < len(s) && s[n] != ' ' && s[n] != '\t' && s[n] != '"' && s[n] != ']' {
			n++
		}
		name := s[:n]
		if !validTagName(name) {
			return nil, engine.Refuse("record.tagName", []string{"text", name}, "tag name %s: want letters, digits and _ starting with a letter", quote(name))
		}
		s = strings.TrimLeft(s[n:], " \t")
		if s == "" || s[0] != '"' {
			return nil, tagRefusal(name, "record.tagQuotes", nil, "the value must be in double quotes")
		}
		var v strings.Builder
		i := 1
		for ; i < len(s) && s[i] != '"'; i++ {
			if s[i] == '\\' {
				if i+1 >= len(s) || (s[i+1] != '"' && s[i+1] != '\\') {
					return nil, tagRefusal(name, "record.tagEscape", nil, "bad escape in the value: only \\\" and \\\\ are allowed")
				}
				i++
			}
			v.WriteByte(s[i])
		}
		if i >= len(s) {
			return nil, tagRefusal(name, "record.tagUnclosed", nil, "the value has no closing quote")
		}
		s = strings.TrimLeft(s[i+1:], " \t")
		if s == "" || s[0] != ']' {
			return nil, tagRefusal(name, "record.tagBracket", nil, "missing ']' after the value")
		}
		s = s[1:]
		tags = append(tags, Tag{name, v.String()})
	}
}
