package app

import (
	"embed"
	"io/fs"
)

// page is the page: HTML, CSS, JavaScript, its words in both languages
// (strings.json), its lessons (lessons.json) and the puzzles
// (puzzles.jsonl, built by "bao puzzles build"), served as they are (no
// build step). The README's screenshot lives next to them but is not
// embedded, nor are this package's Go files.
//
//go:embed *.html *.css *.js *.json *.jsonl
var page embed.FS

// Files returns the page's files (index.html, style.css, the scripts and
// their data) at the root of the returned file system, as bao serve
// (package web/server) serves them; the static web app (package web/site)
// is built from them.
func Files() fs.FS { return page }
