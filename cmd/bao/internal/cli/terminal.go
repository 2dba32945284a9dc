package cli

import (
	"io"
	"os"
)

// IsTerminal reports whether r is a terminal (a character device), such
// as the standard input of a command typed at a shell. A read from a
// terminal waits for the user, so a command cancelled then would not see
// it until the next line.
func IsTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
