package protocol

import (
	"context"
	"strings"

	"github.com/baoengine/bao/bench"
)

// runBench runs the bench signature (protocol.md 7): the built-in
// positions searched to a fixed depth, hash cleared first, one thread, as
// long work (longwork.go). Its lines go out through the session's line
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
		switch {
		case err != nil && ctx.Err() != nil:
			w.flush(s.out.line)
			s.lastLine("info string bench stopped: no signature")
		case err != nil:
			w.flush(s.out.line)
			s.lastLine("info string error: bench: " + err.Error())
		default:
			w.flush(s.lastLine)
		}
	})
}

// lineSplitter turns writes into whole output lines. It holds the last
// complete line back until flush, which writes it through its own
// function: the last line of the output can then end the work.
type lineSplitter struct {
	buf     strings.Builder
	held    string
	holding bool
	emit    func(string)
}

func (l *lineSplitter) Write(b []byte) (int, error) {
	for _, c := range b {
		if c == '\n' {
			if l.holding {
				l.emit(l.held)
			}
			l.held, l.holding = l.buf.String(), true
			l.buf.Reset()
			continue
		}
		l.buf.WriteByte(c)
	}
	return len(b), nil
}

// flush writes what is left: the line held back and any unfinished one,
// the last of them through last.
func (l *lineSplitter) flush(last func(string)) {
	if l.buf.Len() > 0 {
		if l.holding {
			l.emit(l.held)
		}
		l.held, l.holding = l.buf.String(), true
		l.buf.Reset()
	}
	if l.holding {
		last(l.held)
		l.holding = false
	}
}
