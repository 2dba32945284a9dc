// Command baowasm is the Bao engine for the browser: built with
// GOOS=js GOARCH=wasm, it runs in a Web Worker of the web page and
// answers the page's two kinds of message, the same two the server
// answers in "bao serve":
//
//   - {type: "cmd", line: "go depth 8"}: a line of the engine protocol,
//     read by a protocol.Session exactly as "bao" reads its standard
//     input; each line the session writes comes back as
//     {type: "line", line: "bestmove A6L"};
//   - {type: "api", id: 7, path: "/api/legal", body: {...}}: a rules
//     question (legal moves, a sowing trace, BFEN, game records) answered
//     by the same Go code that serves the server's /api endpoints,
//     coming back as {type: "api", id: 7, status: 200, body: {...}}.
//
// The session has no files (protocol.Config NoFileOptions): it declares
// neither EvalFile nor Debug Log File, which could only fail here.
//
// When it is ready it posts {type: "ready"}; when the session ends,
// {type: "exit"}. "bao web build" compiles it
// into the static web app.
//
// It imports protocol (the engine), web/rulesapi (the rules questions) and
// the standard library; not net/http, not the web server, no flags: the
// WebAssembly file holds only what the page needs.
package main
