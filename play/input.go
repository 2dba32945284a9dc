package play

import (
	"bufio"
	"context"
	"io"
)

// lineReader reads input lines on its own goroutine, so that the game
// can wait for a line and for Ctrl-C at once.
type lineReader struct {
	lines chan string
	quit  chan struct{}
	err   error // the read error, valid once lines is closed
}

// newLineReader starts reading r; close lets the goroutine end.
func newLineReader(r io.Reader) *lineReader {
	lr := &lineReader{lines: make(chan string), quit: make(chan struct{})}
	go func() {
		defer close(lr.lines)
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			select {
			case lr.lines <- sc.Text():
			case <-lr.quit:
				return
			}
		}
		lr.err = sc.Err()
	}()
	return lr
}

// close lets the reading goroutine end at its next line.
func (lr *lineReader) close() { close(lr.quit) }

// readLine returns the next input line; ok is false at the end of the
// input (err says whether reading failed) or when ctx is done.
func (lr *lineReader) readLine(ctx context.Context) (line string, ok bool, err error) {
	select {
	case l, ok := <-lr.lines:
		if !ok {
			return "", false, lr.err
		}
		return l, true, nil
	case <-ctx.Done():
		return "", false, nil
	}
}
