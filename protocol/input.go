package protocol

import (
	"bytes"
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

// bom is the UTF-8 byte-order mark that some editors write at the start
// of a file; before the first line it is not part of the command.
const bom = "\uFEFF"

// readLines reads in line by line and sends the lines on lines until the
// end of input (then it returns nil) or a read error, or until stop is
// closed. A line ends at LF, CR or CRLF (so files from any system read
// alike), a byte-order mark before the first line is skipped, and a last
// line without an end counts. Memory stays bounded by maxLine whatever
// the line lengths.
func readLines(in io.Reader, lines chan<- input, stop <-chan struct{}) error {
	var buf []byte
	n := 0           // bytes of the current line so far, its end excluded
	afterCR := false // the last line ended with CR: an LF right after it is part of that end
	// markSeen counts the bytes of a byte-order mark read at the start of
	// the input, -1 once the start is past.
	markSeen := 0
	emit := func() bool { // sends the current line; false when told to stop
		l := input{text: string(buf)}
		if n > maxLine {
			l.tooLong = n
		}
		select {
		case lines <- l:
		case <-stop:
			return false
		}
		buf, n = buf[:0], 0
		if cap(buf) > 64<<10 {
			buf = nil // do not keep a megabyte for every later line
		}
		return true
	}
	chunk := make([]byte, 64<<10)
	for {
		// Read what has arrived, not up to a newline: a line that ends
		// with CR alone is answered before more input comes.
		got, err := in.Read(chunk)
		rest := chunk[:got]
		for markSeen >= 0 && len(rest) > 0 {
			if rest[0] != bom[markSeen] {
				// Not a mark: what looked like its start is text.
				buf, n = append(buf, bom[:markSeen]...), markSeen
				markSeen = -1
				break
			}
			rest = rest[1:]
			if markSeen++; markSeen == len(bom) {
				markSeen = -1
			}
		}
		for len(rest) > 0 {
			if afterCR && rest[0] == '\n' {
				rest = rest[1:]
			}
			afterCR = false
			end := bytes.IndexAny(rest, "\r\n")
			part := rest
			if end >= 0 {
				part = rest[:end]
			}
			n += len(part)
			if n <= maxLine {
				buf = append(buf, part...)
			} else if len(buf) > headLen {
				buf = buf[:headLen]
			}
			if end < 0 {
				break
			}
			afterCR = rest[end] == '\r'
			rest = rest[end+1:]
			if !emit() {
				return nil
			}
		}
		if errors.Is(err, io.EOF) {
			if markSeen > 0 { // the input was the start of a mark: text
				buf, n = append(buf, bom[:markSeen]...), markSeen
			}
			if n > 0 {
				emit()
			}
			return nil
		}
		if err != nil {
			return err
		}
	}
}
