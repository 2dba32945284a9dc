package protocol

import (
	"bufio"
	"errors"
	"fmt"
	"io"
)

// maxLine is the longest input line kept (a position with tens of
// thousands of moves fits). A longer line is read to its end and
// dropped, whatever its length: the session answers it with an error and
// goes on.
const maxLine = 1 << 20

// headLen is how much of a dropped line is kept, to name its command.
const headLen = 64

// input is one line of input without its newline. A line longer than
// maxLine is dropped: then text holds only its first headLen bytes and
// tooLong its length in bytes.
type input struct {
	text    string
	tooLong int
}

// logged is the line as the debug log records it: a dropped line by its
// first headLen bytes and its length, never in full.
func (in input) logged() string {
	if in.tooLong > 0 {
		return fmt.Sprintf("%s... (line too long: %d bytes, dropped)", in.text, in.tooLong)
	}
	return in.text
}

// readLines reads in line by line and sends the lines on lines until the
// end of input (then it returns nil) or a read error, or until stop is
// closed. Memory stays bounded by maxLine whatever the line lengths.
func readLines(in io.Reader, lines chan<- input, stop <-chan struct{}) error {
	br := bufio.NewReaderSize(in, 64<<10)
	var buf []byte
	n := 0 // bytes of the current line so far, newline excluded
	for {
		chunk, err := br.ReadSlice('\n')
		end := len(chunk) > 0 && chunk[len(chunk)-1] == '\n'
		if end {
			chunk = chunk[:len(chunk)-1]
		}
		n += len(chunk)
		if n <= maxLine {
			buf = append(buf, chunk...)
		} else if len(buf) > headLen {
			buf = buf[:headLen]
		}
		if err != nil && !errors.Is(err, bufio.ErrBufferFull) && !errors.Is(err, io.EOF) {
			return err
		}
		if end || (errors.Is(err, io.EOF) && n > 0) {
			l := input{text: string(buf)}
			if n > maxLine {
				l.tooLong = n
			}
			select {
			case lines <- l:
			case <-stop:
				return nil
			}
			buf, n = buf[:0], 0
			if cap(buf) > 64<<10 {
				buf = nil // do not keep a megabyte for every later line
			}
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
	}
}
