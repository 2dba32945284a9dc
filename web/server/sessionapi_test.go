package server

import (
	"bufio"
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/protocol"
)

// engineEnv makes the test binary act as an external engine: with it set,
// TestMain runs the built-in protocol session on stdin/stdout instead of
// the tests, so the external-engine path is tested without building bao.
const engineEnv = "BAO_WEB_TEST_ENGINE"

func TestMain(m *testing.M) {
	if os.Getenv(engineEnv) == "1" {
		if err := protocol.NewSession(protocol.Config{Name: "TestEngine"}, os.Stdout).Run(os.Stdin); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// stream is an open event stream of a session.
type stream struct {
	resp   *http.Response
	lines  chan string // the data of each event; "exit:" + data for the exit event
	cancel context.CancelFunc
}

// openStream connects to a session's events.
func openStream(t *testing.T, base, id string) *stream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/session/"+id+"/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "text/event-stream" {
		cancel()
		t.Fatalf("events: status %d, type %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	st := &stream{resp: resp, lines: make(chan string, 1024), cancel: cancel}
	go func() {
		defer close(st.lines)
		sc := bufio.NewScanner(resp.Body)
		event := ""
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				event = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				data := strings.TrimPrefix(line, "data: ")
				if event != "" {
					data = event + ":" + data
				}
				st.lines <- data
			case line == "":
				event = ""
			}
		}
	}()
	t.Cleanup(st.close)
	return st
}

func (st *stream) close() {
	st.cancel()
	st.resp.Body.Close()
}

// waitFor reads lines until one starts with prefix, and returns it.
func (st *stream) waitFor(t *testing.T, prefix string) string {
	t.Helper()
	deadline := time.After(hangGuard)
	for {
		select {
		case line, ok := <-st.lines:
			if !ok {
				t.Fatalf("stream closed while waiting for %q", prefix)
			}
			if strings.HasPrefix(line, prefix) {
				return line
			}
		case <-deadline:
			t.Fatalf("no %q line in time", prefix)
		}
	}
}

// newSession creates a session and returns its id.
func newSession(t *testing.T, base string) string {
	t.Helper()
	status, out := call(t, "POST", base+"/api/session", "{}")
	if status != http.StatusOK {
		t.Fatalf("new session: status %d: %v", status, out)
	}
	return out["id"].(string)
}

// send posts commands to a session and checks the answer.
func send(t *testing.T, base, id string, cmds ...string) {
	t.Helper()
	status, out := call(t, "POST", base+"/api/session/"+id+"/command", commandRequest{Commands: cmds})
	if status != http.StatusOK {
		t.Fatalf("command %q: status %d: %v", cmds, status, out)
	}
}

// hangGuard ends a wait for an event that would otherwise hang the test;
// the events come in well under a second on an idle machine, so it is no
// claim about speed and holds under -race on a loaded one.
const hangGuard = 2 * time.Minute

// eventually waits until cond holds.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(hangGuard)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestSessionSearch(t *testing.T) {
	s, hs := newTestServer(t, Config{})
	id := newSession(t, hs.URL)
	st := openStream(t, hs.URL, id)
	send(t, hs.URL, id, "uci")
	st.waitFor(t, "uciok")
	send(t, hs.URL, id, "setoption name UCI_Variant value kujifunza", "setoption name MultiPV value 2",
		"position startpos", "go depth 3")
	info := st.waitFor(t, "info depth 3")
	if !strings.Contains(info, " pv ") || !strings.Contains(info, "score cp") {
		t.Errorf("info line %q lacks score or pv", info)
	}
	st.waitFor(t, "bestmove ")
	// Analysis: go infinite runs until stop, and isready is answered meanwhile.
	send(t, hs.URL, id, "go infinite")
	send(t, hs.URL, id, "isready")
	st.waitFor(t, "readyok")
	send(t, hs.URL, id, "stop")
	st.waitFor(t, "bestmove ")
	// A bad position is an engine error line, not an HTTP error.
	send(t, hs.URL, id, "position fen nonsense")
	st.waitFor(t, "info string error:")
	if s.Sessions() != 1 {
		t.Errorf("%d sessions, want 1", s.Sessions())
	}
	// Closing the stream (the tab) ends the session after the grace period.
	st.close()
	detached(t, s, id)
	s.sessions.reapIdle(time.Now().Add(DefaultIdleTimeout + time.Second))
	if s.Sessions() != 0 {
		t.Errorf("%d sessions after the grace period, want 0", s.Sessions())
	}
	status, out := call(t, "POST", hs.URL+"/api/session/"+id+"/command", commandRequest{Commands: []string{"isready"}})
	wantError(t, "command to an ended session", status, out, 404, "no engine session")
}

func TestSessionBadRequests(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	id := newSession(t, hs.URL)
	url := hs.URL + "/api/session/" + id + "/command"
	cases := []struct {
		name   string
		body   any
		status int
		parts  []string
	}{
		{"no commands", commandRequest{}, 400, []string{"empty"}},
		{"quit", commandRequest{Commands: []string{"quit"}}, 400, []string{"quit", "not allowed"}},
		{"perft", commandRequest{Commands: []string{"perft 9"}}, 400, []string{"perft"}},
		{"bench", commandRequest{Commands: []string{"bench 20"}}, 400, []string{"bench"}},
		{"go perft", commandRequest{Commands: []string{"go perft 12"}}, 400, []string{"go perft"}},
		{"huge hash", commandRequest{Commands: []string{"setoption name Hash value 65536"}}, 400, []string{"hash", "at most"}},
		{"bad hash", commandRequest{Commands: []string{"setoption name hash value lots"}}, 400, []string{"whole number"}},
		{"many threads", commandRequest{Commands: []string{"setoption name Threads value 999"}}, 400, []string{"threads"}},
		{"line break", commandRequest{Commands: []string{"isready\nquit"}}, 400, []string{"line breaks"}},
		{"control byte", commandRequest{Commands: []string{"go\x00"}}, 400, []string{"printable"}},
		{"blank", commandRequest{Commands: []string{"   "}}, 400, []string{"empty"}},
		{"too many", commandRequest{Commands: make([]string, maxCommands+1)}, 400, []string{"at most"}},
		{"too long", commandRequest{Commands: []string{"position startpos moves " + strings.Repeat("A6L ", maxCommandLine/4)}}, 400, []string{"at most"}},
		{"bad JSON", `{"commands": "go"}`, 400, []string{"bad JSON"}},
	}
	for _, c := range cases {
		status, out := call(t, "POST", url, c.body)
		wantError(t, c.name, status, out, c.status, c.parts...)
	}
	status, out := call(t, "POST", hs.URL+"/api/session/nope/command", commandRequest{Commands: []string{"isready"}})
	wantError(t, "unknown session", status, out, 404, "nope")
	status, out = call(t, "GET", hs.URL+"/api/session/nope/events", nil)
	wantError(t, "unknown session events", status, out, 404, "nope")
	status, out = call(t, "DELETE", hs.URL+"/api/session/nope", nil)
	wantError(t, "unknown session delete", status, out, 404, "nope")
	status, out = call(t, "POST", hs.URL+"/api/session", `{"engine": "/bin/sh"}`)
	wantError(t, "the browser cannot choose the engine", status, out, 400, "unknown field")
}

func TestSessionCapAndDelete(t *testing.T) {
	// A long idle timeout: on a loaded machine a short one could end a
	// session before the cap is tried.
	_, hs := newTestServer(t, Config{MaxSessions: 2, IdleTimeout: time.Hour})
	a := newSession(t, hs.URL)
	newSession(t, hs.URL)
	status, out := call(t, "POST", hs.URL+"/api/session", "{}")
	wantError(t, "over the cap", status, out, 503, "too many")
	status, _ = call(t, "DELETE", hs.URL+"/api/session/"+a, nil)
	if status != http.StatusNoContent {
		t.Errorf("delete: status %d", status)
	}
	newSession(t, hs.URL)
}

func TestSessionIdle(t *testing.T) {
	s, hs := newTestServer(t, Config{MaxSessions: 2, IdleTimeout: 200 * time.Millisecond})
	newSession(t, hs.URL)
	newSession(t, hs.URL)
	// Neither session has a stream: both end after the idle timeout.
	eventually(t, "idle sessions end", func() bool { return s.Sessions() == 0 })
	newSession(t, hs.URL)
}

func TestExternalEngine(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(engineEnv, "1")
	s, hs := newTestServer(t, Config{Command: []string{exe}})
	status, out := call(t, "POST", hs.URL+"/api/session", "{}")
	if status != http.StatusOK || out["external"] != true {
		t.Fatalf("new session: %d %v", status, out)
	}
	id := out["id"].(string)
	st := openStream(t, hs.URL, id)
	send(t, hs.URL, id, "uci")
	if got := st.waitFor(t, "id name"); got != "id name TestEngine" {
		t.Errorf("handshake %q: not the external engine", got)
	}
	send(t, hs.URL, id, "position startpos", "go depth 2")
	st.waitFor(t, "bestmove ")
	sess := s.sessions.get(id)
	if sess == nil {
		t.Fatal("session gone")
	}
	st.close()
	detached(t, s, id)
	s.sessions.reapIdle(time.Now().Add(DefaultIdleTimeout + time.Second))
	select {
	case <-sess.eng.exited:
	case <-time.After(hangGuard):
		t.Fatal("the engine process still runs after its session ended")
	}
	eventually(t, "the session ends", func() bool { return s.Sessions() == 0 })
}

// TestExternalEngineFailures: an external engine is started through
// protocol/client, which makes the handshake before the session is given
// to the page: a program that exits or never answers "uciok" is refused
// at once with the reason, and one that answers and then hangs is killed
// when its session ends.
func TestExternalEngineFailures(t *testing.T) {
	for _, argv := range [][]string{{"true"}, {"sleep", "1000"}, {"sh", "-c", "echo nonsense; exit 3"}} {
		s, hs := newTestServer(t, Config{Command: argv})
		s.sessions.setStartTimeout(300 * time.Millisecond) // "sleep" never answers: no claim about speed
		status, out := call(t, "POST", hs.URL+"/api/session", "{}")
		wantError(t, strings.Join(argv, " "), status, out, 503, "cannot start the engine", "uci")
		if s.Sessions() != 0 {
			t.Errorf("%q: %d sessions left", argv, s.Sessions())
		}
	}

	// An engine that answers the handshake, then never reads and never
	// quits, is killed when its session ends.
	s3, hs3 := newTestServer(t, Config{Command: []string{"sh", "-c", "read line; echo uciok; exec sleep 1000"}})
	id := newSession(t, hs3.URL)
	sess := s3.sessions.get(id)
	st := openStream(t, hs3.URL, id)
	st.close()
	detached(t, s3, id)
	s3.sessions.reapIdle(time.Now().Add(DefaultIdleTimeout + time.Second))
	select {
	case <-sess.eng.exited:
	case <-time.After(hangGuard):
		t.Fatal("a hung engine survived its tab")
	}
	eventually(t, "the hung engine's session ends", func() bool { return s3.Sessions() == 0 })
}

func TestCloseEndsStreams(t *testing.T) {
	s, hs := newTestServer(t, Config{})
	id := newSession(t, hs.URL)
	st := openStream(t, hs.URL, id)
	s.Close()
	if got := st.waitFor(t, "exit:"); !strings.Contains(got, "engine") {
		t.Errorf("exit event %q", got)
	}
	if s.Sessions() != 0 {
		t.Errorf("%d sessions after Close", s.Sessions())
	}
}

// TestEngineCommandChecked: a server given an engine program that does
// not exist or cannot be run started, and failed only when a tab opened.
// New refuses it at once, saying which program and why.
func TestEngineCommandChecked(t *testing.T) {
	notExec := filepath.Join(t.TempDir(), "engine.txt")
	if err := os.WriteFile(notExec, []byte("not a program\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, argv := range [][]string{
		{"/nonexistent/engine", "uci"},
		{notExec},
		{"no-such-engine-program-on-the-path"},
		{t.TempDir()},
	} {
		s, err := New(Config{Command: argv})
		if err == nil {
			s.Close()
			t.Errorf("%q: the server starts", argv)
			continue
		}
		if !strings.Contains(err.Error(), argv[0]) {
			t.Errorf("%q: error %q does not name the program", argv, err)
		}
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, argv := range [][]string{{exe}, {"true", "x"}} {
		s, err := New(Config{Command: argv})
		if err != nil {
			t.Errorf("%q: %v", argv, err)
			continue
		}
		s.Close()
	}
}
