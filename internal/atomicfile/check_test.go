package atomicfile

import (
	"os"
	"path/filepath"
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
