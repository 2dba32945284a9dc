package server

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"
)

// errTooMany is returned when the session cap is reached; errClientCap
// when the client's own share is.
var (
	errTooMany   = errors.New("too many engine sessions")
	errClientCap = errors.New("too many engine sessions from your address")
)

// session is one browser tab's engine. It outlives its event stream by
// Config.IdleTimeout, so that a browser's reconnect finds it.
type session struct {
	id       string
	client   string // the remote address (IP) that created it
	eng      *bridge
	mu       sync.Mutex
	attached bool          // an event stream is connected
	stream   uint64        // the number of the latest event stream
	replaced chan struct{} // closed when a newer stream replaces the latest one
	lastUsed time.Time     // the last command or stream change
	closed   chan struct{}
	once     sync.Once
}

// touch records activity.
func (s *session) touch() {
	s.mu.Lock()
	s.lastUsed = time.Now()
	s.mu.Unlock()
}

// attach connects a new event stream and returns its number and a
// channel closed when a newer stream replaces it. A stream still
// connected is replaced rather than the new one refused: a browser's
// reconnect may arrive before the server notices that the old connection
// dropped.
func (s *session) attach() (uint64, <-chan struct{}) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.replaced != nil {
		close(s.replaced)
	}
	s.stream++
	s.replaced = make(chan struct{})
	s.attached = true
	s.lastUsed = time.Now()
	return s.stream, s.replaced
}

// detach disconnects the event stream number stream, unless a newer one
// replaced it; the grace period (IdleTimeout) starts now.
func (s *session) detach(stream uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stream != stream {
		return
	}
	s.attached = false
	s.replaced = nil
	s.lastUsed = time.Now()
}

// take returns the engine lines waiting for the event stream number
// stream, or false when a newer stream replaced it (the lines stay for
// that one).
func (s *session) take(stream uint64) ([]string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stream != stream {
		return nil, false
	}
	return s.eng.out.take(), true
}

// streaming reports whether an event stream is connected.
func (s *session) streaming() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.attached
}

// idle reports whether the session has been unused for too long.
func (s *session) idle(now time.Time, cfg *Config) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	limit := cfg.IdleTimeout
	if s.attached {
		limit = cfg.StreamIdleTimeout
	}
	return now.Sub(s.lastUsed) > limit
}

// end stops the engine once and wakes the event stream.
func (s *session) end() {
	s.once.Do(func() {
		s.eng.stop()
		close(s.closed)
	})
}

// registry holds the live sessions, caps them and ends idle ones.
type registry struct {
	cfg      Config
	mu       sync.Mutex
	sessions map[string]*session
	clients  map[string]int // sessions (started or starting) per client
	// startTimeout bounds an external engine's handshake (guarded by mu).
	startTimeout time.Duration
	quit         chan struct{}
	quitOnce     sync.Once
	reaperWG     sync.WaitGroup
}

func newRegistry(cfg Config) *registry {
	g := &registry{cfg: cfg, sessions: map[string]*session{}, clients: map[string]int{}, startTimeout: handshakeTimeout, quit: make(chan struct{})}
	g.reaperWG.Add(1)
	go g.reap()
	return g
}

// create starts a new engine session for client (its remote address),
// unless the cap or the client's share of it is reached.
func (g *registry) create(client string) (*session, error) {
	g.mu.Lock()
	if len(g.sessions) >= g.cfg.MaxSessions {
		g.mu.Unlock()
		return nil, errTooMany
	}
	if g.clients[client] >= g.cfg.MaxSessionsPerClient {
		g.mu.Unlock()
		return nil, errClientCap
	}
	id, err := newID()
	if err != nil {
		g.mu.Unlock()
		return nil, err
	}
	// Reserve the slot before the (possibly slow) engine start.
	g.sessions[id] = nil
	g.clients[client]++
	startTimeout := g.startTimeout
	g.mu.Unlock()

	var eng *bridge
	if len(g.cfg.Command) > 0 {
		eng, err = startExternal(g.cfg.Command, startTimeout)
	} else {
		eng = startBuiltin(g.cfg.Engine)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if err != nil {
		delete(g.sessions, id)
		g.release(client)
		return nil, err
	}
	s := &session{id: id, client: client, eng: eng, lastUsed: time.Now(), closed: make(chan struct{})}
	select {
	case <-g.quit:
		delete(g.sessions, id)
		g.release(client)
		go s.end()
		return nil, fmt.Errorf("server closing")
	default:
	}
	g.sessions[id] = s
	g.cfg.Log.Printf("web: session %s started (%d alive)", id, len(g.sessions))
	go g.watch(s)
	return s, nil
}

// setStartTimeout changes the time an external engine has to answer its
// handshake.
func (g *registry) setStartTimeout(d time.Duration) {
	g.mu.Lock()
	g.startTimeout = d
	g.mu.Unlock()
}

// release gives back a slot of client's share; g.mu is held.
func (g *registry) release(client string) {
	if g.clients[client]--; g.clients[client] <= 0 {
		delete(g.clients, client)
	}
}

// watch removes a session whose engine exits by itself.
func (g *registry) watch(s *session) {
	select {
	case <-s.eng.exited:
		g.remove(s.id, "the engine exited")
	case <-s.closed:
	}
}

// get returns the live session id, or nil.
func (g *registry) get(id string) *session {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.sessions[id]
}

// remove ends the session id, if it is alive.
func (g *registry) remove(id, why string) {
	g.mu.Lock()
	s := g.sessions[id]
	if s != nil {
		delete(g.sessions, id)
		g.release(s.client)
	}
	n := len(g.sessions)
	g.mu.Unlock()
	if s != nil {
		s.end()
		g.cfg.Log.Printf("web: session %s ended: %s (%d alive)", id, why, n)
	}
}

// count returns the number of live sessions.
func (g *registry) count() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	n := 0
	for _, s := range g.sessions {
		if s != nil {
			n++
		}
	}
	return n
}

// reap ends idle sessions every few seconds until closeAll.
func (g *registry) reap() {
	defer g.reaperWG.Done()
	period := min(g.cfg.IdleTimeout/4, 5*time.Second)
	period = max(period, 10*time.Millisecond)
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		select {
		case <-g.quit:
			return
		case now := <-t.C:
			g.reapIdle(now)
		}
	}
}

// reapIdle ends the sessions idle at time now.
func (g *registry) reapIdle(now time.Time) {
	var idle []string
	g.mu.Lock()
	for id, s := range g.sessions {
		if s != nil && s.idle(now, &g.cfg) {
			idle = append(idle, id)
		}
	}
	g.mu.Unlock()
	for _, id := range idle {
		g.remove(id, "idle")
	}
}

// closeAll ends every session and stops the reaper.
func (g *registry) closeAll() {
	g.quitOnce.Do(func() { close(g.quit) })
	g.reaperWG.Wait()
	g.mu.Lock()
	ids := make([]string, 0, len(g.sessions))
	for id, s := range g.sessions {
		if s != nil {
			ids = append(ids, id)
		}
	}
	g.mu.Unlock()
	var wg sync.WaitGroup
	for _, id := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g.remove(id, "server closing")
		}()
	}
	wg.Wait()
}

// newID returns a random session id.
func newID() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("session id: %w", err)
	}
	return hex.EncodeToString(b[:]), nil
}
