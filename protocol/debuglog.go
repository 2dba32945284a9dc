package protocol

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sync"
	"time"
)

// debugLogName is the option that turns the debug log on, named as in
// Stockfish.
const debugLogName = "Debug Log File"

// emptyValue is how UCI writes an empty string option value.
const emptyValue = "<empty>"

// debugLog appends every protocol line the session reads and writes to a
// file, one per line: a UTC timestamp with microseconds, ">>" for a line
// in (from the GUI) or "<<" for a line out (from the engine), and the line:
//
//	2026-11-30T21:25:03.123456Z >> position startpos moves A7L
//	2026-11-30T21:25:03.124001Z << bestmove A6L
//
// It is off (no file) until the option Debug Log File names a file; an
// empty value or <empty> turns it off again. A new (or empty) file starts
// with debugLogHeader; an existing file is appended to only when it starts
// with that line, so that the option never writes into a game record, a
// program or any other file a user keeps. The file is never truncated, and
// it is closed when the session ends or the option changes.
type debugLog struct {
	mu   sync.Mutex
	f    *os.File
	path string
}

// debugLogOption declares the option: a string, empty by default.
func debugLogOption() *option {
	return &option{name: debugLogName, kind: stringOption, set: func(s *Session, v string) error {
		return s.dlog.open(v)
	}}
}

// open starts logging to path (closing any previous file), or stops
// logging when path is empty or <empty>.
func (d *debugLog) open(path string) error {
	if path == emptyValue {
		path = ""
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.closeLocked()
	if path == "" {
		return nil
	}
	f, err := openDebugLog(path)
	if err != nil {
		return fmt.Errorf("option %s: %w", debugLogName, err)
	}
	d.f, d.path = f, path
	return nil
}

// debugLogHeader is the first line of every debug log: what the option
// recognises as its own file.
const debugLogHeader = "# Bao debug log (option Debug Log File): UTC time, >> a line in, << a line out\n"

// openDebugLog opens path for appending log lines: a new file, created
// with the header; an empty regular file, given the header; or an earlier
// log, which starts with the header. Any other file is refused, and the
// error describes it without quoting its content.
func openDebugLog(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE|os.O_EXCL, 0o644)
	if err == nil {
		if _, err := f.WriteString(debugLogHeader); err != nil {
			f.Close()
			return nil, err
		}
		return f, nil
	}
	if !errors.Is(err, fs.ErrExist) {
		return nil, err
	}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s exists and is not a regular file: give a new file or an earlier debug log", path)
	}
	f, err = os.OpenFile(path, os.O_RDWR|os.O_APPEND, 0)
	if err != nil {
		return nil, err
	}
	head := make([]byte, len(debugLogHeader))
	n, err := f.ReadAt(head, 0)
	switch {
	case n == 0 && errors.Is(err, io.EOF):
		_, err = f.WriteString(debugLogHeader)
	case n == len(head) && string(head) == debugLogHeader:
		err = nil
	default:
		err = fmt.Errorf("%s exists and is not a Bao debug log (it does not start with the log's first line); it is left as it was: give a new file or an earlier debug log", path)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// in logs a line read from the GUI.
func (d *debugLog) in(line string) { d.write(">>", line) }

// out logs a line written to the GUI.
func (d *debugLog) out(line string) { d.write("<<", line) }

// write appends one log line. A failed write closes the log: the session
// itself goes on.
func (d *debugLog) write(dir, line string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.f == nil {
		return
	}
	ts := time.Now().UTC().Format("2006-01-02T15:04:05.000000Z")
	if _, err := d.f.WriteString(ts + " " + dir + " " + line + "\n"); err != nil {
		d.closeLocked()
	}
}

// close stops logging and closes the file.
func (d *debugLog) close() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.closeLocked()
}

func (d *debugLog) closeLocked() {
	if d.f != nil {
		d.f.Close()
		d.f, d.path = nil, ""
	}
}
