// Package app is the web page of the Bao program: index.html, style.css,
// the ES modules of the page (app.js, its controllers in ctrl/ and its
// views in view/), the client of the engine and the rules (client/), its
// words in both languages (strings.json), the lessons (lessons.json) and
// the puzzles (puzzles.jsonl), embedded with go:embed and handed out by
// Files as they are (no build step, nothing fetched from the network).
//
// # What it owns and what it must not import
//
// app owns the page's files and the tests that run them: the scripts
// parsed and run with Node (scripts_test.go, scorejs_test.go,
// whyjs_test.go, storage_test.go), type-checked with tsc --strict
// (typecheck_test.go, tsconfig.json), the words (strings_test.go) and the
// lessons (lessons_test.go). The client's own tests are the npm package's (web/npm
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
// # The page: controllers, views and one store
//
// The page is built as lichess's ui modules are, without their toolchain:
// plain ES modules typed with JSDoc (state.d.ts holds the state's shapes),
// split into controllers and views around one store (store.js). The
// state is data: the game on the board (the game as data, the ply shown,
// the players, the hints, the Level Seed), the engine's state, the
// analysis, the settings, the lessons, the puzzles, the graph, the review
// and the message. Each controller in ctrl/ writes its own part: game.js
// (moving, navigation, take back, new games, and who holds the board),
// engine.js (the session, the queue of searches, the strength), analysis.js,
// hint.js, lessons.js and puzzles.js (with drill.js), graph.js (the
// review's searches), review.js, records.js, settings.js and newgame.js;
// reviewplan.js judges each move as analysis.ReviewPlan does, with the
// plan the rules' table gives (TestPageReviewPlan holds the two to the
// same verdicts). The views in view/ draw every
// part from the store in one redraw, each skipping the DOM work when what
// it draws from has not changed, and turn the person's taps into the
// controllers' calls; settings are never read back from the controls. A
// feature gets a narrow part of the others (the game's own, borrow,
// giveBack, onMove, onChange...), never the whole page; app.js wires
// them. Words the page keeps to show later are kept as keys and values
// (i18n.js's Words), so that a change of language rewords every view at
// once.
//
// The board has one owner at a time: the person's game, a lesson, a
// puzzle or the review's earlier game. While another holds it, the
// person's game is set aside, kept in storage as it was, and given back
// when that owner lets go; the page asks before a new game replaces a
// game in progress (the new-game dialog says so; "Play on from here", a
// record or a BFEN loaded ask in the replace dialog).
//
// storage.js is the one module that touches localStorage: every key
// (bao-game, bao-new-game, bao-lang, bao-lessons-done, bao-lesson,
// bao-puzzles, bao-puzzle-ratings, bao-puzzle, bao-learn, bao-tab,
// bao-review: the last review made, with its graph) has a version and is
// checked on read, key by key, so that a bad value costs only its own
// key; the unversioned values of the page before are read as they were.
//
// # The page's words
//
// Every word the page shows comes from strings.json, one table per
// language (Kiswahili "sw", English "en") under the same keys; the page's
// i18n.js picks the language (the person's choice, else the browser's)
// and fills the HTML's data-i18n attributes, and the scripts ask it for
// the rest. The server sends codes, not sentences, wherever the page words
// an answer itself (a finished game's reasonCode and reasonSide, the
// levels' numbers, and the reason it refuses a person's BFEN, move or
// record: engine.InputError's code, places and values, the rules' own
// codes and a record's, its syntax, tags and result included
// (rulesapi.InputCodes and InputPlaces list them), which inputwords.js
// words as "input.CODE" after each "input.place.PLACE", a rule option by
// its "rule.NAME" label). Only a refusal no one's text causes (a question
// the page built wrong) stays English.
// strings_test.go fails when a key is missing in either table (a code or
// place of rulesapi's lists among them), a script or the HTML names a
// key neither has, or the HTML holds words outside the tables.
package app
