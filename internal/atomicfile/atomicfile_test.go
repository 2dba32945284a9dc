package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestWriteReplacesWhole: a successful Write replaces the file with the
// new content, keeps its mode and leaves no temporary file behind.
func TestWriteReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	if err := os.WriteFile(path, []byte("old content"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, []byte("new")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "new" {
		t.Fatalf("content %q, %v; want \"new\"", got, err)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the old 0600", st.Mode().Perm())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the folder, want only the output", len(entries))
	}
}

// TestWriteFailureKeepsTarget: when fill fails half way, the target keeps
// its old content and the temporary file is removed.
func TestWriteFailureKeepsTarget(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "keep.pgn")
	if err := os.WriteFile(path, []byte("four games"), 0o644); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("input missing")
	err := Write(path, func(w io.Writer) error {
		io.WriteString(w, "partial")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err %v, want the fill's error", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "four games" {
		t.Errorf("target now %q, want it untouched", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the folder, want the temporary file removed", len(entries))
	}
	// A new file that fails is never created.
	if err := Write(filepath.Join(dir, "new.pgn"), func(io.Writer) error { return boom }); !errors.Is(err, boom) {
		t.Fatalf("err %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "new.pgn")); !os.IsNotExist(err) {
		t.Errorf("a failed write created its target: %v", err)
	}
}

// TestCheckNotInput: the same file is refused under another spelling and
// through a link, and a new file named twice; other files, new files and
// "-" pass.
func TestCheckNotInput(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.pgn")
	b := filepath.Join(dir, "b.pgn")
	os.WriteFile(a, []byte("x"), 0o644)
	os.WriteFile(b, []byte("y"), 0o644)
	link := filepath.Join(dir, "link.pgn")
	if err := os.Link(a, link); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{a, filepath.Join(dir, ".", "a.pgn"), link} {
		if err := CheckNotInput(out, b, a); !errors.Is(err, ErrOutputIsInput) {
			t.Errorf("output %s with input %s: %v, want ErrOutputIsInput", out, a, err)
		}
	}
	// A file that does not exist yet is the same file under the same
	// path (two outputs of one command).
	if err := CheckNotInput(filepath.Join(dir, "new.pgn"), a, filepath.Join(dir, ".", "new.pgn")); !errors.Is(err, ErrOutputIsInput) {
		t.Errorf("a new output named twice: %v, want ErrOutputIsInput", err)
	}
	for _, out := range []string{b, filepath.Join(dir, "new.pgn"), "-"} {
		if err := CheckNotInput(out, a, "-"); err != nil {
			t.Errorf("output %s: %v, want no error", out, err)
		}
	}
}
