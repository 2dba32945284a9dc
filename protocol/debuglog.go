package protocol

import (
	"fmt"
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
// empty value or <empty> turns it off again. The file is appended to, never
// truncated, and closed when the session ends or the option changes.
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
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("option %s: %w", debugLogName, err)
	}
	d.f, d.path = f, path
	return nil
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
