//go:build unix

package recordcmd

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
)

// TestRecordConvertInterruptedPipe: reading its games from a pipe on
// standard input, a conversion to a file stops on Ctrl-C (here a cancelled
// context) with exit code 130, the file as it was and no temporary file.
// Only a terminal on standard input keeps the signals' default action (a
// read waiting there would not see the first Ctrl-C); a test cannot open
// one, so it checks that a pipe does not count as one.
func TestRecordConvertInterruptedPipe(t *testing.T) {
	dir, in, out := convertSetup(t)
	games, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	pipe := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Fatal(err)
	}
	go func() {
		w, err := os.OpenFile(pipe, os.O_WRONLY, 0)
		if err == nil {
			w.Write(games)
			w.Close()
		}
	}()
	stdin, err := os.Open(pipe)
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	if cli.IsTerminal(stdin) {
		t.Fatal("a named pipe counts as a terminal")
	}
	code, _, errs := runCLICancelledInput(stdin, "record", "convert", "-", "-o", out)
	if code != cli.ExitInterrupted {
		t.Errorf("convert - -o from a pipe: exit %d, stderr %q; want %d", code, errs, cli.ExitInterrupted)
	}
	if got, _ := os.ReadFile(out); string(got) != oldOutput {
		t.Errorf("from a pipe the output holds %q, want %q", got, oldOutput)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 3 {
		t.Errorf("%d entries in the folder, want the input, the output and the pipe", len(entries))
	}
}
