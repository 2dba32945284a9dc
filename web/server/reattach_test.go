package server

import (
	"testing"
	"time"
)

// detached waits until the session id has no event stream (the server
// noticed the closed connection) and returns it; nil when the session is
// gone.
func detached(t *testing.T, s *Server, id string) *session {
	t.Helper()
	var sess *session
	eventually(t, "the server notices the closed stream", func() bool {
		sess = s.sessions.get(id)
		return sess == nil || !sess.streaming()
	})
	return sess
}

// TestStreamReattach: a tab's engine ended as soon as its event stream
// closed, though the docs promised a grace period, and the browser's
// reconnect (retry: 2000) got a 404. The session now outlives its stream
// for IdleTimeout: a new stream reattaches to the same engine and gets the
// lines the engine wrote meanwhile; a new stream also replaces one the
// server still thinks open (a reconnect may come before a dropped
// connection is noticed); after the grace period the session ends.
func TestStreamReattach(t *testing.T) {
	const grace = time.Hour // the reaper never runs by itself here: reapIdle is called with chosen times
	s, hs := newTestServer(t, Config{IdleTimeout: grace})
	id := newSession(t, hs.URL)
	st := openStream(t, hs.URL, id)
	send(t, hs.URL, id, "uci")
	st.waitFor(t, "uciok")
	eng := s.sessions.get(id).eng

	st.close()
	sess := detached(t, s, id)
	if sess == nil {
		t.Fatal("the session ended with its stream, before the grace period")
	}
	send(t, hs.URL, id, "isready") // while no stream is attached
	st2 := openStream(t, hs.URL, id)
	st2.waitFor(t, "readyok")
	if got := s.sessions.get(id); got == nil || got.eng != eng {
		t.Fatal("the reattached stream does not reach the same engine")
	}

	// A second stream takes over from the first, which ends.
	st3 := openStream(t, hs.URL, id)
	for range st2.lines {
	}
	send(t, hs.URL, id, "isready")
	st3.waitFor(t, "readyok")

	st3.close()
	detached(t, s, id)
	left := time.Now()
	s.sessions.reapIdle(left.Add(grace / 2))
	if s.sessions.get(id) == nil {
		t.Fatal("the session ended within its grace period")
	}
	s.sessions.reapIdle(left.Add(grace + time.Second))
	if s.sessions.get(id) != nil {
		t.Fatal("the session outlived its grace period")
	}
	select {
	case <-eng.exited:
	case <-time.After(hangGuard):
		t.Fatal("the engine still runs after its session ended")
	}
}
