package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
)

// maxLinks bounds a chain of symbolic links, as the systems' own limit
// (40 on Linux) does: a longer one is taken for a loop.
const maxLinks = 40

// followLinks returns the file path names once every symbolic link at its
// last element is followed, also a link to a file that does not exist yet
// (a dangling link names the file it would create). A path that is not a
// link is returned as it is. Writing through the result replaces the file
// the link points to and keeps the link, where a rename over path would
// replace the link itself.
func followLinks(path string) (string, error) {
	for range maxLinks {
		st, err := os.Lstat(path)
		if err != nil || st.Mode()&os.ModeSymlink == 0 {
			return path, nil
		}
		target, err := os.Readlink(path)
		if err != nil {
			return "", fmt.Errorf("%s: %w", path, err)
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(path), target)
		}
		path = target
	}
	return "", fmt.Errorf("%s: more than %d symbolic links in a row (a loop?)", path, maxLinks)
}
