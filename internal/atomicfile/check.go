package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
)

// CheckWritable reports whether path can be written the way Write writes
// it (a temporary file in its folder, then a rename over a regular file
// or a new one), so that a command that writes its result at the end of
// a long run finds out before the run that it could not. It leaves
// nothing behind.
//
// Its errors name path as given: /dev/stdout is a link to a link whose
// target (pipe:[...] or /dev/pts/0) means nothing to the user.
func CheckWritable(path string) error {
	if st, err := os.Stat(path); err == nil {
		if st.IsDir() {
			return fmt.Errorf("%s is a folder", path)
		}
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s is not a regular file but %s: the file is written whole, then renamed into place", path, modeName(st.Mode()))
		}
	}
	given := path
	path, err := followLinks(path)
	if err != nil {
		return err
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return fmt.Errorf("%s: cannot write a file beside it: %w", given, err)
	}
	name := tmp.Name()
	err = tmp.Close()
	if rerr := os.Remove(name); err == nil {
		err = rerr
	}
	return err
}

// modeName says what kind of file a mode that is not a regular file's
// names.
func modeName(m os.FileMode) string {
	switch {
	case m&os.ModeNamedPipe != 0:
		return "a pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeCharDevice != 0:
		return "a terminal or a character device"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}
