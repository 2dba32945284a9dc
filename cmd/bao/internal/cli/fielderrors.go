package cli

import (
	"strings"

	"github.com/baoengine/bao/internal/field"
)

// FlagErrors returns err said with the command's flags: every error in it
// that names fields of a library's configuration (field.Named, such as
// field.Error "games 0: want 1 or more") is said with the flags that
// flags maps its fields to ("--games 0: want 1 or more"); fields without
// a flag keep the library's word, and the rest of the message is as it
// was. The error returned wraps err, so errors.Is and errors.As see what
// they saw; nil stays nil, and an error that names no field comes back as
// it is.
func FlagErrors(err error, flags map[string]string) error {
	if err == nil {
		return nil
	}
	namer := FlagNamer(flags)
	msg := err.Error()
	changed := false
	for _, ne := range namedErrors(err) {
		text, flagged := ne.Error(), ne.Text(namer)
		if text != flagged && strings.Contains(msg, text) {
			msg = strings.Replace(msg, text, flagged, 1)
			changed = true
		}
	}
	if !changed {
		return err
	}
	return &flagError{msg: msg, err: err}
}

// FlagNamer returns the namer of a library's fields by flags: the flag
// flags maps a field to, and "" (the library's word) for the others.
func FlagNamer(flags map[string]string) field.Namer {
	return func(f string) string { return flags[f] }
}

// UsageFlagErrors is FlagErrors of an error that is a mistake in the
// command line: a usage error (exit code 2).
func UsageFlagErrors(err error, flags map[string]string) error {
	return Usage(FlagErrors(err, flags))
}

// namedErrors returns the errors in err's tree that name fields,
// outermost first: the text of an outer one holds the inner one's, which
// is found once the outer one is replaced.
func namedErrors(err error) []field.Named {
	var found []field.Named
	var walk func(error)
	walk = func(err error) {
		if err == nil {
			return
		}
		if ne, ok := err.(field.Named); ok {
			found = append(found, ne)
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
