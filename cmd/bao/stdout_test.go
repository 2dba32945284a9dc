package main

import (
	"errors"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
)

// failingWriter fails every write, as standard output on a full disk.
type failingWriter struct{}

func (failingWriter) Write(p []byte) (int, error) { return 0, errors.New("no space left on device") }

// TestStdoutWriteError: a command that succeeds but cannot write its
// standard output exits 1 and says so on stderr, once.
func TestStdoutWriteError(t *testing.T) {
	for _, args := range [][]string{
		{"version"},
		{"perft", "--depth", "2", "--divide"},
		{"solve", "--variant", "kujifunza", "--exact-nodes", "0", "--progress", "0"},
		{"solve", "--help"},
	} {
		var errb strings.Builder
		code := cli.Run(&cli.Env{Args: args, Stdin: strings.NewReader(""), Stdout: failingWriter{}, Stderr: &errb}, dispatch)
		if code != 1 || strings.Count(errb.String(), "bao: writing standard output: no space left on device") != 1 {
			t.Errorf("%q: exit %d, stderr %q", args, code, errb.String())
		}
	}
}
