package cli

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/baoengine/bao/internal/atomicfile"
)

func TestStartCPUProfile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "cpu.prof")
	stop, err := startCPUProfile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil || !cpuProfileKind.Is(b) {
		t.Fatalf("the profile: %v, %d bytes, want gzip data", err, len(b))
	}

	input := filepath.Join(dir, "net.bin")
	if err := os.WriteFile(input, []byte("net"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := startCPUProfile(input, input); !errors.Is(err, atomicfile.ErrOutputIsInput) {
		t.Errorf("a profile naming an input: %v, want ErrOutputIsInput", err)
	}
	if _, err := startCPUProfile(input); err == nil {
		t.Error("a file that is not a profile was accepted")
	}
	if b, _ := os.ReadFile(input); string(b) != "net" {
		t.Errorf("the input became %q", b)
	}
	stop, err = startCPUProfile("")
	if err != nil || stop() != nil {
		t.Errorf("no path: %v", err)
	}
}
