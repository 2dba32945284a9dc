package atomicfile

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Write replaces the file at path with what fill writes, atomically: fill
// writes to a temporary file in the same folder, which is synced, closed
// and renamed over path only when fill and every step succeed. On an
// error the temporary file is removed and path is untouched. A new file
// gets mode 0o644; a replaced file keeps its mode. When path is a
// symbolic link, the file it points to is replaced (in that file's
// folder) and the link is kept.
func Write(path string, fill func(w io.Writer) error) (err error) {
	target, err := followLinks(path)
	if err != nil {
		return fmt.Errorf("write %w", err)
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	mode := os.FileMode(0o644)
	if st, err := os.Stat(target); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("write %s: not a regular file", path)
		}
		mode = st.Mode().Perm()
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := fill(tmp); err != nil {
		return err
	}
	if err := tmp.Chmod(mode); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("write %s: sync: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), target); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	syncDir(dir)
	return nil
}

// WriteFile replaces the file at path with data, atomically (see Write).
func WriteFile(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		if _, err := w.Write(data); err != nil {
			return fmt.Errorf("write %s: %w", path, err)
		}
		return nil
	})
}

// syncDir makes a rename in dir durable where the system allows it (a
// folder cannot be synced on every system; the rename stands regardless).
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}
