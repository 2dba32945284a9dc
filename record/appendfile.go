package record

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/baoengine/bao/internal/atomicfile"
)

// OpenAppend opens the record file path for appending, creating it when
// it does not exist. A file that is not empty is appended to only when
// it reads as game records from its first byte (checkRecords): every
// record a header of tag lines and moves ending with a result token.
// When the last record was cut off (a program killed while writing it),
// that record is moved first to a new file beside it (NAME.cut-DIGITS),
// with a warning on warn: a record appended after a cut one would be
// read as part of it, and lost with it. The records before it are kept
// as they are. Any other file (notes, a program, JSON Lines, records
// with text after them) is refused, with the reason, and left as it was.
func OpenAppend(path string, warn io.Writer) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	if err := trimCutRecord(f, path, warn); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w; give a new file or one of game records", path, err)
	}
	if err := endLine(f); err != nil {
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
// record was cut off, and says so on warn. It refuses a file that is not
// records (checkRecords).
func trimCutRecord(f *os.File, path string, warn io.Writer) error {
	data, off, n, line, err := checkRecords(f)
	if err != nil || data == nil {
		return err
	}
	aside, err := saveCutRecord(path, data[off:])
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

// checkEnd reads how the record file f ends. A file that ends with a
// whole record (or is empty) gives nil data. One whose last record was
// cut off gives the whole file and the byte offset, number and first
// line of that record. A file whose last text is neither (not the start
// of a record: a file of something else, or a JSON Lines file, which
// the lexer would read as comments) gives an error, as it must not be
// cut or appended to.
func checkEnd(f *os.File) (data []byte, off, n, line int, err error) {
	if !EndsInCutRecord(f) {
		return nil, 0, 0, 0, nil
	}
	data, err = io.ReadAll(io.NewSectionReader(f, 0, 1<<62))
	if err != nil {
		return nil, 0, 0, 0, fmt.Errorf("read: %w", err)
	}
	if bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte("{")) {
		return nil, 0, 0, 0, errors.New("a JSON Lines file, not a file of records in the text form (record convert turns one form into the other)")
	}
	off, n, line, ok := cutRecord(data)
	if !ok {
		return nil, 0, 0, 0, nil
	}
	if !bytes.HasPrefix(bytes.TrimLeft(data[off:], " \t\r\n"), []byte("[")) {
		return nil, 0, 0, 0, fmt.Errorf("not a file of game records (record %d, from line %d, neither reads nor begins with a tag)", n, line)
	}
	return data, off, n, line, nil
}

// CheckEnd returns an error when the file f does not end with a record,
// whole or cut off (a file of something else, or JSON Lines), and nil
// when it does or is empty. Readers of record files call it to tell such
// a file from one whose last record a killed run cut off; they read the
// records and report the bad ones. OpenAppend, which changes the file,
// checks the whole of it (checkRecords), not only its end.
func CheckEnd(f *os.File) error {
	_, _, _, _, err := checkEnd(f)
	return err
}

// CheckAppend reports, without changing anything, whether OpenAppend
// could append to path: a new file in an existing folder, or a file of
// records (whose cut last record OpenAppend would move aside). A command
// that appends its record at the end of a long session (a game) calls it
// first, so that the session is not lost to a file it cannot use.
func CheckAppend(path string) error {
	// Opened as OpenAppend opens it, without creating it: the same
	// permission and kind-of-file errors, and the end to read.
	f, err := os.OpenFile(path, os.O_RDWR|os.O_APPEND, 0)
	if errors.Is(err, fs.ErrNotExist) {
		if err := atomicfile.CheckWritable(path); err != nil {
			return fmt.Errorf("%s: cannot create it: %w", path, err)
		}
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	if _, _, _, _, err := checkRecords(f); err != nil {
		return fmt.Errorf("%s: %w; give a new file or one of game records", path, err)
	}
	return nil
}

// endLine ends f's last line when the file does not end with a line
// break (edited by hand, or cut after its result token): a record
// appended right after the result would be read as part of its game.
func endLine(f *os.File) error {
	st, err := f.Stat()
	if err != nil || st.Size() == 0 {
		return err
	}
	last := make([]byte, 1)
	if _, err := f.ReadAt(last, st.Size()-1); err != nil {
		return fmt.Errorf("read: %w", err)
	}
	if last[0] == '\n' {
		return nil
	}
	if _, err := f.Write([]byte("\n\n")); err != nil {
		return fmt.Errorf("end the last line: %w", err)
	}
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

// checkRecords reads the whole file f, which OpenAppend is to append to,
// and refuses it unless it is game records from its first byte: text
// (no NUL byte, valid UTF-8), not JSON Lines, and a sequence of records,
// each one or more well-formed tag lines followed by moves and comments
// ending with a result token, with nothing but blank lines and "%"
// escape lines between them. The moves are not played: a record with an
// illegal move is still a record, and appending after it loses nothing.
//
// Only the last record may be unfinished, and only when it begins with a
// well-formed tag line (or, cut in its first line, with the start of one)
// and the file ends inside it: a run killed while writing it. Then
// checkRecords returns the whole file and the byte offset, number and
// first line of that record. A file of whole records (or an empty one)
// gives nil data.
func checkRecords(f *os.File) (data []byte, off, n, line int, err error) {
	data, err = io.ReadAll(io.NewSectionReader(f, 0, 1<<62))
	if err != nil {
		return nil, 0, 0, 0, fmt.Errorf("read: %w", err)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, 0, 0, 0, nil
	}
	if bytes.IndexByte(data, 0) >= 0 || !utf8.Valid(trimPartialRune(data)) {
		return nil, 0, 0, 0, errors.New("not a file of game records (it is binary: it holds NUL bytes or is not UTF-8 text)")
	}
	if bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte("{")) {
		return nil, 0, 0, 0, errors.New("a JSON Lines file, not a file of records in the text form (record convert turns one form into the other)")
	}
	n, line, cut, err := scanRecords(data)
	if err != nil {
		return nil, 0, 0, 0, fmt.Errorf("not a file of game records (%w)", err)
	}
	if !cut {
		return nil, 0, 0, 0, nil
	}
	for l := 1; l < line; l++ {
		i := bytes.IndexByte(data[off:], '\n')
		if i < 0 {
			return nil, 0, 0, 0, fmt.Errorf("not a file of game records (record %d: no line %d)", n, line)
		}
		off += i + 1
	}
	return data, off, n, line, nil
}

// trimPartialRune drops an incomplete UTF-8 sequence at the end of data,
// where a cut may have split a character.
func trimPartialRune(data []byte) []byte {
	for i := 1; i < utf8.UTFMax && i <= len(data); i++ {
		if utf8.RuneStart(data[len(data)-i]) {
			if !utf8.FullRune(data[len(data)-i:]) {
				return data[:len(data)-i]
			}
			break
		}
	}
	return data
}

// tagLineStart matches the start of a tag line cut off before its end:
// "[", a name, a quote, part of a value.
var tagLineStart = regexp.MustCompile(`^[ \t]*\[([A-Za-z][A-Za-z0-9_]*([ \t]+("([^"\\]|\\["\\])*\\?("[ \t]*)?)?)?)?$`)

// scanRecords reads the records of data with the lexer, without playing
// their moves. It returns an error naming the record and line when data
// is not a sequence of records; otherwise the number of records and,
// when the last one is cut off at the end of data, cut and the line that
// record begins on.
func scanRecords(data []byte) (n, line int, cut bool, err error) {
	lx := newLexer(bytes.NewReader(data))
	for n = 1; ; n++ {
		t, err := lx.next()
		switch {
		case err != nil && t.kind == tokTags && lx.eof && tagLineStart.MatchString(lastLine(data)):
			// The first tag line of the last record, cut off.
			return n, t.line, true, nil
		case err != nil:
			return 0, 0, false, fmt.Errorf("record %d: %w", n, err)
		case t.kind == tokEOF:
			return n - 1, 0, false, nil
		case t.kind != tokTags:
			return 0, 0, false, fmt.Errorf("record %d: line %d: %s where a record's tag line [Name \"Value\"] should begin", n, t.line, quote(t.text))
		}
		line = t.line
		moves := false // a token after the tags was read
	body:
		for {
			t, err := lx.next()
			switch {
			case err != nil && lx.eof && lx.buf == "":
				// A tag line or comment cut off at the end of the file.
				return n, line, true, nil
			case err != nil:
				return 0, 0, false, fmt.Errorf("record %d (from line %d): %w", n, line, err)
			case t.kind == tokEOF:
				return n, line, true, nil
			case t.kind == tokTags && moves:
				return 0, 0, false, fmt.Errorf("record %d (from line %d): line %d: a tag line inside the moves: the record has no result token", n, line, t.line)
			case t.kind == tokOpen || t.kind == tokClose:
				return 0, 0, false, fmt.Errorf("record %d (from line %d): line %d: variations in parentheses are not supported", n, line, t.line)
			case t.kind == tokSymbol:
				if _, ok := parseResult(t.text); ok {
					break body
				}
				moves = true
			case t.kind == tokComment:
				moves = true
			}
		}
	}
}

// lastLine returns the last line of data (after its last line break).
func lastLine(data []byte) string {
	return string(data[bytes.LastIndexByte(data, '\n')+1:])
}
