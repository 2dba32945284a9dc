package server

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"
)

// heartbeat is how often an idle event stream sends a comment, so that a
// closed tab is noticed and proxies keep the connection open.
const heartbeat = 15 * time.Second

// sessionResponse is the answer of POST /api/session.
type sessionResponse struct {
	ID       string `json:"id"`
	External bool   `json:"external"`
}

// handleNewSession starts an engine session for a tab (POST /api/session).
// The body is an empty JSON object.
func (s *Server) handleNewSession(w http.ResponseWriter, r *http.Request) {
	var req struct{}
	if !decode(w, r, &req) {
		return
	}
	sess, err := s.sessions.create(clientOf(r))
	if errors.Is(err, errTooMany) {
		fail(w, http.StatusServiceUnavailable, "%v (at most %d): close another tab and try again", err, s.cfg.MaxSessions)
		return
	}
	if errors.Is(err, errClientCap) {
		fail(w, http.StatusTooManyRequests, "%v (at most %d): close another tab and try again", err, s.cfg.MaxSessionsPerClient)
		return
	}
	if err != nil {
		s.cfg.Log.Printf("web: new session: %v", err)
		fail(w, http.StatusServiceUnavailable, "cannot start the engine: %v", err)
		return
	}
	reply(w, sessionResponse{ID: sess.id, External: len(s.cfg.Command) > 0})
}

// clientOf returns the client a request counts against: the IP of its
// remote address (behind a proxy, every request is the proxy's).
func clientOf(r *http.Request) string {
	if host, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		return host
	}
	return r.RemoteAddr
}

// commandRequest is the body of POST /api/session/{id}/command.
type commandRequest struct {
	Commands []string `json:"commands"`
}

// handleCommand sends protocol commands to a tab's engine (POST
// /api/session/{id}/command). Every line is checked before any is sent.
func (s *Server) handleCommand(w http.ResponseWriter, r *http.Request) {
	sess := s.sessions.get(r.PathValue("id"))
	if sess == nil {
		fail(w, http.StatusNotFound, "no engine session %q (it ended; start a new one)", r.PathValue("id"))
		return
	}
	var req commandRequest
	if !decode(w, r, &req) {
		return
	}
	if len(req.Commands) == 0 {
		fail(w, http.StatusBadRequest, "commands: empty list")
		return
	}
	if len(req.Commands) > maxCommands {
		fail(w, http.StatusBadRequest, "commands: %d lines: at most %d", len(req.Commands), maxCommands)
		return
	}
	lines := make([]string, len(req.Commands))
	for i, c := range req.Commands {
		if strings.ContainsAny(c, "\r\n") {
			fail(w, http.StatusBadRequest, "command %d: one line each, no line breaks", i+1)
			return
		}
		line, err := checkCommand(c)
		if err != nil {
			fail(w, http.StatusBadRequest, "command %d: %v", i+1, err)
			return
		}
		lines[i] = line
	}
	sess.touch()
	if err := sess.eng.send(lines); err != nil {
		s.sessions.remove(sess.id, err.Error())
		fail(w, http.StatusGone, "engine session %s: %v", sess.id, err)
		return
	}
	reply(w, struct {
		Sent int `json:"sent"`
	}{len(lines)})
}

// handleDeleteSession ends a tab's engine (DELETE /api/session/{id}).
func (s *Server) handleDeleteSession(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if s.sessions.get(id) == nil {
		fail(w, http.StatusNotFound, "no engine session %q", id)
		return
	}
	s.sessions.remove(id, "deleted by the page")
	w.WriteHeader(http.StatusNoContent)
}

// handleEvents streams a tab's engine output as Server-Sent Events (GET
// /api/session/{id}/events): one "data:" event per engine line. When the
// stream closes (the tab went away or lost its connection) the session
// stays for the grace period (Config.IdleTimeout), its engine's lines kept,
// so that a new stream of the same session (the browser's reconnect)
// picks up where this one stopped; a new stream replaces this one. When
// the engine ends, an "exit" event is sent and the stream closes.
func (s *Server) handleEvents(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	sess := s.sessions.get(id)
	if sess == nil {
		fail(w, http.StatusNotFound, "no engine session %q (it ended; start a new one)", id)
		return
	}
	fl, ok := w.(http.Flusher)
	if !ok {
		fail(w, http.StatusInternalServerError, "streaming is not supported by this connection")
		return
	}
	stream, replaced := sess.attach()
	defer sess.detach(stream)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	fmt.Fprint(w, "retry: 2000\n: connected\n\n")
	fl.Flush()
	tick := time.NewTicker(heartbeat)
	defer tick.Stop()
	send := func() error {
		lines, ok := sess.take(stream)
		if !ok {
			return errReplaced
		}
		for _, line := range lines {
			if _, err := fmt.Fprintf(w, "data: %s\n\n", line); err != nil {
				return err
			}
		}
		fl.Flush()
		return nil
	}
	for {
		if err := send(); err != nil {
			if errors.Is(err, errReplaced) {
				// This stream may have taken the newer one's wake-up.
				sess.eng.out.wake()
			}
			return
		}
		select {
		case <-r.Context().Done():
			return
		case <-replaced:
			return
		case <-sess.eng.out.notify:
		case <-tick.C:
			if _, err := fmt.Fprint(w, ": ping\n\n"); err != nil {
				return
			}
			fl.Flush()
		case <-sess.closed:
			send()
			fmt.Fprint(w, "event: exit\ndata: the engine session ended\n\n")
			fl.Flush()
			return
		case <-sess.eng.exited:
			send()
			fmt.Fprint(w, "event: exit\ndata: the engine exited\n\n")
			fl.Flush()
			return
		}
	}
}

// errReplaced ends an event stream that a newer stream of its session
// replaced.
var errReplaced = errors.New("a newer event stream replaced this one")
