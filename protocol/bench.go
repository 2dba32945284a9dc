package protocol

import (
	"strings"

	"github.com/baoengine/bao/bench"
)

// runBench runs the bench signature (protocol.md 7): the built-in
// positions searched to a fixed depth, hash cleared first, one thread.
// Its lines go out through the session's line writer.
func (s *Session) runBench(depth int) {
	if depth == 0 {
		depth = bench.DefaultDepth
	}
	opts := s.searchOpts
	opts.HashMiB = 16
	w := &lineSplitter{emit: s.out.line}
	if _, _, err := bench.Run(w, depth, opts); err != nil {
		s.errorf("bench: %v", err)
	}
	w.flush()
}

// lineSplitter turns writes into whole output lines.
type lineSplitter struct {
	buf  strings.Builder
	emit func(string)
}

func (l *lineSplitter) Write(b []byte) (int, error) {
	for _, c := range b {
		if c == '\n' {
			l.emit(l.buf.String())
			l.buf.Reset()
			continue
		}
		l.buf.WriteByte(c)
	}
	return len(b), nil
}

func (l *lineSplitter) flush() {
	if l.buf.Len() > 0 {
		l.emit(l.buf.String())
		l.buf.Reset()
	}
}
