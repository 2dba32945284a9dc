// Package server is the HTTP server of the Bao program's web front end
// (bao serve): it serves the page (package web/app) to play and analyse
// Bao, bridges each browser tab to its own engine protocol session, and
// answers the page's rules questions (legal moves, sowing traces, BFEN and
// game records) through the rules service (package web/rulesapi).
//
// # What it owns and what it must not import
//
// server owns the HTTP surface: the routes, the JSON shapes the page reads,
// the Server-Sent Events stream of engine output and the per-tab engine
// sessions (their cap, their idle timeout, the killing of external engine
// processes). The page itself is web/app's (plain HTML, CSS and
// JavaScript embedded with go:embed, with no build step and nothing
// fetched from the network); the server serves it as it is. It imports
// engine (the rules), protocol (the built-in engine session),
// protocol/client (external engine processes), web/app (the page),
// web/rulesapi (the page's rules questions, with the game records, the
// thresholds of the move marks and the review's plan that the page's
// game graph and review receive with GET /api/options) and the standard library only: no search, no eval, no
// third-party code, no flags, no os.Exit.
// The headless-browser driver used by the end-to-end test is a test-only
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
// The review of a game (the page's ctrl/review.js) follows the same rule: the graph's
// second engine session gives the chances and the lines, and POST
// /api/explain (web/rulesapi Explain) plays the lines with the rules engine
// to find the plain reason of a mistake (the game lost, the nyumba given
// up or taken, seeds captured by the reply, a capture missed), as codes
// that the page words in its language (why.js).
//
// The page's side of all this is its client (web/app client/): Rules asks
// the rules endpoints and Engine drives a session, through the client's
// server transport (client/server.js), the same Engine and Rules that run
// bao.wasm in workers in the static app and the npm package.
//
// The engine is driven only through its line protocol, as any GUI would
// drive it. Each tab creates a session (POST /api/session), reads the
// engine's output lines from GET /api/session/{id}/events as Server-Sent
// Events and sends commands with POST /api/session/{id}/command. A
// session is the built-in protocol.Session on in-memory pipes or, when the
// server was started with an engine command, that program started through
// protocol/client, which makes the uci handshake before the page gets the
// session (a program that does not answer is refused at once) and kills
// the process when it does not quit; the browser can never choose the
// command, and New checks that the program exists and can be run. Commands are checked
// against an allowlist (no quit, no perft or bench), so a tab cannot stall
// the machine. A session ends when it is deleted (the page does so when
// the tab goes away, and opens a new one when the browser's Back button
// restores the page from its back/forward cache), when its engine exits, after an idle timeout, or
// when the server closes; an external engine is then asked to quit and
// killed if it does not. A session outlives its event stream by the idle
// timeout, so a stream that drops is reattached by the browser's
// reconnect, with the engine's lines kept meanwhile; a new stream of a
// session replaces the old one. The page's game graph (the win chance after every ply, from the
// engine's UCI_ShowWDL output) opens a second session of the tab for its
// background searches and closes it when done, so play and analysis go on
// meanwhile.
//
// # Limits
//
// What a page may ask of the server (pagelimits.go, server.go):
//
//   - Sessions: at most 16 at once (Config.MaxSessions) and at most 4
//     per remote address (MaxSessionsPerClient), so that one
//     client cannot take every slot; further requests get 503 or 429.
//     A tab holds one session, two while its game graph is computed.
//     Behind a proxy every tab is the proxy's; on loopback every tab is
//     the machine's.
//   - Idle sessions: a session whose event stream is gone and that gets no
//     command ends after 30 seconds (IdleTimeout); one that gets no
//     command ends after 20 minutes even with its stream open
//     (StreamIdleTimeout), which also ends a
//     forgotten "go infinite" analysis.
//   - Options: a page may set only UCI_Variant, UCI_ShowWDL,
//     UCI_AnalyseMode, Ponder, ClearHash, Eval, MoveOverhead 0..5000,
//     Hash 1..64 MiB, Threads 1..the number of cores and at most 4,
//     EvalCache 0..4 MiB per thread, MultiPV 1..8, the levels for people
//     (UCI_LimitStrength, UCI_Elo, Skill Level, Level Seed) and the rule options,
//     Rule_infiniteMoveLapLimit 1..100000 (the rules' default: the lap
//     limit multiplies the cost of every never-ending move, so a page may
//     lower it, never raise it; the bound is the rules' own for an
//     untrusted caller, engine.RuleOptions, which the game options and
//     record tags the rules endpoints read get too). Every other option is
//     refused, whatever the engine: EvalFile, Debug Log File or an external
//     engine's book or tablebase path would name a file on the server's
//     machine, and an option the page does not need could cost what these
//     limits do not count.
//   - go: depth <= 64, movetime <= 600000 ms, nodes <= 10^9, clocks <=
//     one hour, increments <= 600000 ms, movestogo <= 1000; go perft and
//     go mate (whose proof search takes a second table) are refused.
//   - Lines: at most 32 commands of 64 KiB per request, request bodies of
//     1 MiB, games of 5000 moves, 4096 engine lines waiting per tab.
//
// Worst-case memory of the built-in engine: each session holds its Hash
// table, an EvalCache per search thread and a few MiB of search state
// (SessionMaxMiB: 64 + 4 x 4 + 6 MiB), so 16 sessions take at most 16 x 86
// MiB = 1376 MiB, plus the garbage collector's slack while a tab changes
// its Hash. An external engine (Config.Command) gets the same commands and
// bounds; its own footprint is its business. CPU: each session searches
// with at most Threads threads, only while a search runs; a search is
// bounded by its go arguments or, for go infinite, by the stream idle
// timeout.
//
// # Safety
//
// The server listens on the loopback interface by default. POST requests
// must carry Content-Type application/json, and a request whose Origin
// header names another host, or is "null" (a sandboxed frame, a data: or
// file: page), is refused, so another web site cannot drive the engine
// through the visitor's browser. Request bodies are bounded,
// sessions are capped (see Limits), and every bad request gets a 4xx
// status with a one-line message as JSON {"error": "..."} (and, when a
// person's text is at fault, a BFEN, a move or a game record, its reason
// as codes in "input", web/rulesapi InputReason, that the page words in
// its language, inputwords.js): a method an
// endpoint does not take is 405 with an Allow header naming the ones it
// does, a path no endpoint has 404, and a body that is not one JSON
// object (empty, null, a number, a string, true or false, an array) 400
// naming what it is, at every endpoint that reads one (rulesapi.Decode,
// the rule the WebAssembly worker's questions follow too).
//
// References: protocol.md (the line protocol, BFEN, move tokens, game
// records), rules.md sections 1 and 2 (the board and its words), the WHATWG
// HTML standard section 9.2 (Server-Sent Events).
package server
