// Package field is the error of one field of a configuration that a
// library was handed: the field's name in the library's own words
// ("games", "plot"), the value at fault as the message quotes it, and the
// reason ("games 0: want 1 or more"). The libraries take typed
// configurations and know nothing of the command line; a command finds
// the field errors in what a library returns (errors.As) and says them
// with its own flags ("--games 0: want 1 or more", cmd/bao/internal/cli's
// Flags).
//
// # What it owns and what it must not import
//
// field owns that error type only. It is a leaf: it imports the standard
// library and nothing else, so that every library may import it.
package field
