package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
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

// TestWriteThroughLink: writing to a symbolic link replaces the file it
// points to and keeps the link; a dangling link creates its target; a
// loop of links is an error and writes nothing.
func TestWriteThroughLink(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	real := filepath.Join(sub, "real.txt")
	os.WriteFile(real, []byte("old"), 0o600)
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(filepath.Join("sub", "real.txt"), link); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link is no longer a link: %v, %v", st, err)
	}
	if got, _ := os.ReadFile(real); string(got) != "new" {
		t.Errorf("the file the link points to holds %q, want \"new\"", got)
	}
	if st, _ := os.Stat(real); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the target's 0600", st.Mode().Perm())
	}
	if err := CheckWritable(link); err != nil {
		t.Errorf("CheckWritable through the link: %v", err)
	}

	dangling := filepath.Join(dir, "dangling.txt")
	os.Symlink("created.txt", dangling)
	if err := WriteFile(dangling, []byte("made")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "created.txt")); string(got) != "made" {
		t.Errorf("a dangling link's target holds %q, want \"made\"", got)
	}

	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	os.Symlink("b", a)
	os.Symlink("a", b)
	if err := WriteFile(a, []byte("x")); err == nil || !strings.Contains(err.Error(), "symbolic links in a row") {
		t.Errorf("a loop of links: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 6 {
		t.Errorf("%d entries in the folder, want sub, link, dangling, created, a and b", len(entries))
	}
}

// TestCheckNotInputDanglingLink: an output that is a dangling link to a
// file another output or input names (not created yet) is the same file.
func TestCheckNotInputDanglingLink(t *testing.T) {
	dir := t.TempDir()
	records := filepath.Join(dir, "x.pgn")
	link := filepath.Join(dir, "dl")
	os.Symlink("x.pgn", link)
	if err := CheckNotInput(link, records); !errors.Is(err, ErrOutputIsInput) {
		t.Errorf("a dangling link to the other output: %v, want ErrOutputIsInput", err)
	}
	if err := CheckNotInput(records, link); !errors.Is(err, ErrOutputIsInput) {
		t.Errorf("the other way round: %v, want ErrOutputIsInput", err)
	}
	if err := CheckNotInput(link, filepath.Join(dir, "y.pgn")); err != nil {
		t.Errorf("a dangling link to another file: %v", err)
	}
}
