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
func CheckWritable(path string) error {
	path, err := followLinks(path)
	if err != nil {
		return err
	}
	if st, err := os.Stat(path); err == nil {
		if st.IsDir() {
			return fmt.Errorf("%s is a folder", path)
		}
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s is not a regular file", path)
		}
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	err = tmp.Close()
	if rerr := os.Remove(name); err == nil {
		err = rerr
	}
	return err
}
