package protocol

import (
	"bufio"
	"io"
	"sync"
)

// lineWriter writes whole lines to the output, one at a time, flushed at
// once: a GUI reading a pipe sees every line as soon as it is written and
// never half of one.
type lineWriter struct {
	mu  sync.Mutex
	w   *bufio.Writer
	err error
	log *debugLog // when set, every line is also appended to the debug log
}

func newLineWriter(w io.Writer) *lineWriter {
	return &lineWriter{w: bufio.NewWriterSize(w, 4096)}
}

// line writes s and a newline. A write error is kept and later writes are
// dropped: the reader is gone.
func (l *lineWriter) line(s string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.err != nil {
		return
	}
	l.w.WriteString(s)
	l.w.WriteByte('\n')
	l.err = l.w.Flush()
	if l.log != nil {
		l.log.out(s)
	}
}
