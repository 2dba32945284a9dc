package atomicfile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestCheckWritable: a new file in a folder that exists can be written, a
// folder or a file in a missing folder cannot, and the check leaves
// nothing behind.
func TestCheckWritable(t *testing.T) {
	dir := t.TempDir()
	if err := CheckWritable(filepath.Join(dir, "new.bin")); err != nil {
		t.Errorf("new file: %v", err)
	}
	if err := CheckWritable(dir); err == nil {
		t.Error("a folder passed")
	}
	if err := CheckWritable(filepath.Join(dir, "missing", "x.bin")); err == nil {
		t.Error("a file in a missing folder passed")
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("the check left %d files", len(left))
	}
}

// TestCheckKind: a missing or empty file, or one of the kind, may be
// replaced; another kind is refused with the file and both kinds named.
func TestCheckKind(t *testing.T) {
	dir := t.TempDir()
	svg := Kind{"an SVG image", func(h []byte) bool { return bytes.Contains(h, []byte("<svg")) }}
	for name, body := range map[string]string{"missing": "", "empty": "", "svg": "<?xml?>\n<svg>"} {
		p := filepath.Join(dir, name)
		if name != "missing" {
			os.WriteFile(p, []byte(body), 0o644)
		}
		if err := CheckKind(p, svg); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	p := filepath.Join(dir, "g.pgn")
	os.WriteFile(p, []byte("[Event \"x\"]\n\n1. A7L *\n"), 0o644)
	err := CheckKind(p, svg)
	if !errors.Is(err, ErrOtherKind) || !strings.Contains(err.Error(), "g.pgn holds game records, not an SVG image") {
		t.Errorf("record: %v", err)
	}
}

// TestCheckWritableNamesThePathGiven: an output that is a pipe or a
// device reached through links (as /dev/stdout is) is refused naming the
// path the user gave, not the link's target (a tester saw
// "/proc/self/fd/.pipe:[90300].tmp...: no such file").
func TestCheckWritableNamesThePathGiven(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	dir := t.TempDir()
	fd := filepath.Join("/proc/self/fd", strconv.Itoa(int(w.Fd())))
	if _, err := os.Stat(fd); err != nil {
		t.Skipf("no %s on this system: %v", fd, err)
	}
	link := filepath.Join(dir, "stdout")
	if err := os.Symlink(fd, link); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{link, "/dev/null"} {
		err := CheckWritable(path)
		if err == nil || !strings.HasPrefix(err.Error(), path+" is not a regular file") || strings.Contains(err.Error(), "/proc") {
			t.Errorf("CheckWritable(%s): %v, want it refused naming %s", path, err, path)
		}
	}
}
