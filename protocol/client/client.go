package client

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"
)

// maxLine is the longest output line read from an engine; a longer line
// is garbage.
const maxLine = 1 << 20

// LogTimeLayout is the time at the start of every line of an engine's
// log (Config.Log), as time.Format writes it.
const LogTimeLayout = "2006-01-02 15:04:05.000"

// Config says how to start an engine process and where its I/O goes.
type Config struct {
	Path  string   // the program
	Args  []string // its arguments
	Dir   string   // its working folder; empty: the caller's
	Label string   // the name written in the log before each line
	// Log, when not nil, receives every line sent (">"), received ("<")
	// and written to standard error ("!") with a timestamp and the label,
	// one Write call per line. It must be safe for concurrent use when
	// shared by several engines.
	Log io.Writer
}

// Line is one line of engine output and the time it arrived.
type Line struct {
	Text string
	Time time.Time
}

// Option is an option the engine declared in its handshake.
type Option struct {
	Name    string // as declared, e.g. "Hash"
	Type    string // spin, check, combo, button or string
	Default string
}

// Engine is a running engine process. Its methods are not safe for
// concurrent use: one goroutine drives one engine.
type Engine struct {
	cfg     Config
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *os.File
	errOut  *os.File // the read end of the process's standard error
	lines   chan Line
	exited  chan struct{} // closed when the process has ended and been waited for
	waitErr error         // the result of Wait, valid once exited is closed
	logMu   sync.Mutex
	killed  atomic.Bool // Kill ended the process (read by exitError on any goroutine)

	// Name and Author are the "id name" and "id author" of the handshake.
	Name, Author string
	// Options are the options declared in the handshake, in order.
	Options []Option
	// Dialect is "uci" or "ugi" after the handshake.
	Dialect string
}

// Start starts the engine process. It does not talk to it yet: call
// Handshake next.
func Start(cfg Config) (*Engine, error) {
	if cfg.Path == "" {
		return nil, errorf(KindStart, "start", nil, "no program given")
	}
	cmd := exec.Command(cfg.Path, cfg.Args...)
	cmd.Dir = cfg.Dir
	cmd.WaitDelay = time.Second
	ownProcessGroup(cmd)
	e := &Engine{cfg: cfg, cmd: cmd, lines: make(chan Line, 256), exited: make(chan struct{})}
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, errorf(KindStart, "start", err, "%s", cfg.Path)
	}
	// Standard output is our own pipe, not StdoutPipe: the process is
	// waited for apart from the reading, so a child that inherited the
	// pipe cannot keep Kill waiting.
	out, w, err := os.Pipe()
	if err != nil {
		return nil, errorf(KindStart, "start", err, "%s", cfg.Path)
	}
	// Standard error too, so that the end of the process is seen (and
	// exited closed) when it ends, not when its children let the pipe go.
	errOut, errW, err := os.Pipe()
	if err != nil {
		out.Close()
		w.Close()
		return nil, errorf(KindStart, "start", err, "%s", cfg.Path)
	}
	cmd.Stdout = w
	cmd.Stderr = errW
	if err := cmd.Start(); err != nil {
		out.Close()
		w.Close()
		errOut.Close()
		errW.Close()
		return nil, errorf(KindStart, "start", err, "%s", cfg.Path)
	}
	w.Close()
	errW.Close()
	e.in, e.out, e.errOut = in, out, errOut
	go e.read(out)
	go io.Copy(&stderrLogger{e: e}, errOut)
	go func() {
		e.waitErr = cmd.Wait()
		close(e.exited)
	}()
	return e, nil
}

// read copies the engine's output lines into e.lines and closes it at the
// end of the output.
func (e *Engine) read(out io.Reader) {
	r := bufio.NewReaderSize(out, 64*1024)
	for {
		text, err := readLine(r)
		if text != "" || err == nil {
			now := time.Now()
			e.log("<", text, now)
			e.lines <- Line{Text: text, Time: now}
		}
		if err != nil {
			break
		}
	}
	close(e.lines)
}

// readLine reads one line without its line end. A line longer than
// maxLine is cut there and the rest of it dropped, so it reads as garbage
// rather than stopping the reader.
func readLine(r *bufio.Reader) (string, error) {
	var b []byte
	for {
		chunk, isPrefix, err := r.ReadLine()
		if len(b) < maxLine {
			b = append(b, chunk...)
		}
		if err != nil {
			return string(b), err
		}
		if !isPrefix {
			return string(b), nil
		}
	}
}

// stderrLogger copies the engine's standard error to the log, line by
// line.
type stderrLogger struct {
	e    *Engine
	part []byte
}

// Write logs each whole line of p; a partial line waits for its end.
func (s *stderrLogger) Write(p []byte) (int, error) {
	s.part = append(s.part, p...)
	for {
		i := strings.IndexByte(string(s.part), '\n')
		if i < 0 {
			break
		}
		s.e.log("!", strings.TrimRight(string(s.part[:i]), "\r"), time.Now())
		s.part = s.part[i+1:]
	}
	if len(s.part) > maxLine {
		s.part = s.part[:0]
	}
	return len(p), nil
}

// log writes one line to the log, if any.
func (e *Engine) log(dir, text string, t time.Time) {
	if e.cfg.Log == nil {
		return
	}
	line := fmt.Sprintf("%s %s %s %s\n", t.Format(LogTimeLayout), e.cfg.Label, dir, sanitize(text, 2000))
	e.logMu.Lock()
	e.cfg.Log.Write([]byte(line))
	e.logMu.Unlock()
}

// Send writes one command line to the engine.
func (e *Engine) Send(line string) error {
	_, err := e.send(line)
	return err
}

// send logs and writes one command line, and returns the time taken just
// before the write: an arbiter's clock starts there, after the logging,
// and no reply can be read before it.
func (e *Engine) send(line string) (time.Time, error) {
	e.log(">", line, time.Now())
	sent := time.Now()
	if _, err := io.WriteString(e.in, line+"\n"); err != nil {
		// A write fails when the process has gone: report its exit.
		select {
		case <-e.exited:
			return sent, e.exitError(line)
		case <-time.After(200 * time.Millisecond):
		}
		return sent, errorf(KindWrite, firstWord(line), err, "writing %q", line)
	}
	return sent, nil
}

// ReadLine returns the next line of output, or a KindTimeout error when
// none arrives before deadline, or a KindExited error when the process
// has ended and its output is drained. A zero deadline waits forever.
func (e *Engine) ReadLine(op string, deadline time.Time) (Line, error) {
	var timer <-chan time.Time
	if !deadline.IsZero() {
		t := time.NewTimer(time.Until(deadline))
		defer t.Stop()
		timer = t.C
	}
	select {
	case l, ok := <-e.lines:
		if !ok {
			select {
			case <-e.exited:
				return Line{}, e.exitError(op)
			case <-time.After(time.Second):
				return Line{}, errorf(KindExited, op, nil, "the process closed its output")
			}
		}
		return l, nil
	case <-e.exited:
		// The process ended, but its output is still open: a child
		// holds it. End the children left in its group, which closes
		// the output, and take the lines it wrote before it ended; a
		// child out of the group that keeps the output open is waited
		// for a second at most, not to the deadline.
		killGroup(e.cmd.Process)
		select {
		case l, ok := <-e.lines:
			if ok {
				return l, nil
			}
		case <-time.After(time.Second):
		}
		return Line{}, e.exitError(op)
	case <-timer:
		return Line{}, errorf(KindTimeout, op, nil, "no answer in time")
	}
}

// exitError describes how the process ended.
func (e *Engine) exitError(op string) *Error {
	detail := "the process ended"
	if e.waitErr != nil {
		detail = "the process ended: " + e.waitErr.Error()
	} else {
		detail = "the process ended with exit status 0"
	}
	if e.killed.Load() {
		detail += " (killed)"
	}
	return &Error{Kind: KindExited, Op: firstWord(op), Detail: detail}
}

// Lines returns the engine's output lines, the channel closed at the end
// of the output, for a caller that reads them on a goroutine of its own
// while another goroutine sends commands: Send and the reading of Lines
// may run at the same time, and Quit, Kill or Interrupt may end the
// engine meanwhile (they drain the lines the caller has not read yet).
// Such a caller must not use ReadLine or the commands that read answers
// (Handshake may come first, before the reading starts).
func (e *Engine) Lines() <-chan Line { return e.lines }

// Exited reports whether the process has ended.
func (e *Engine) Exited() bool {
	select {
	case <-e.exited:
		return true
	default:
		return false
	}
}

// Interrupt kills the process and its process group (the children it
// started) without waiting for them. Unlike the other methods it may be
// called from any goroutine, to end a search that is being waited for
// (which then fails with KindExited).
func (e *Engine) Interrupt() {
	if e.cmd.Process != nil {
		killGroup(e.cmd.Process)
	}
}

// Kill ends the process and its process group (the children it started,
// which would otherwise outlive it) at once and waits for the process.
// The group is killed also when the process has ended by itself: its
// children may not have.
func (e *Engine) Kill() {
	if !e.Exited() {
		e.killed.Store(true)
	}
	if e.cmd.Process != nil {
		killGroup(e.cmd.Process)
	}
	e.in.Close()
	<-e.exited
	e.out.Close() // ends the readers even if a child still holds the pipes
	e.errOut.Close()
	for range e.lines {
		// Drain, so the reader can finish.
	}
}

// Quit sends quit and waits up to timeout for the process to end, then
// kills it. It returns within timeout even when the engine reads no more
// input and its full pipe holds the write of quit back.
func (e *Engine) Quit(timeout time.Duration) {
	if !e.Exited() {
		// The write runs apart: on a full pipe it waits until Kill closes
		// the pipe, which ends it.
		go func() {
			e.Send("quit")
			e.in.Close()
		}()
		t := time.NewTimer(timeout)
		defer t.Stop()
		lines := e.lines
	wait:
		for {
			select {
			case _, ok := <-lines:
				if !ok {
					lines = nil // output closed; wait for the exit
				}
			case <-e.exited:
				break wait
			case <-t.C:
				break wait
			}
		}
	}
	e.Kill()
}

// firstWord returns the first word of a command line, for error labels.
func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return s
}

// sanitize makes s printable on one line: invalid UTF-8 and control
// characters become \xNN, and it is cut after max bytes.
func sanitize(s string, max int) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if b.Len() >= max {
			b.WriteString("...")
			break
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1, r < 0x20 && r != '\t', r == 0x7f:
			fmt.Fprintf(&b, "\\x%02x", s[i])
			n = 1
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// Sanitize returns s as printable one-line text, cut after max bytes, for
// quoting engine output in messages and records.
func Sanitize(s string, max int) string { return sanitize(s, max) }
