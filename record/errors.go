package record

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/baoengine/bao/engine"
)

// maxQuoted is the most characters of a token from the input that an
// error quotes: a longer one is cut, with "..." after it, so that an
// error never echoes a file back in bulk.
const maxQuoted = 40

// quote returns s in double quotes as %q writes it, cut to maxQuoted
// characters with "..." after them when it is longer.
func quote(s string) string {
	if utf8.RuneCountInString(s) <= maxQuoted {
		return strconv.Quote(s)
	}
	i, n := 0, 0
	for n < maxQuoted {
		_, w := utf8.DecodeRuneInString(s[i:])
		i += w
		n++
	}
	q := strconv.Quote(s[:i])
	return q[:len(q)-1] + `..."`
}

// Error is an error in a record: where it is and why.
type Error struct {
	Line  int    // the input line, 1-based; 0 for a game checked in memory
	Ply   int    // the ply of the move at fault, 1-based; 0 when no move is at fault
	Label string // the move's number as written in movetext, "12" or "12..."
	Move  string // the move's token as written
	Err   error  // the reason
}

// Error formats the error as "record: line 7: move 12 "A9L" (ply 23):
// reason". The rules engine's own "move "A9L": " or "move A9L: " prefix is
// not repeated; the move is quoted as quote cuts it.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("record: ")
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	msg := "unknown error"
	if e.Err != nil {
		msg = e.Err.Error()
	}
	if e.Ply > 0 {
		fmt.Fprintf(&b, "move %s %s (ply %d): ", e.Label, quote(e.Move), e.Ply)
		msg = strings.TrimPrefix(msg, fmt.Sprintf("move %q: ", e.Move))
		msg = strings.TrimPrefix(msg, "move "+e.Move+": ")
	}
	b.WriteString(msg)
	return b.String()
}

// Unwrap returns the reason.
func (e *Error) Unwrap() error { return e.Err }

// lineError returns an *Error at line with a formatted reason that no
// one's text causes (the input cannot be read).
func lineError(line int, format string, args ...any) *Error {
	return &Error{Line: line, Err: fmt.Errorf(format, args...)}
}

// lineRefusal returns an *Error at line whose reason is the person's
// text: an *engine.InputError of reason code with args (name, value
// pairs) and the English message format.
func lineRefusal(line int, code string, args []string, format string, a ...any) *Error {
	return &Error{Line: line, Err: engine.Refuse(code, args, format, a...)}
}

// tagRefusal returns the refusal of reason code with args (name, value
// pairs) in tag name, placed at the tag: "tag NAME: " and format's
// message.
func tagRefusal(name, code string, args []string, format string, a ...any) error {
	return engine.Place(engine.Refuse(code, args, format, a...), placeTag, []string{"tag", name}, "tag %s", name)
}
