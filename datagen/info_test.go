package datagen

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

func TestWriteInfo(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	w := NewWriter(&buf)
	for ply := range 3 {
		p := engine.StartPosition(engine.Kete)
		s := Sample{Variant: engine.Kete, Pos: p, Result: 1}
		s.Pos.Ply = uint16(ply)
		if err := w.Write(&s); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	whole := filepath.Join(dir, "a.bin")
	cut := filepath.Join(dir, "b.bin")
	if err := os.WriteFile(whole, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cut, buf.Bytes()[:RecordSize+5], 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := WriteInfo(&out, []string{whole, cut}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(out.String(), "\n")
	if want := whole + ": 3 samples"; lines[0] != want {
		t.Errorf("line 1 %q, want %q", lines[0], want)
	}
	if want := cut + ": 1 samples and a cut record of 5 bytes at the end"; lines[1] != want {
		t.Errorf("line 2 %q, want %q", lines[1], want)
	}
	if !strings.HasPrefix(lines[2], "variant") || !strings.HasPrefix(lines[3], "kete") || !strings.Contains(lines[3], " 4 ") {
		t.Errorf("table:\n%s", strings.Join(lines[2:], "\n"))
	}
	if err := WriteInfo(&out, []string{filepath.Join(dir, "none.bin")}); err == nil {
		t.Error("a missing file: no error")
	}
}

// TestWriteInfoRefusesOtherFiles: a file shorter than one record (but not
// empty) and a file whose first record does not decode are not datagen
// data, named in the error, with nothing printed for them; a cut last
// record after whole ones is still reported (TestWriteInfo).
func TestWriteInfoRefusesOtherFiles(t *testing.T) {
	dir := t.TempDir()
	short := filepath.Join(dir, "t.txt")
	text := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(short, []byte("hello\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(text, bytes.Repeat([]byte("not datagen data at all\n"), 5), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ file, want string }{
		{short, short + " is not datagen data (6 bytes, less than one 48-byte record)"},
		{text, text + " is not datagen data (record 0: "},
	} {
		var out bytes.Buffer
		err := WriteInfo(&out, []string{c.file})
		if err == nil || !strings.Contains(err.Error(), c.want) || out.Len() != 0 {
			t.Errorf("%s: %v, printed %q; want an error %q", filepath.Base(c.file), err, out.String(), c.want)
		}
	}
	empty := filepath.Join(dir, "empty.bin")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := WriteInfo(&out, []string{empty}); err != nil || !strings.HasPrefix(out.String(), empty+": 0 samples\n") {
		t.Errorf("an empty file: %v %q", err, out.String())
	}
}
