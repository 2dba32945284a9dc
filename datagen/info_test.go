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
