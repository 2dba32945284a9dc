package main

import (
	"io"
	"sync"
)

// inbox is the session's standard input in the browser: the worker's
// message handler adds lines without ever blocking (a handler that blocks
// stops the page's event loop), and the session reads them in order.
type inbox struct {
	mu     sync.Mutex
	buf    []byte
	closed bool
	ready  chan struct{} // has a value while buf has bytes or closed is set
}

func newInbox() *inbox { return &inbox{ready: make(chan struct{}, 1)} }

// add appends one line (a newline is added) and never blocks.
func (b *inbox) add(line string) {
	b.mu.Lock()
	if !b.closed {
		b.buf = append(b.buf, line...)
		b.buf = append(b.buf, '\n')
	}
	b.mu.Unlock()
	b.wake()
}

// close ends the input: Read returns io.EOF once the lines are read.
func (b *inbox) close() {
	b.mu.Lock()
	b.closed = true
	b.mu.Unlock()
	b.wake()
}

func (b *inbox) wake() {
	select {
	case b.ready <- struct{}{}:
	default:
	}
}

// Read blocks until a line has arrived or the inbox is closed.
func (b *inbox) Read(p []byte) (int, error) {
	for {
		b.mu.Lock()
		if len(b.buf) > 0 {
			n := copy(p, b.buf)
			b.buf = b.buf[n:]
			if len(b.buf) > 0 {
				b.wake()
			}
			b.mu.Unlock()
			return n, nil
		}
		if b.closed {
			b.mu.Unlock()
			return 0, io.EOF
		}
		b.mu.Unlock()
		<-b.ready
	}
}

// lineSink is the session's standard output in the browser: it cuts what
// the session writes into lines and hands each to post.
type lineSink struct {
	mu   sync.Mutex
	part []byte
	post func(line string)
}

// Write passes every complete line to post and keeps the rest.
func (w *lineSink) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.part = append(w.part, p...)
	for {
		i := indexByte(w.part, '\n')
		if i < 0 {
			return len(p), nil
		}
		line := string(w.part[:i])
		if len(line) > 0 && line[len(line)-1] == '\r' {
			line = line[:len(line)-1]
		}
		w.part = w.part[i+1:]
		w.post(line)
	}
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}

var _ io.Reader = (*inbox)(nil)
