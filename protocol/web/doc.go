// Package web is the browser front end of the Bao program: an HTTP server
// that serves an embedded page to play and analyse Bao, bridges each
// browser tab to its own engine protocol session, and answers the page's
// rules questions (legal moves, sowing traces, BFEN and game records) with
// the rules engine.
//
// # What it owns and what it must not import
//
// web owns the HTTP surface: the routes, the JSON shapes the page reads,
// the Server-Sent Events stream of engine output, the per-tab engine
// sessions (their cap, their idle timeout, the killing of external engine
// processes) and the page itself (static/, embedded with go:embed, plain
// HTML, CSS and JavaScript with no build step and nothing fetched from the
// network). It imports engine (the rules), protocol (the built-in engine
// session), record (game records) and the standard library only: no
// search, no eval, no third-party code, no flags, no os.Exit. The
// headless-browser driver used by the end-to-end test is a test-only
// dependency.
//
// # Design
//
// The page never re-implements the rules. It keeps the game as data (the
// variant, the rule options, the start BFEN and the list of move tokens)
// and asks the server for everything else: POST /api/legal replays the game
// and returns the board, the side to move, the stage, the nyumbas, the
// takasia hole, the result with its reason and every legal move annotated
// for the move-entry dialog; POST /api/play plays one more move and returns
// its sowing trace (engine.Rules.Trace) for the seed-by-seed animation.
// Because every request carries the whole game, the rules endpoints are
// stateless: a reload, a takeback or a second tab cannot make the server
// and the page disagree.
//
// The engine is driven only through its line protocol, as any GUI would
// drive it. Each tab creates a session (POST /api/session), reads the
// engine's output lines from GET /api/session/{id}/events as Server-Sent
// Events and sends commands with POST /api/session/{id}/command. A
// session is the built-in protocol.Session on in-memory pipes or, when the
// server was started with an engine command, that command run with
// os/exec; the browser can never choose the command. Commands are checked
// against an allowlist (no quit, no perft or bench, bounded Hash and
// Threads), so a tab cannot stall the machine. A session ends when its
// event stream closes (the tab went away), when it is deleted, after an
// idle timeout, or when the server closes; an external engine is then
// asked to quit and killed if it does not. The page's game graph (the win
// chance after every ply, from the engine's UCI_ShowWDL output) opens a
// second session of the tab for its background searches and closes it
// when done, so play and analysis go on meanwhile.
//
// # Safety
//
// The server listens on the loopback interface by default. POST requests
// must carry Content-Type application/json, and a request whose Origin
// header names another host is refused, so another web site cannot drive
// the engine through the visitor's browser. Request bodies are bounded,
// sessions are capped, and every bad request gets a 4xx status with a
// one-line message as JSON {"error": "..."}.
//
// References: protocol.md (the line protocol, BFEN, move tokens, game
// records), rules.md sections 1 and 2 (the board and its words), the WHATWG
// HTML standard section 9.2 (Server-Sent Events).
package web
