package field

import "fmt"

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
func (e *Error) Error() string { return e.Text(e.Name) }

// Text is the error's message with the field called name (a command's
// flag, "--games", in place of the library's "games").
func (e *Error) Text(name string) string {
	if e.Value == "" {
		return name + ": " + e.Err.Error()
	}
	return name + " " + e.Value + ": " + e.Err.Error()
}

// Unwrap returns the reason.
func (e *Error) Unwrap() error { return e.Err }
