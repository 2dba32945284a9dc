// Package app is the web page of the Bao program: index.html, style.css,
// the ES modules of the page (app.js and the scripts it imports), its
// words in both languages (strings.json), the lessons (lessons.json) and
// the puzzles (puzzles.jsonl), embedded with go:embed and handed out by
// Files as they are (no build step, nothing fetched from the network).
//
// # What it owns and what it must not import
//
// app owns the page's files and the tests that run them: the scripts
// parsed and run with Node (scripts_test.go, scorejs_test.go,
// whyjs_test.go), the words (strings_test.go) and the lessons
// (lessons_test.go). Two programs serve the page: bao serve (package
// web/server, with engines on the server) and the static web app that bao
// web build writes (package web/site, with the engine in WebAssembly);
// both receive it from Files. app imports the standard library only (embed
// and io/fs): no package of the module, so that the server, the site
// builder and the commands can all take the page from it. Its tests may
// import the rules service (web/rulesapi), engine, score and search, to
// check the page's texts and lessons against the Go code they mirror.
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
