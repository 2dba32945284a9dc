// Package syncwriter is an io.Writer that several goroutines may write to
// at once: it serialises the writes and remembers the first that failed.
// The command line writes its standard output through one (a full disk
// or a closed pipe fails the command), and the match runner its warnings
// and engine log. It imports only the standard library.
package syncwriter

import (
	"io"
	"sync"
)

// Writer passes writes to an io.Writer one at a time and remembers the
// first error. The zero value is not usable; make one with New.
type Writer struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

// New returns a Writer that writes to w.
func New(w io.Writer) *Writer { return &Writer{w: w} }

// Write writes p to the underlying writer under the lock; a short write
// is io.ErrShortWrite.
func (w *Writer) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	n, err := w.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil && w.err == nil {
		w.err = err
	}
	return n, err
}

// Err returns the first write error, or nil.
func (w *Writer) Err() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}
