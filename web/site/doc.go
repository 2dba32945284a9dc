// Package site writes the static web app: a folder that any static file
// server can host, holding the web page, the engine compiled to
// WebAssembly (cmd/baowasm) with the toolchain's wasm_exec.js, the Web
// Worker that runs it, a web manifest, the app's icons and a service
// worker that caches every file, so the app installs on a phone's home
// screen and plays offline.
//
// # What it owns and what it must not import
//
// site owns the layout of that folder and the files that exist only in
// it (worker.js, sw.js, manifest.webmanifest, the icons, drawn here with
// image/draw). It takes the page from package web (the same files "bao
// serve" serves) and builds the engine with the go command; it imports
// web and the standard library, and nothing imports it but cmd/bao.
//
// # How the page finds its engine
//
// Build adds one tag to index.html, <meta name="bao-mode"
// content="static">, and the manifest and service-worker links. The
// page's api.js reads the tag: with it, every rules question and every
// engine line goes to Web Workers running bao.wasm instead of to a
// server, through the same functions, so one page serves both modes. The
// engine's worker ends when the page is hidden and a new one starts when
// the browser restores the page from its back/forward cache, so a game
// goes on after the Back button.
//
// The service worker's cache is named after a hash of every file it
// lists, so a new build replaces the old cache at the next visit: that
// visit still shows the old build, and when the new service worker takes
// over the page offers to reload (index.html's first script notes the
// worker that served the page, window.baoWorkerAtLoad).
package site
