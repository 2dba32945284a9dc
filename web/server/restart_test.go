package server

import (
	"strings"
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
)

// liveSessions returns the ids of the server's live sessions.
func liveSessions(s *Server) []string {
	s.sessions.mu.Lock()
	defer s.sessions.mu.Unlock()
	var ids []string
	for id, sess := range s.sessions.sessions {
		if sess != nil {
			ids = append(ids, id)
		}
	}
	return ids
}

// TestBrowserSessionRestart: the server ends the tab's engine session
// while the engine thinks about its move (as when the engine crashes or
// the session times out). The page opens a new session, makes the
// handshake again and sets the options it had set (UCI_ShowWDL), and the
// game goes on: the engine's move comes (the best move the ended session
// reported, or the new session's), and so does the next.
func TestBrowserSessionRestart(t *testing.T) {
	p, srv, _ := phonePageServer(t, 360, 740)
	p.SetSelect("anim-speed", "5")
	// The engine thinks for 5 seconds a move: long enough to lose its session meanwhile.
	p.SetSelect("strength-mode", "movetime")
	p.JS(`(() => { const v = document.getElementById('strength-value'); v.value = '5000'; v.dispatchEvent(new Event('change', {bubbles: true})); return ''; })()`)
	ids := liveSessions(srv)
	if len(ids) != 1 {
		t.Fatalf("%d sessions for one tab, want 1", len(ids))
	}
	watchCommands(p)
	p.Wait("South to move", `document.body.dataset.turn === 'human' && document.querySelectorAll('.hole.movable').length > 0`, browsertest.PageWait)
	p.TapHole(p.Tap, `document.querySelectorAll('.hole.movable')[0]`)
	p.Tap(`document.querySelectorAll('.hole.selected .arrow')[0]`)
	// The engine thinks: its go is posted.
	p.Wait("the engine thinks", `document.body.dataset.turn === 'engine' && window.baoSent.some((c) => c.startsWith('go '))`, browsertest.PageWait)
	p.JS(`(() => { window.baoMark = window.baoSent.length; return ''; })()`)
	srv.sessions.remove(ids[0], "ended by the test")
	p.Wait("the engine's answer after a new session", `Number(document.body.dataset.ply) >= 2 && ['human', 'over'].includes(document.body.dataset.turn)`, browsertest.PageWait)
	p.Wait("the engine is ready", pageReady, browsertest.PageWait)
	if now := liveSessions(srv); len(now) != 1 || now[0] == ids[0] {
		t.Errorf("sessions after the loss: %v, want one new one (the old was %s)", now, ids[0])
	}
	// The next move is the new session's: the engine answers it too.
	p.SetSelect("strength-mode", "depth")
	p.JS(`(() => { const v = document.getElementById('strength-value'); v.value = '2'; v.dispatchEvent(new Event('change', {bubbles: true})); return ''; })()`)
	if p.JS(`document.body.dataset.turn`) == "human" {
		playOneMove(p, p.Ply())
	}
	// What the page sent after the loss: the handshake, the option it had
	// set, and a search.
	after := strings.Split(p.JS(`window.baoSent.slice(window.baoMark).join('\n')`), "\n")
	has := func(pred func(string) bool) bool {
		for _, c := range after {
			if pred(c) {
				return true
			}
		}
		return false
	}
	if !has(func(c string) bool { return c == "uci" }) || !has(func(c string) bool { return c == "setoption name UCI_ShowWDL value true" }) ||
		!has(func(c string) bool { return strings.HasPrefix(c, "go ") }) {
		t.Errorf("after the loss the page sent %q; want uci, UCI_ShowWDL again and a go", after)
	}
	noJSErrors(t, p)
}
