package play

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
)

// maxLineBytes is the longest input line the game reads; a longer one is
// reported and skipped (no move or command is that long), and the game
// goes on.
const maxLineBytes = 4096

// errLineTooLong is what readLine returns for a line over maxLineBytes.
var errLineTooLong = fmt.Errorf("the line is longer than %d bytes: ignored", maxLineBytes)

// inputLine is one line read, or a line too long to keep.
type inputLine struct {
	text    string
	tooLong bool
}

// lineReader reads input lines on its own goroutine, so that the game
// can wait for a line and for Ctrl-C at once.
type lineReader struct {
	lines chan inputLine
	quit  chan struct{}
	err   error // the read error, valid once lines is closed
}

// newLineReader starts reading r; close lets the goroutine end.
func newLineReader(r io.Reader) *lineReader {
	lr := &lineReader{lines: make(chan inputLine), quit: make(chan struct{})}
	go func() {
		defer close(lr.lines)
		br := bufio.NewReaderSize(r, maxLineBytes)
		for {
			line, err := nextLine(br)
			if err != nil {
				if !errors.Is(err, io.EOF) {
					lr.err = err
				}
				return
			}
			select {
			case lr.lines <- line:
			case <-lr.quit:
				return
			}
		}
	}()
	return lr
}

// nextLine reads one line of br without its line break (nor a carriage
// return before it); a line over maxLineBytes is read to its end and
// given as tooLong. At the end of the input a last line without a line
// break is a line; then the error is io.EOF.
func nextLine(br *bufio.Reader) (inputLine, error) {
	var buf []byte
	tooLong := false
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			buf = append(buf, chunk...)
			if len(buf) > maxLineBytes+2 {
				tooLong, buf = true, nil
			}
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err != nil && (len(buf) > 0 || tooLong) && errors.Is(err, io.EOF):
			return finishLine(buf, tooLong), nil
		case err != nil:
			return inputLine{}, err
		}
		return finishLine(buf, tooLong), nil
	}
}

// finishLine makes buf, a line with its line break, an inputLine.
func finishLine(buf []byte, tooLong bool) inputLine {
	if tooLong {
		return inputLine{tooLong: true}
	}
	buf = bytes.TrimSuffix(buf, []byte("\n"))
	buf = bytes.TrimSuffix(buf, []byte("\r"))
	if len(buf) > maxLineBytes {
		return inputLine{tooLong: true}
	}
	return inputLine{text: string(buf)}
}

// close lets the reading goroutine end at its next line.
func (lr *lineReader) close() { close(lr.quit) }

// readLine returns the next input line; ok is false at the end of the
// input (err says whether reading failed) or when ctx is done. A line
// over maxLineBytes gives ok and errLineTooLong: the caller reports it
// and reads on.
func (lr *lineReader) readLine(ctx context.Context) (line string, ok bool, err error) {
	select {
	case l, ok := <-lr.lines:
		if !ok {
			return "", false, lr.err
		}
		if l.tooLong {
			return "", true, errLineTooLong
		}
		return l.text, true, nil
	case <-ctx.Done():
		return "", false, nil
	}
}
