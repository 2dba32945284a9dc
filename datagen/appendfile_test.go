package datagen

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOpenAppendCutsAPartialRecord: a new file is created; appending to a
// file that ends in a cut record first drops the cut bytes, so the file
// reads back as the old records followed by the new ones.
func TestOpenAppendCutsAPartialRecord(t *testing.T) {
	file := filepath.Join(t.TempDir(), "d.bin")
	write := func(samples []Sample) int64 {
		t.Helper()
		f, cut, err := OpenAppend(file)
		if err != nil {
			t.Fatal(err)
		}
		w := NewWriter(f)
		for i := range samples {
			if err := w.Write(&samples[i]); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
		return cut
	}
	all := randomSamples(5)
	if cut := write(all[:3]); cut != 0 {
		t.Fatalf("a new file: cut %d", cut)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, append(bytes.Clone(data), 1, 2, 3), 0o644); err != nil {
		t.Fatal(err)
	}
	if cut := write(all[3:]); cut != 3 {
		t.Fatalf("cut %d bytes, want the 3 of the partial record", cut)
	}
	back, partial, err := ReadFile(file)
	if err != nil || partial != 0 || len(back) != len(all) {
		t.Fatalf("read back: %d samples, partial %d, %v", len(back), partial, err)
	}
	for i := range all {
		if back[i] != all[i] {
			t.Fatalf("sample %d: %+v, want %+v", i, back[i], all[i])
		}
	}
	if _, _, err := OpenAppend(filepath.Join(file, "not-a-folder", "x.bin")); err == nil {
		t.Error("a file under a file opened")
	}
}

// TestOpenAppendRefusesOtherFiles: a file that is not datagen data (a game
// record) is refused, and left as it was.
func TestOpenAppendRefusesOtherFiles(t *testing.T) {
	for _, rec := range [][]byte{
		[]byte("[Variant \"kiswahili\"]\n[Result \"*\"]\n\n1. A6L a5R 2. A7L *\n" + strings.Repeat("x", 100)),
		[]byte("[Variant \"kiswahili\"]\n\n1. A6L a5R *\n"), // shorter than one record
	} {
		refusesOther(t, rec)
	}
}

func refusesOther(t *testing.T, rec []byte) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "v.pgn")
	if err := os.WriteFile(file, rec, 0o644); err != nil {
		t.Fatal(err)
	}
	f, _, err := OpenAppend(file)
	if err == nil {
		f.Close()
		t.Fatal("a game record was opened for appending samples")
	}
	if !strings.Contains(err.Error(), "not datagen data") {
		t.Errorf("error %q does not say why", err)
	}
	if got, _ := os.ReadFile(file); string(got) != string(rec) {
		t.Error("the refused file changed")
	}
}
