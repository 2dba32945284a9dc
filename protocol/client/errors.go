package client

import (
	"errors"
	"fmt"
)

// Kind classifies a failure of an engine process.
type Kind uint8

// The kinds of failure. A tournament runner maps them to the reason a game
// was lost: KindTimeout to a time forfeit or a hang, KindExited to a crash,
// KindGarbage to garbage output.
const (
	KindStart   Kind = iota + 1 // the process could not be started
	KindTimeout                 // no answer before the deadline
	KindExited                  // the process ended or closed its output
	KindGarbage                 // a line that is not protocol where protocol was due
	KindWrite                   // a command could not be written
)

// String names the kind: start, timeout, exited, garbage or write.
func (k Kind) String() string {
	switch k {
	case KindStart:
		return "start"
	case KindTimeout:
		return "timeout"
	case KindExited:
		return "exited"
	case KindGarbage:
		return "garbage"
	case KindWrite:
		return "write"
	}
	return "unknown"
}

// Error is a failure of an engine process: its kind, the operation that
// met it (e.g. "isready", "go"), a detail (the exit status, the garbage
// line) and the underlying error, if any.
type Error struct {
	Kind   Kind
	Op     string
	Detail string
	Err    error
}

// Error formats the error as "client: <op>: <kind>: <detail>: <err>".
func (e *Error) Error() string {
	s := "client: " + e.Op + ": " + e.Kind.String()
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }

// IsKind reports whether err is, or wraps, an *Error of kind k.
func IsKind(err error, k Kind) bool {
	var ce *Error
	return errors.As(err, &ce) && ce.Kind == k
}

// errorf returns an *Error with a formatted detail.
func errorf(k Kind, op string, err error, format string, args ...any) *Error {
	return &Error{Kind: k, Op: op, Detail: fmt.Sprintf(format, args...), Err: err}
}
