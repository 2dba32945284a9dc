package cli

import (
	"strings"

	"github.com/baoengine/bao/internal/field"
)

// FlagErrors returns err said with the command's flags: every field error
// in it (field.Error, in a library's words: "games 0: want 1 or more")
// whose field flags maps to a flag is said with that flag ("--games 0:
// want 1 or more"), the rest of the message as it was. The error returned
// wraps err, so errors.Is and errors.As see what they saw; nil stays nil,
// and an error with no such field comes back as it is.
func FlagErrors(err error, flags map[string]string) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	changed := false
	for _, fe := range fieldErrors(err) {
		flag, ok := flags[fe.Name]
		if !ok {
			continue
		}
		if text := fe.Error(); strings.Contains(msg, text) {
			msg = strings.Replace(msg, text, fe.Text(flag), 1)
			changed = true
		}
	}
	if !changed {
		return err
	}
	return &flagError{msg: msg, err: err}
}

// fieldErrors returns the field errors in err's tree, outermost first.
func fieldErrors(err error) []*field.Error {
	var found []*field.Error
	var walk func(error)
	walk = func(err error) {
		if err == nil {
			return
		}
		if fe, ok := err.(*field.Error); ok {
			found = append(found, fe)
		}
		switch u := err.(type) {
		case interface{ Unwrap() error }:
			walk(u.Unwrap())
		case interface{ Unwrap() []error }:
			for _, e := range u.Unwrap() {
				walk(e)
			}
		}
	}
	walk(err)
	return found
}

// flagError is an error whose message names the command's flags where the
// library named its fields.
type flagError struct {
	msg string
	err error
}

func (e *flagError) Error() string { return e.msg }
func (e *flagError) Unwrap() error { return e.err }

// UsageFlagErrors is FlagErrors of an error that is a mistake in the
// command line: a usage error (exit code 2).
func UsageFlagErrors(err error, flags map[string]string) error {
	return Usage(FlagErrors(err, flags))
}

// IsField reports whether err holds a field error of one of the fields
// flags names: a value the command line gave that the library refused.
func IsField(err error, flags map[string]string) bool {
	for _, fe := range fieldErrors(err) {
		if _, ok := flags[fe.Name]; ok {
			return true
		}
	}
	return false
}
