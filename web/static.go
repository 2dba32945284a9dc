package web

import (
	"embed"
	"io/fs"
)

// staticFiles is the page: HTML, CSS, JavaScript, its words in both
// languages (strings.json) and the puzzles (puzzles.jsonl, built by "bao
// puzzles build"), served as they are (no build step). The README's
// screenshot lives next to them but is not embedded.
//
//go:embed static/*.html static/*.css static/*.js static/*.json static/*.jsonl
var staticFiles embed.FS

// StaticFiles returns the page's files (index.html, style.css and the
// scripts) at the root of the returned file system, as bao serve serves
// them; the static web app (package web/site) is built from them.
func StaticFiles() fs.FS {
	sub, err := fs.Sub(staticFiles, "static")
	if err != nil {
		panic("web: the embedded page has no static folder: " + err.Error())
	}
	return sub
}
