// Package quoted splits a setting string into fields at unquoted white
// space, as a shell would: the form of the match runner's engine and
// openings settings ("cmd=./bao args='-x 1'", "\"my book.txt\" plies=6").
//
// It imports only the standard library.
package quoted
