package datagen

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckHead: an empty file and a file of samples begin as datagen
// data; a file shorter than a record and one of text do not (ErrNotData,
// naming the file); a missing file is the open error.
func TestCheckHead(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	good := filepath.Join(dir, "good.bin")
	f, _, err := OpenAppend(good)
	if err != nil {
		t.Fatal(err)
	}
	w := NewWriter(f)
	if err := w.Write(&randomSamples(1)[0]); err != nil {
		t.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, path := range []string{write("empty.bin", nil), good} {
		if err := CheckHead(path); err != nil {
			t.Errorf("%s: %v, want nil", filepath.Base(path), err)
		}
	}
	for path, want := range map[string]string{
		write("short.bin", []byte("hello")):                             "short.bin is not datagen data (5 bytes, less than one 48-byte record)",
		write("game.pgn", []byte(strings.Repeat("[Event \"x\"]\n", 8))): "game.pgn is not datagen data (",
	} {
		if err := CheckHead(path); !errors.Is(err, ErrNotData) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want ErrNotData and %q", filepath.Base(path), err, want)
		}
	}
	if err := CheckHead(filepath.Join(dir, "missing.bin")); err == nil || errors.Is(err, ErrNotData) {
		t.Errorf("a missing file: %v, want the open error", err)
	}
}
