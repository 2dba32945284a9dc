package protocol

import (
	"context"
	"strings"

	"github.com/baoengine/bao/bench"
)

// runBench runs the bench signature (protocol.md 7): the built-in
// positions searched to a fixed depth, hash cleared first, one thread, as
// long work (work.go). Its lines go out through the session's line
// writer; a stopped bench says so and prints no signature.
func (s *Session) runBench(depth int) {
	if depth == 0 {
		depth = bench.DefaultDepth
	}
	opts := s.searchOpts
	opts.HashMiB = 16
	s.startWork(func(ctx context.Context) {
		w := &lineSplitter{emit: s.out.line}
		_, _, err := bench.RunContext(ctx, w, depth, opts)
		w.flush()
		switch {
		case err != nil && ctx.Err() != nil:
			s.infof("bench stopped: no signature")
		case err != nil:
			s.errorf("bench: %v", err)
		}
	})
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
