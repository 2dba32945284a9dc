// Package site writes the static web app: a folder that any static file
// server can host, holding the web page (with its client of the engine,
// client/, whose worker.js is the Web Worker that runs the engine), the
// engine compiled to WebAssembly (cmd/baowasm) with the toolchain's
// wasm_exec.js beside the worker, a web manifest, the app's icons and a
// service worker that caches every file, so the app installs on a phone's
// home screen and plays offline.
//
// # What it owns and what it must not import
//
// site owns the layout of that folder and the files that exist only in
// it (sw.js, manifest.webmanifest, the icons, drawn here with
// image/draw), and the two scripts that it writes into index.html: the
// notice of a first visit without network (firstvisit.js) and the
// registration of the service worker (install.js). It is handed the page by its
// caller ("bao web build" gives it app.Files() of package web/app, the
// same files "bao serve" serves, the client's worker among them) and
// builds the engine with the go command, named with the page's version
// (internal/version's StampFlag) so that the engine's id name and the
// page agree; it imports internal/gotool, internal/version,
// internal/atomicfile and the standard library, and nothing imports it
// but the command (cmd/bao), which owns the flags and the help.
//
// # How the page finds its engine
//
// Build adds one tag to index.html, <meta name="bao-mode"
// content="static">, and the manifest and service-worker links. The
// page's connection.js reads the tag: with it, the page's client asks
// every rules question and runs its engine in Web Workers running
// bao.wasm (client/worker.js) instead of asking a server, behind the same
// Engine and Rules, so one page serves both modes. The
// engine's worker ends when the page is hidden and a new one starts when
// the browser restores the page from its back/forward cache, so a game
// goes on after the Back button.
//
// # How the app is cached and updated
//
// sw.js lists every file with the SHA-256 of its content, and names the
// build after all of them. When a new build's service worker installs,
// it fetches every file past the browser's HTTP cache (a server that
// sends old dates lets that cache answer with the previous build's file)
// and checks each against its hash; only when all match does it fill a
// cache of its own, so a cut-off or stale file is never cached: the
// install fails, the previous build stays in use, and the next visit
// tries again. Caches are named after the worker's scope (the folder the
// app is served from) and the build, and a new build deletes only the
// earlier builds' caches of its own scope, so two builds at two paths of
// one origin both start offline. The visit that installs a new build
// still shows the old one; when the new service worker takes over, the
// page offers to reload (index.html's second script, install.js, notes
// the worker that served the page, window.baoWorkerAtLoad).
//
// The page registers its service worker only once it has started (its
// body's data-ready is "true": the rules and the engine run; install.js).
// The install fetches the whole app again, and begun at once it competed
// with the page's own downloads and held back the first paint: in
// Lighthouse's mobile run on this project's machine the first paint came
// about a second late in 7 of 13 runs, and in 1 of 12 with the
// registration deferred. A page that never starts installs nothing.
//
// When bao.wasm cannot start (missing or damaged; the client's boot.js
// asks for it once more past the HTTP cache first), the worker says so in
// its error message (engine: true), and the page (web/app/offline.js)
// says it in plain words with one button that clears this scope's caches
// and service worker and reloads.
//
// # A first visit without network
//
// Until its service worker has installed, the app is not on the device:
// a first visit that the network cuts off half-way, or a visit offline
// whose page the browser's HTTP cache holds from such a visit, lacks the
// engine, and maybe the page's scripts and their words. Build writes
// firstvisit.js into index.html's head, with its words from strings.json
// in every language (offline.firstVisit, offline.retry): when a script or
// the style sheet fails to load, or the page's rules cannot start
// (web/app/offline.js asks it), and the page's own address does not
// answer and no service worker served the page, it takes the page's
// place with a notice in the person's language (the one kept by the
// language switch, else the browser's): no connection, the app needs it
// once to install, and a button that tries again.
package site
