package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"mime"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/web/app"
	"github.com/baoengine/bao/web/rulesapi"
)

// Config is the server's configuration. The zero value serves the
// built-in engine with the defaults below.
type Config struct {
	// Engine is the protocol configuration of the built-in engine (its
	// name and version in the handshake).
	Engine protocol.Config
	// Command, when not empty, is an external engine program and its
	// arguments, started once per browser tab instead of the built-in
	// engine. Only the server's owner sets it; the browser never can.
	Command []string
	// MaxSessions caps the engine sessions alive at once (default 16).
	MaxSessions int
	// MaxSessionsPerClient caps the sessions of one remote address (one
	// IP; every tab of the machine itself when the server is on
	// loopback), so that one client cannot take every slot (default 4).
	MaxSessionsPerClient int
	// IdleTimeout ends a session whose event stream is not connected and
	// which received no command for this long (default 30 seconds).
	IdleTimeout time.Duration
	// StreamIdleTimeout ends a session which received no command for this
	// long even while its event stream is connected, which also ends a
	// forgotten "go infinite" (default 20 minutes).
	StreamIdleTimeout time.Duration
	// Log receives one line per session start and end and per engine
	// failure; nil discards them.
	Log *log.Logger
	// LoopbackOnly refuses requests whose Host header is not localhost or
	// a loopback address. Set it when listening on loopback: it stops a
	// web site whose name resolves to 127.0.0.1 (DNS rebinding) from
	// driving the engine.
	LoopbackOnly bool
}

// Defaults of Config.
const (
	DefaultMaxSessions          = 16
	DefaultMaxSessionsPerClient = 4
	DefaultIdleTimeout          = 30 * time.Second
	DefaultStreamIdleTimeout    = 20 * time.Minute
)

// maxBody bounds a request body: a long game record fits many times over.
const maxBody = rulesapi.MaxBody

// Server is the web front end: the page, the rules endpoints and the
// engine sessions. Create it with New, serve Handler, and Close it to end
// every session.
type Server struct {
	cfg      Config
	static   fs.FS
	sessions *registry
	mux      *http.ServeMux
	rules    *rulesapi.Answerer
}

// New returns a server for cfg, or an error when cfg.Command names no
// program that can be run. It starts the goroutine that ends idle
// sessions; Close stops it.
func New(cfg Config) (*Server, error) {
	if len(cfg.Command) > 0 {
		if err := CheckEngineCommand(cfg.Command); err != nil {
			return nil, fmt.Errorf("web: %w", err)
		}
	}
	if cfg.MaxSessions <= 0 {
		cfg.MaxSessions = DefaultMaxSessions
	}
	if cfg.MaxSessionsPerClient <= 0 {
		cfg.MaxSessionsPerClient = DefaultMaxSessionsPerClient
	}
	if cfg.IdleTimeout <= 0 {
		cfg.IdleTimeout = DefaultIdleTimeout
	}
	if cfg.StreamIdleTimeout <= 0 {
		cfg.StreamIdleTimeout = DefaultStreamIdleTimeout
	}
	if cfg.Log == nil {
		cfg.Log = log.New(io.Discard, "", 0)
	}
	if cfg.Engine.Name == "" {
		cfg.Engine.Name = "Bao"
	}
	s := &Server{cfg: cfg, static: app.Files(), rules: &rulesapi.Answerer{
		Version: strings.TrimSpace(cfg.Engine.Name + " " + cfg.Engine.Version),
		Site:    "bao serve",
	}}
	s.sessions = newRegistry(cfg)
	s.routes()
	return s, nil
}

// Handler returns the server's HTTP handler.
func (s *Server) Handler() http.Handler { return s.mux }

// Close ends every engine session and stops the idle reaper.
func (s *Server) Close() { s.sessions.closeAll() }

// Sessions returns the number of engine sessions alive.
func (s *Server) Sessions() int { return s.sessions.count() }

// routes registers every endpoint.
func (s *Server) routes() {
	m := http.NewServeMux()
	page := http.FileServerFS(s.static)
	m.Handle("/", s.guard(noStore(page)))
	for path, method := range rulesapi.Paths() {
		m.Handle(method+" "+path, s.guard(http.HandlerFunc(s.handleRules)))
	}
	m.Handle("POST /api/session", s.guard(http.HandlerFunc(s.handleNewSession)))
	m.Handle("GET /api/session/{id}/events", s.guard(http.HandlerFunc(s.handleEvents)))
	m.Handle("POST /api/session/{id}/command", s.guard(http.HandlerFunc(s.handleCommand)))
	m.Handle("DELETE /api/session/{id}", s.guard(http.HandlerFunc(s.handleDeleteSession)))
	m.Handle(noEndpoint, s.guard(http.HandlerFunc(s.handleNoEndpoint)))
	s.mux = m
}

// noEndpoint is the pattern of the requests no endpoint takes.
const noEndpoint = "/api/"

// handleNoEndpoint answers a request no endpoint takes: 405 with an Allow
// header when its path is an endpoint's that takes other methods, 404
// otherwise.
func (s *Server) handleNoEndpoint(w http.ResponseWriter, r *http.Request) {
	var allow []string
	for _, m := range []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		probe := &http.Request{Method: m, URL: r.URL, Host: r.Host}
		if _, pattern := s.mux.Handler(probe); pattern != noEndpoint {
			allow = append(allow, m)
		}
	}
	if len(allow) == 0 {
		fail(w, http.StatusNotFound, "no such endpoint: %s %s", r.Method, r.URL.Path)
		return
	}
	w.Header().Set("Allow", strings.Join(allow, ", "))
	fail(w, http.StatusMethodNotAllowed, "method %s: %s takes %s", r.Method, r.URL.Path, strings.Join(allow, ", "))
}

// noStore serves the page's files to GET and HEAD only, and asks the
// browser not to cache them, so a rebuilt server is seen at the next
// reload.
func noStore(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			fail(w, http.StatusMethodNotAllowed, "method %s: the page's files are read with GET", r.Method)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		h.ServeHTTP(w, r)
	})
}

// guard applies the checks every request passes: a request from a page of
// another origin, or of an opaque one (Origin: null), is refused, a POST must be JSON (which a plain HTML form
// of another site cannot send without a CORS preflight this server never
// grants), bodies are bounded, and a panic in a handler becomes a 500
// instead of a dropped connection.
func (s *Server) guard(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				s.cfg.Log.Printf("web: %s %s: internal error: %v", r.Method, r.URL.Path, v)
				fail(w, http.StatusInternalServerError, "internal error")
			}
		}()
		if s.cfg.LoopbackOnly && !loopbackHost(r.Host) {
			fail(w, http.StatusForbidden, "host %q is not a loopback address", r.Host)
			return
		}
		// Origin "null" is an opaque origin: a sandboxed frame, a data:
		// or file: page, which any site can make. It names no host of
		// this server and is refused like another origin.
		if o := r.Header.Get("Origin"); o != "" {
			u, err := url.Parse(o)
			if err != nil || u.Host == "" || !strings.EqualFold(u.Host, r.Host) {
				fail(w, http.StatusForbidden, "requests from origin %q are not allowed", o)
				return
			}
		}
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if r.Method == http.MethodPost {
			mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
			if err != nil || mt != "application/json" {
				fail(w, http.StatusUnsupportedMediaType, "want Content-Type application/json")
				return
			}
			r.Body = http.MaxBytesReader(w, r.Body, maxBody)
		}
		h.ServeHTTP(w, r)
	})
}

// loopbackHost reports whether a Host header names this machine through
// the loopback interface: localhost or a loopback IP, with or without a
// port.
func loopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// errorBody is the JSON of every error answer.
type errorBody struct {
	Error string `json:"error"`
}

// fail answers with status and a one-line message as JSON.
func fail(w http.ResponseWriter, status int, format string, args ...any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(errorBody{Error: fmt.Sprintf(format, args...)})
}

// reply answers 200 with v as JSON.
func reply(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(v)
}

// decode reads the JSON body into v by the rules questions' rule
// (rulesapi.Decode: one object, no unknown fields, nothing after it). On
// error it has already answered with a 4xx.
func decode(w http.ResponseWriter, r *http.Request, v any) bool {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			fail(w, http.StatusRequestEntityTooLarge, "request body larger than %d bytes", tooBig.Limit)
			return false
		}
		fail(w, http.StatusBadRequest, "read the request: %v", err)
		return false
	}
	if err := rulesapi.Decode(body, v); err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return false
	}
	return true
}

// ListenAndServe serves s on addr until ctx is done, then shuts the HTTP
// server down and ends every engine session. ready, if not nil, receives
// the address actually listened on (useful with port 0).
func ListenAndServe(ctx context.Context, s *Server, addr string, ready func(addr string)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("web: listen on %s: %w", addr, err)
	}
	hs := &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
	}
	if ready != nil {
		ready(ln.Addr().String())
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		s.Close()
		return fmt.Errorf("web: serve: %w", err)
	case <-ctx.Done():
	}
	// Event streams never end by themselves: end the sessions first so
	// their handlers return, then shut down.
	s.Close()
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		return fmt.Errorf("web: shutdown: %w", err)
	}
	return nil
}
