package web

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"sync"
	"time"

	"github.com/baoengine/bao/protocol"
)

// maxPending bounds the engine output lines kept for a tab that does not
// read them; older lines are dropped first (the engine never waits for the
// browser).
const maxPending = 4096

// bridge is one running engine: the built-in protocol session on pipes or
// an external process. Lines written to in reach the engine; every line
// the engine prints lands in the outbox.
type bridge struct {
	sendMu sync.Mutex
	in     io.WriteCloser
	out    *outbox
	stop   func() // ends the engine and waits for it; safe to call twice
	exited chan struct{}
}

// startBuiltin runs a protocol.Session on in-memory pipes.
func startBuiltin(cfg protocol.Config) *bridge {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	b := &bridge{in: inW, out: newOutbox(), exited: make(chan struct{})}
	done := make(chan struct{})
	go func() {
		defer close(done)
		sess := protocol.NewSession(cfg, outW)
		if err := sess.Run(inR); err != nil {
			b.out.push("info string error: engine session: " + err.Error())
		}
		// Nobody reads the input any more: later writes fail at once
		// instead of blocking.
		inR.Close()
		outW.Close()
	}()
	go b.pump(outR)
	var once sync.Once
	b.stop = func() {
		once.Do(func() {
			io.WriteString(inW, "quit\n")
			inW.Close()
			<-done
		})
	}
	return b
}

// startExternal starts the engine program argv and bridges its standard
// input and output. Its standard error is discarded.
func startExternal(argv []string) (*bridge, error) {
	if len(argv) == 0 {
		return nil, fmt.Errorf("engine command: empty")
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("engine %s: stdin: %w", argv[0], err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("engine %s: stdout: %w", argv[0], err)
	}
	cmd.Stderr = nil
	cmd.WaitDelay = 2 * time.Second
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("engine %s: start: %w", argv[0], err)
	}
	b := &bridge{in: in, out: newOutbox(), exited: make(chan struct{})}
	waited := make(chan struct{})
	go func() {
		b.pump(out)
		cmd.Wait()
		close(waited)
	}()
	var once sync.Once
	b.stop = func() {
		once.Do(func() {
			// A hung engine may not read its input: ask it to quit without
			// waiting on the pipe, and kill it if it has not gone in a second.
			go func() {
				io.WriteString(in, "quit\n")
				in.Close()
			}()
			select {
			case <-waited:
				return
			case <-time.After(time.Second):
			}
			cmd.Process.Kill()
			<-waited
		})
	}
	return b, nil
}

// pump copies the engine's output lines into the outbox until the engine
// closes its output, then marks the bridge exited.
func (b *bridge) pump(r io.Reader) {
	defer close(b.exited)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		b.out.push(sc.Text())
	}
}

// send writes command lines to the engine, all of them before the lines of
// any other call, so that two requests of one tab never interleave.
func (b *bridge) send(lines []string) error {
	b.sendMu.Lock()
	defer b.sendMu.Unlock()
	for _, line := range lines {
		if _, err := io.WriteString(b.in, line+"\n"); err != nil {
			return fmt.Errorf("engine input: %w", err)
		}
	}
	return nil
}

// outbox holds engine output lines until the event stream sends them. It
// never blocks the writer.
type outbox struct {
	mu      sync.Mutex
	lines   []string
	dropped int
	notify  chan struct{} // has a value when lines are waiting
}

func newOutbox() *outbox {
	return &outbox{notify: make(chan struct{}, 1)}
}

// push appends a line, dropping the oldest when the box is full.
func (o *outbox) push(line string) {
	o.mu.Lock()
	if len(o.lines) >= maxPending {
		o.lines = o.lines[1:]
		o.dropped++
	}
	o.lines = append(o.lines, line)
	o.mu.Unlock()
	o.wake()
}

// wake tells the event stream that lines may be waiting.
func (o *outbox) wake() {
	select {
	case o.notify <- struct{}{}:
	default:
	}
}

// take returns the waiting lines and empties the box. When lines were
// dropped it says so first.
func (o *outbox) take() []string {
	o.mu.Lock()
	defer o.mu.Unlock()
	out := o.lines
	if o.dropped > 0 {
		out = append([]string{fmt.Sprintf("info string warning: %d engine lines dropped (the page read too slowly)", o.dropped)}, out...)
		o.dropped = 0
	}
	o.lines = nil
	return out
}
