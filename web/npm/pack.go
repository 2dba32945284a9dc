package npm

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"fmt"
	"time"
)

// Pack writes files as npm pack does: a gzipped tar with every file under
// package/, mode 0644, and the time mtime on every entry and on the gzip
// header, so the same files give the same bytes.
func Pack(files []File, mtime time.Time) ([]byte, error) {
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	gz.ModTime = mtime
	tw := tar.NewWriter(gz)
	for _, f := range files {
		h := &tar.Header{Name: "package/" + f.Name, Mode: 0o644, Size: int64(len(f.Data)), ModTime: mtime, Typeflag: tar.TypeReg, Format: tar.FormatUSTAR}
		if err := tw.WriteHeader(h); err != nil {
			return nil, fmt.Errorf("npm package: tar %s: %w", f.Name, err)
		}
		if _, err := tw.Write(f.Data); err != nil {
			return nil, fmt.Errorf("npm package: tar %s: %w", f.Name, err)
		}
	}
	if err := tw.Close(); err != nil {
		return nil, fmt.Errorf("npm package: tar: %w", err)
	}
	if err := gz.Close(); err != nil {
		return nil, fmt.Errorf("npm package: gzip: %w", err)
	}
	return buf.Bytes(), nil
}

// TarballName is the release's name for the package: bao-VERSION-npm.tgz,
// with the build's name as "bao version" prints it.
func TarballName(version string) string { return "bao-" + version + "-npm.tgz" }
