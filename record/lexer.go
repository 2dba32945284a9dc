package record

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
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

// lexer splits a record file into tokens. Tag lines are recognised only
// where a line's first non-blank character is "[" outside a comment.
type lexer struct {
	br     *bufio.Reader
	buf    string // the rest of the current line
	lineNo int    // the current line's number
	atBOL  bool   // buf is a whole line not yet looked at
	eof    bool   // no more lines
	peeked *token
}

func newLexer(r io.Reader) *lexer {
	return &lexer{br: bufio.NewReader(r)}
}

// readLine moves to the next line, without its line end. It reports false
// at the end of the input.
func (l *lexer) readLine() (bool, error) {
	if l.eof {
		return false, nil
	}
	s, err := l.br.ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		l.eof = true
		return false, lineError(l.lineNo+1, "read: %w", err)
	}
	if err != nil {
		l.eof = true
		if s == "" {
			return false, nil
		}
	}
	l.lineNo++
	s = strings.TrimSuffix(s, "\n")
	s = strings.TrimSuffix(s, "\r")
	if l.lineNo == 1 {
		s = strings.TrimPrefix(s, "\uFEFF")
	}
	l.buf = s
	l.atBOL = true
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
					return token{kind: tokTags, line: line}, lineError(line, "tag line: %v", err)
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
			return token{}, lineError(line, "unexpected %q in the moves (a tag line must start its own line)", c)
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

// braceComment reads a {...} comment, possibly over several lines.
func (l *lexer) braceComment() (token, error) {
	start := l.lineNo
	var parts []string
	rest := l.buf[1:]
	for {
		if i := strings.IndexByte(rest, '}'); i >= 0 {
			parts = append(parts, rest[:i])
			l.buf = rest[i+1:]
			text := strings.Join(strings.Fields(strings.Join(parts, " ")), " ")
			return token{kind: tokComment, line: start, text: text}, nil
		}
		parts = append(parts, rest)
		ok, err := l.readLine()
		if err != nil {
			return token{}, err
		}
		if !ok {
			l.buf = ""
			return token{}, lineError(start, "unterminated comment: the '{' has no '}' before the end of the input")
		}
		l.atBOL = false
		rest = l.buf
	}
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
			return nil, fmt.Errorf("%q after the tags: want [Name \"Value\"]", s)
		}
		s = strings.TrimLeft(s[1:], " \t")
		n := 0
		for n < len(s) && s[n] != ' ' && s[n] != '\t' && s[n] != '"' && s[n] != ']' {
			n++
		}
		name := s[:n]
		if !validTagName(name) {
			return nil, fmt.Errorf("tag name %q: want letters, digits and _ starting with a letter", name)
		}
		s = strings.TrimLeft(s[n:], " \t")
		if s == "" || s[0] != '"' {
			return nil, fmt.Errorf("tag %s: the value must be in double quotes", name)
		}
		var v strings.Builder
		i := 1
		for ; i < len(s) && s[i] != '"'; i++ {
			if s[i] == '\\' {
				if i+1 >= len(s) || (s[i+1] != '"' && s[i+1] != '\\') {
					return nil, fmt.Errorf("tag %s: bad escape in the value: only \\\" and \\\\ are allowed", name)
				}
				i++
			}
			v.WriteByte(s[i])
		}
		if i >= len(s) {
			return nil, fmt.Errorf("tag %s: the value has no closing quote", name)
		}
		s = strings.TrimLeft(s[i+1:], " \t")
		if s == "" || s[0] != ']' {
			return nil, fmt.Errorf("tag %s: missing ']' after the value", name)
		}
		s = s[1:]
		tags = append(tags, Tag{name, v.String()})
	}
}
