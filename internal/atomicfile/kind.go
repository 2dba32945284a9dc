package atomicfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"unicode/utf8"
)

// ErrOtherKind is wrapped by the errors of CheckKind.
var ErrOtherKind = errors.New("the file holds something else")

// Kind is a kind of file that a command replaces: its name for messages
// ("a proof", "an SVG image") and a test of a file's first bytes (at most
// KindHead of them).
type Kind struct {
	Name string
	Is   func(head []byte) bool
}

// KindHead is the number of first bytes a Kind's test is given.
const KindHead = 512

// CheckKind refuses to let an output replace an existing file of another
// kind: it returns nil when path does not exist or is empty, or when its
// first bytes pass k.Is, and otherwise an error wrapping ErrOtherKind that
// names the file, what it seems to hold and k. A command calls it before
// its work for every file it replaces whole, so that a mistyped name
// never turns a game record into a proof or a net into a profile.
func CheckKind(path string, k Kind) error {
	// Look before opening: opening a named pipe waits for a writer that
	// may never come. What is not a regular file has no first bytes to
	// judge; Write and CheckWritable say what is wrong with it.
	st, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() {
		return nil
	}
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	head := make([]byte, KindHead)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return err
	}
	head = head[:n]
	if n == 0 || k.Is(head) {
		return nil
	}
	return fmt.Errorf("%s holds %s, not %s (%w); give a new file or one of that kind", path, describe(head), k.Name, ErrOtherKind)
}

// describe says what a file starting with head seems to hold.
func describe(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte{0x1f, 0x8b}):
		return "gzip data (a CPU profile?)"
	case bytes.HasPrefix(head, []byte("BAOTT")):
		return "a solver table"
	case bytes.HasPrefix(head, []byte("bao-proof")):
		return "a proof"
	case bytes.Contains(head, []byte("<svg")):
		return "an SVG image"
	case bytes.HasPrefix(bytes.TrimSpace(head), []byte("[")):
		return "game records"
	}
	line, _, _ := bytes.Cut(head, []byte("\n"))
	if len(line) > 40 {
		line = line[:40]
	}
	if !utf8.Valid(line) {
		return "binary data"
	}
	return fmt.Sprintf("text starting %q", line)
}
