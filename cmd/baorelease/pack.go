package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"time"
)

// member is one file of an archive: its name inside the archive, its
// content and whether it is a program (mode 0755 instead of 0644).
type member struct {
	name string
	data []byte
	exec bool
}

// packTarGz writes members under the folder top into a gzipped tar with
// the time mtime on every entry, so the same inputs give the same bytes.
func packTarGz(top string, members []member, mtime time.Time) ([]byte, error) {
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	gz.ModTime = mtime
	tw := tar.NewWriter(gz)
	for _, m := range members {
		mode := int64(0o644)
		if m.exec {
			mode = 0o755
		}
		h := &tar.Header{Name: path.Join(top, m.name), Mode: mode, Size: int64(len(m.data)), ModTime: mtime, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			return nil, fmt.Errorf("tar %s: %w", m.name, err)
		}
		if _, err := tw.Write(m.data); err != nil {
			return nil, fmt.Errorf("tar %s: %w", m.name, err)
		}
	}
	if err := tw.Close(); err != nil {
		return nil, fmt.Errorf("tar: %w", err)
	}
	if err := gz.Close(); err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	return buf.Bytes(), nil
}

// packZip writes members under the folder top into a zip archive (top
// empty: at the archive's root), with the time mtime on every entry.
func packZip(top string, members []member, mtime time.Time) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, m := range members {
		h := &zip.FileHeader{Name: path.Join(top, m.name), Method: zip.Deflate, Modified: mtime}
		mode := fs.FileMode(0o644)
		if m.exec {
			mode = 0o755
		}
		h.SetMode(mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			return nil, fmt.Errorf("zip %s: %w", m.name, err)
		}
		if _, err := w.Write(m.data); err != nil {
			return nil, fmt.Errorf("zip %s: %w", m.name, err)
		}
	}
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("zip: %w", err)
	}
	return buf.Bytes(), nil
}

// folderMembers reads every regular file under dir, named by its path
// relative to dir with forward slashes, in sorted order.
func folderMembers(dir string) ([]member, error) {
	var ms []member
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.Type().IsRegular() {
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		ms = append(ms, member{name: filepath.ToSlash(rel), data: data})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", dir, err)
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].name < ms[j].name })
	if len(ms) == 0 {
		return nil, fmt.Errorf("read %s: no files", dir)
	}
	return ms, nil
}
