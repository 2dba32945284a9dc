package cli

import (
	"errors"
	"fmt"
)

// UsageError marks an error in the command line (exit code 2); other
// errors are runtime failures (exit code 1).
type UsageError struct{ Err error }

func (e UsageError) Error() string { return e.Err.Error() }
func (e UsageError) Unwrap() error { return e.Err }

// Usage marks err as a usage error; nil stays nil.
func Usage(err error) error {
	if err == nil {
		return nil
	}
	return UsageError{err}
}

// Usagef returns a usage error.
func Usagef(format string, args ...any) error {
	return UsageError{fmt.Errorf(format, args...)}
}

// ErrInterrupted marks a command cut short by Ctrl-C or SIGTERM: it kept
// what it had finished, and the process exits with ExitInterrupted.
var ErrInterrupted = errors.New("interrupted")

// ExitInterrupted is the exit code of every command cut short by Ctrl-C
// or SIGTERM (128 + SIGINT, the shells' convention).
const ExitInterrupted = 130

// Prefixed puts name (a command's) before err, if there is one.
func Prefixed(name string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", name, err)
}
