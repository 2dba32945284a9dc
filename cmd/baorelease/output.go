package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/baoengine/bao/internal/atomicfile"
)

// checkOutDir makes sure dir is a folder the release may fill: new (it is
// created) or empty. A folder with files is refused, so that a release
// never replaces what a user keeps there.
func checkOutDir(dir string) error {
	entries, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, os.ErrNotExist):
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("--out: %w", err)
		}
		return nil
	case err != nil:
		return fmt.Errorf("--out %s: %w", dir, err)
	case len(entries) > 0:
		return fmt.Errorf("--out %s: the folder is not empty (%d entries); give a new or empty folder", dir, len(entries))
	}
	return nil
}

// writeAtomic writes data to dir/name in one step (internal/atomicfile):
// a temporary file, synced, renamed into place when it is complete.
func writeAtomic(dir, name string, data []byte) error {
	return atomicfile.WriteFile(filepath.Join(dir, name), data)
}

// sha256Sums is the content of a SHA256SUMS file for the named files of
// dir, in the format of sha256sum (two spaces, sorted by name), which
// "sha256sum -c SHA256SUMS" checks.
func sha256Sums(dir string, names []string) (string, error) {
	sorted := append([]string(nil), names...)
	sort.Strings(sorted)
	var b strings.Builder
	for _, name := range sorted {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			return "", fmt.Errorf("checksum %s: %w", name, err)
		}
		h := sha256.New()
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return "", fmt.Errorf("checksum %s: %w", name, err)
		}
		fmt.Fprintf(&b, "%s  %s\n", hex.EncodeToString(h.Sum(nil)), name)
	}
	return b.String(), nil
}
