package app

import (
	"embed"
	"io/fs"
)

// page is the page: HTML, CSS, JavaScript (the page's modules, its
// controllers ctrl/ and views view/, and the client's, client/), its words
// in both languages (strings.json), its lessons (lessons.json) and the
// puzzles (puzzles.jsonl, built by "bao puzzles build"), served as they
// are (no build step). The README's screenshot lives next to them but is
// not embedded, nor are this package's Go files, the type declarations
// (*.d.ts) and the type check's tsconfig.json.
//
//go:embed *.html *.css *.js strings.json lessons.json *.jsonl client/*.js ctrl/*.js view/*.js
var page embed.FS

// client is the client's folder, its type declarations (types.d.ts) too,
// which the page has no use for at run time.
//
//go:embed client
var client embed.FS

// Files returns the page's files (index.html, style.css, the scripts and
// their data, and the client's modules under client/) as bao serve
// (package web/server) serves them; the static web app (package web/site)
// is built from them.
func Files() fs.FS { return page }

// Client returns the client's files (the modules under client/ and their
// type declarations, types.d.ts) at the root of the returned file system:
// the engine and rules client that the page imports and the npm package
// (package web/npm) is built from.
func Client() fs.FS {
	sub, err := fs.Sub(client, "client")
	if err != nil {
		panic("app: the embedded client folder: " + err.Error()) // "client" is a valid path: never
	}
	return sub
}

// PageOnly reports whether a file of Client is the page's alone: the
// transport to bao serve (server.js), which the npm package leaves out.
func PageOnly(name string) bool { return name == "server.js" }
