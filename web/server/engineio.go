package server

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"sync"
	"time"

	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/protocol/client"
)

// maxPending bounds the engine output lines kept for a tab that does not
// read them; older lines are dropped first (the engine never waits for the
// browser).
const maxPending = 4096

// bridge is one running engine: the built-in protocol session on pipes or
// an external process. Lines given to send reach the engine; every line
// the engine prints lands in the outbox.
type bridge struct {
	sendMu sync.Mutex
	write  func(line string) error // writes one command line
	out    *outbox
	stop   func() // ends the engine and waits for it; safe to call twice
	exited chan struct{}
}

// startBuiltin runs a protocol.Session on in-memory pipes.
func startBuiltin(cfg protocol.Config) *bridge {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	b := &bridge{out: newOutbox(), exited: make(chan struct{})}
	b.write = func(line string) error {
		_, err := io.WriteString(inW, line+"\n")
		return err
	}
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

// External engines get this long to quit when asked before they are
// killed, and this long to answer the handshake.
const (
	quitTimeout      = time.Second
	handshakeTimeout = 10 * time.Second
	handshakeDialect = "uci"
)

// CheckEngineCommand checks an external engine command (Config.Command)
// before the server starts: its program must exist and be executable,
// found on the PATH when its name has no slash, so that a mistyped
// command fails at once rather than when the first tab opens.
func CheckEngineCommand(argv []string) error {
	if len(argv) == 0 || argv[0] == "" {
		return errors.New("engine command: empty")
	}
	if _, err := exec.LookPath(argv[0]); err != nil {
		return fmt.Errorf("engine program %q: %w", argv[0], err)
	}
	return nil
}

// startExternal starts the engine program argv through protocol/client
// and makes the uci handshake within timeout, so that a program that
// does not speak the protocol is refused before a page gets it (the
// page's own "uci" is answered again). Its standard error is discarded.
func startExternal(argv []string, timeout time.Duration) (*bridge, error) {
	if len(argv) == 0 {
		return nil, fmt.Errorf("engine command: empty")
	}
	e, err := client.Start(client.Config{Path: argv[0], Args: argv[1:], Label: argv[0]})
	if err != nil {
		return nil, fmt.Errorf("engine %s: %w", argv[0], err)
	}
	if err := e.Handshake(handshakeDialect, timeout); err != nil {
		e.Kill()
		return nil, fmt.Errorf("engine %s: %w", argv[0], err)
	}
	b := &bridge{write: e.Send, out: newOutbox(), exited: make(chan struct{})}
	go func() {
		defer close(b.exited)
		for l := range e.Lines() {
			b.out.push(l.Text)
		}
	}()
	var once sync.Once
	b.stop = func() {
		once.Do(func() {
			// Quit writes "quit", which blocks on an engine that stopped
			// reading its input: kill it if Quit has not returned in time.
			quit := make(chan struct{})
			go func() {
				e.Quit(quitTimeout)
				close(quit)
			}()
			select {
			case <-quit:
			case <-time.After(2 * quitTimeout):
				e.Interrupt()
				<-quit
			}
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
		if err := b.write(line); err != nil {
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
