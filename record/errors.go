package record

import (
	"fmt"
	"strings"
)

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
// not repeated.
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
		fmt.Fprintf(&b, "move %s %q (ply %d): ", e.Label, e.Move, e.Ply)
		msg = strings.TrimPrefix(msg, fmt.Sprintf("move %q: ", e.Move))
		msg = strings.TrimPrefix(msg, "move "+e.Move+": ")
	}
	b.WriteString(msg)
	return b.String()
}

// Unwrap returns the reason.
func (e *Error) Unwrap() error { return e.Err }

// lineError returns an *Error at line with a formatted reason.
func lineError(line int, format string, args ...any) *Error {
	return &Error{Line: line, Err: fmt.Errorf(format, args...)}
}
