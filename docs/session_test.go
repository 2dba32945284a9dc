package docs

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/version"
	"github.com/baoengine/bao/protocol"
)

// engineProc is a protocol session driven through pipes, as a GUI or a
// tournament manager drives the bao program.
type engineProc struct {
	t     *testing.T
	name  string
	in    *io.PipeWriter
	lines chan string
	done  chan error
}

// lineWait bounds the wait for one expected line. It only catches a hung
// session or a transcript waiting for a line that never comes: on a loaded
// machine a search of a few plies can take seconds. BAO_DOCS_LINE_WAIT
// (a duration) changes it, e.g. to 5s while editing the docs.
var lineWait = func() time.Duration {
	if d, err := time.ParseDuration(os.Getenv("BAO_DOCS_LINE_WAIT")); err == nil && d > 0 {
		return d
	}
	return 2 * time.Minute
}()

// startEngine starts a session configured as "bao uci" configures it.
func startEngine(t *testing.T, name string) *engineProc {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	e := &engineProc{t: t, name: name, in: inW, lines: make(chan string, 100000), done: make(chan error, 1)}
	s := protocol.NewSession(protocol.Config{Name: "Bao", Version: version.Read().String(), Author: "the Bao authors"}, outW)
	go func() {
		err := s.Run(inR)
		outW.Close()
		e.done <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			e.lines <- sc.Text()
		}
		close(e.lines)
	}()
	t.Cleanup(func() { e.close() })
	return e
}

// send writes one line to the session.
func (e *engineProc) send(line string) {
	e.t.Helper()
	if _, err := io.WriteString(e.in, line+"\n"); err != nil {
		e.t.Fatalf("%s: send %q: %v", e.name, line, err)
	}
}

// next returns the next output line, or an error when the output ended
// or nothing came within lineWait.
func (e *engineProc) next() (string, error) {
	select {
	case l, ok := <-e.lines:
		if !ok {
			return "", errors.New("the output ended")
		}
		return l, nil
	case <-time.After(lineWait):
		return "", fmt.Errorf("no output within %v", lineWait)
	}
}

// waitFor reads lines until one satisfies match and returns it; every
// line read is kept in seen.
func (e *engineProc) waitFor(what string, match func(string) bool, seen *[]string) (string, error) {
	for {
		l, err := e.next()
		if err != nil {
			return "", fmt.Errorf("waiting for %s: %w", what, err)
		}
		*seen = append(*seen, l)
		if match(l) {
			return l, nil
		}
	}
}

// mustWaitFor is waitFor that ends the test on failure.
func (e *engineProc) mustWaitFor(what string, match func(string) bool, seen *[]string) string {
	e.t.Helper()
	l, err := e.waitFor(what, match, seen)
	if err != nil {
		e.t.Fatalf("%s: %v; got:\n%s", e.name, err, strings.Join(*seen, "\n"))
	}
	return l
}

// close ends the input and waits for the session to end; it returns the
// lines printed after the last one read.
func (e *engineProc) close() []string {
	e.in.Close()
	var rest []string
	for l := range e.lines {
		rest = append(rest, l)
	}
	select {
	case <-e.done:
	case <-time.After(lineWait):
		e.t.Errorf("%s: the session did not end after its input closed", e.name)
	}
	e.done <- nil // a second close returns at once
	return rest
}
