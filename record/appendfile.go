package record

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// OpenAppend opens the record file path for appending, creating it when
// it does not exist. When the file's last record was cut off (a program
// killed while writing it), that record is moved first to a new file
// beside it (NAME.cut-DIGITS), with a warning on warn: a record appended
// after a cut one would be read as part of it, and lost with it. The
// records before it are kept as they are. A file that does not end in a
// record, cut or whole (a file of something else), is refused and left
// as it was.
func OpenAppend(path string, warn io.Writer) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	if err := trimCutRecord(f, path, warn); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// Append appends the record of g to the file at path in one write, synced
// to disk, after removing a cut last record as OpenAppend does. The
// records already in the file are kept.
func Append(path string, g *Game, warn io.Writer) error {
	var buf bytes.Buffer
	if err := Write(&buf, g); err != nil {
		return err
	}
	f, err := OpenAppend(path, warn)
	if err != nil {
		return err
	}
	if _, err := f.Write(buf.Bytes()); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return fmt.Errorf("%s: sync: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// trimCutRecord moves f's last record to a file of its own when that
// record was cut off, and says so on warn. It refuses a file whose last
// text is not the start of a record (a tag line): that is not a cut
// record but a file of something else, which must not be cut.
func trimCutRecord(f *os.File, path string, warn io.Writer) error {
	if !EndsInCutRecord(f) {
		return nil
	}
	data, err := io.ReadAll(io.NewSectionReader(f, 0, 1<<62))
	if err != nil {
		return fmt.Errorf("read: %w", err)
	}
	if bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte("{")) {
		// The lexer reads a JSON line as a comment: without this, records
		// of the text form would be appended to a JSON Lines file.
		return errors.New("a JSON Lines file, not a file of records in the text form; give a new file (record convert turns one form into the other)")
	}
	off, n, line, ok := cutRecord(data)
	if !ok {
		return nil
	}
	cut := data[off:]
	if !bytes.HasPrefix(bytes.TrimLeft(cut, " \t\r\n"), []byte("[")) {
		return fmt.Errorf("not a file of game records (record %d, from line %d, neither reads nor begins with a tag); give a new file or one of records", n, line)
	}
	aside, err := saveCutRecord(path, cut)
	if err != nil {
		return fmt.Errorf("keep the cut last record aside: %w", err)
	}
	if err := f.Truncate(int64(off)); err != nil {
		return fmt.Errorf("remove the cut last record (kept in %s): %w", aside, err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("sync: %w", err)
	}
	fmt.Fprintf(warn, "Warning: %s: its last record (game %d, from line %d) was cut off (a run stopped while writing it?): moved to %s before appending\n",
		path, n, line, aside)
	return nil
}

// saveCutRecord writes text to a new file beside path, named after it
// (NAME.cut-DIGITS, never an existing file), synced to disk, and returns
// its name.
func saveCutRecord(path string, text []byte) (name string, err error) {
	out, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".cut-*")
	if err != nil {
		return "", err
	}
	defer func() {
		if err != nil {
			out.Close()
			os.Remove(out.Name())
		}
	}()
	if _, err := out.Write(text); err != nil {
		return "", err
	}
	if err := out.Sync(); err != nil {
		return "", err
	}
	if err := out.Close(); err != nil {
		return "", err
	}
	return filepath.Clean(out.Name()), nil
}

// cutRecord finds the last record of data when it fails to read and
// data does not end with a result token: the byte offset of the line it
// begins on, its number in the file and that line.
func cutRecord(data []byte) (off, n, line int, ok bool) {
	if !cutText(data) {
		return 0, 0, 0, false
	}
	rd := NewReader(bytes.NewReader(data))
	var lastErr error
	for i := 1; ; i++ {
		_, err := rd.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		n, line, lastErr = i, rd.GameLine(), err
	}
	if lastErr == nil || line < 1 {
		return 0, 0, 0, false
	}
	for l := 1; l < line; l++ {
		i := bytes.IndexByte(data[off:], '\n')
		if i < 0 {
			return 0, 0, 0, false
		}
		off += i + 1
	}
	return off, n, line, true
}

// EndsInCutRecord reports whether the file f does not end with a result
// token (1-0, 0-1, 1/2-1/2 or *), the last word of every whole record:
// its last record was cut off while being written.
func EndsInCutRecord(f *os.File) bool {
	st, err := f.Stat()
	if err != nil {
		return false
	}
	const tail = 256
	off := max(st.Size()-tail, 0)
	buf := make([]byte, st.Size()-off)
	if _, err := f.ReadAt(buf, off); err != nil && !errors.Is(err, io.EOF) {
		return false
	}
	return cutText(buf)
}

// cutText reports whether text, the end of a record file, holds a word
// and does not end with a result token.
func cutText(text []byte) bool {
	words := strings.Fields(string(text[max(len(text)-256, 0):]))
	if len(words) == 0 {
		return false
	}
	switch words[len(words)-1] {
	case "1-0", "0-1", "1/2-1/2", "*":
		return false
	}
	return true
}
