package field

import (
	"fmt"
	"strings"
)

// A Namer names the fields of a configuration: nil names them in the
// library's words ("games"), a command by its flags ("--games"). It
// returns "" for a field it has no name for, which keeps the library's
// word.
type Namer func(field string) string

// name returns the name n gives field, or field itself.
func (n Namer) name(field string) string {
	return n.say(field, field)
}

// say returns the name n gives field, or words when n gives none.
func (n Namer) say(field, words string) string {
	if n != nil {
		if name := n(field); name != "" {
			return name
		}
	}
	return words
}

// Named is an error whose message names fields of a configuration:
// Error names them in the library's words, Text as n names them. A
// command says such an error with its flags by replacing the one text
// with the other.
type Named interface {
	error
	Text(n Namer) string
}

// Error is an error about one field of a configuration.
type Error struct {
	Name  string // the field, in the library's words ("games", "out")
	Value string // the value at fault as the message quotes it; "" when it quotes none
	Err   error  // the reason
}

// Errorf returns the error of field name with the value value ("" for
// none) for the reason format and args say (a %w in format wraps its
// error).
func Errorf(name, value, format string, args ...any) *Error {
	return &Error{Name: name, Value: value, Err: fmt.Errorf(format, args...)}
}

// Wrap returns the error of field name with the value value ("" for none)
// whose reason is err.
func Wrap(name, value string, err error) *Error {
	return &Error{Name: name, Value: value, Err: err}
}

// Error says the field, the value and the reason: "games 0: want 1 or
// more", "out: is a folder".
func (e *Error) Error() string { return e.Text(nil) }

// Text is the error's message with the field named by n ("--games 0:
// want 1 or more").
func (e *Error) Text(n Namer) string {
	name := n.name(e.Name)
	if e.Value == "" {
		return name + ": " + e.Err.Error()
	}
	return name + " " + e.Value + ": " + e.Err.Error()
}

// Unwrap returns the reason.
func (e *Error) Unwrap() error { return e.Err }

// Name returns the name n gives field, or field itself when n gives none:
// for the Text of a Named error of a library's own.
func Name(n Namer, field string) string { return n.name(field) }

// Say returns the name n gives field, or words (the library's way of
// saying it) when n gives none.
func Say(n Namer, field, words string) string { return n.say(field, words) }

// SameFile is the error of two fields that name one file where each needs
// a file of its own (two outputs): "proof a.p and save a.p are the same
// file (the output is one of the inputs); give each a file of its own".
type SameFile struct {
	Name, Path   string // the one field and the path it names
	Other, OPath string // the other field and its spelling of the path
	Err          error  // why it is refused (atomicfile.ErrOutputIsInput)
	// Hint is what to do, after the reason; "" is "give each a file of
	// its own".
	Hint string
}

// Error says both fields in the library's words.
func (e *SameFile) Error() string { return e.Text(nil) }

// Text says both fields as n names them.
func (e *SameFile) Text(n Namer) string {
	hint := e.Hint
	if hint == "" {
		hint = "give each a file of its own"
	}
	return fmt.Sprintf("%s %s and %s %s are the same file (%v); %s",
		n.name(e.Name), e.Path, n.name(e.Other), e.OPath, e.Err, hint)
}

// Unwrap returns the reason.
func (e *SameFile) Unwrap() error { return e.Err }

// Leading returns err, whose message begins with the name of the field
// it is about (as the checks of the leaves word theirs: "threads 0: want
// 1..256", "hash 0 MiB: want 1..N"), as a Named error, so that a command
// names the field anew; nil stays nil.
func Leading(name string, err error) error {
	if err == nil {
		return nil
	}
	return &leading{name: name, err: err}
}

// leading is the error of Leading.
type leading struct {
	name string
	err  error
}

func (e *leading) Error() string { return e.err.Error() }
func (e *leading) Unwrap() error { return e.err }

// Text is the message with its leading field named by n.
func (e *leading) Text(n Namer) string {
	msg := e.err.Error()
	if rest, ok := strings.CutPrefix(msg, e.name); ok {
		return n.name(e.name) + rest
	}
	return msg
}
