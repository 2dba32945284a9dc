// Package app is the web page of the Bao program: index.html, style.css,
// the ES modules of the page (app.js and the scripts it imports), the
// client of the engine and the rules (client/), its words in both
// languages (strings.json), the lessons (lessons.json) and the puzzles
// (puzzles.jsonl), embedded with go:embed and handed out by Files as they
// are (no build step, nothing fetched from the network).
//
// # What it owns and what it must not import
//
// app owns the page's files and the tests that run them: the scripts
// parsed and run with Node (scripts_test.go, scorejs_test.go,
// whyjs_test.go), the words (strings_test.go) and the lessons
// (lessons_test.go). The client's own tests are the npm package's (web/npm
// runs them under Node against the package built from client/, and
// type-checks client/ with tsc --strict). Two programs serve the page: bao serve (package
// web/server, with engines on the server) and the static web app that bao
// web build writes (package web/site, with the engine in WebAssembly);
// both receive it from Files. app imports the standard library only (embed
// and io/fs): no package of the module, so that the server, the site
// builder and the commands can all take the page from it. Its tests may
// import the rules service (web/rulesapi), engine, score and search, to
// check the page's texts and lessons against the Go code they mirror.
//
// # The client
//
// client/ is the one client of the engine and the rules, for the page
// and for the npm package (package web/npm builds the package from the
// same files, all but the page's server.js, with a Node transport of its
// own): plain ES modules typed with JSDoc (types.d.ts holds the shapes of
// the answers). Engine (engine.js) is a protocol session behind a
// transport: the one handshake (uci: the engine's name and declared
// options, until uciok), the one info parser (info.js), and promises that
// send every rule option a search runs under (search.js), so nothing of
// one call leaks into the next; Rules (rules.js) asks the rules questions
// of web/rulesapi. Every failure is a rejected promise with a BaoError
// (errors.js) naming the field. The transports: a worker running bao.wasm
// (channel.js, with the one worker boot, boot.js and worker.js, which
// retries a missing or damaged bao.wasm past the HTTP cache and reports
// it as code 'wasm'), and, for the page bao serve serves, the server's
// endpoints, sessions and Server-Sent Events (server.js). The page's
// connection.js picks the transport (static app or server) and opens
// engines that start anew when lost; the game graph's second session is a
// second Engine; hint, analysis and the engine's moves are searches of
// the first, cancelled with an AbortSignal.
//
// # The page's words
//
// Every word the page shows comes from strings.json, one table per
// language (Kiswahili "sw", English "en") under the same keys; the page's
// i18n.js picks the language (the person's choice, else the browser's)
// and fills the HTML's data-i18n attributes, and the scripts ask it for
// the rest. The server sends codes, not sentences, wherever the page words
// an answer itself (a finished game's reasonCode and reasonSide, the
// levels' numbers); only the reasons it gives for refusing a BFEN, a move
// or a record stay English. strings_test.go fails when a key is missing in
// either table, a script or the HTML names a key neither has, or the HTML
// holds words outside the tables.
package app
