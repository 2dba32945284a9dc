package web

import "embed"

// staticFiles is the page: HTML, CSS and JavaScript, served as they are
// (no build step). The README's screenshot lives next to them but is not
// embedded.
//
//go:embed static/*.html static/*.css static/*.js
var staticFiles embed.FS
