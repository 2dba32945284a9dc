// Package npm builds the npm package of the Bao engine: the engine and
// the rules compiled to WebAssembly (cmd/baowasm, the same build as the
// static web app's), with the ES modules of the client that the web page
// uses too (web/app's client/: the Engine and Rules, the one worker boot,
// started in a Web Worker in a browser), the Node entry that starts it in
// a worker thread, TypeScript declarations, a README and the licence.
// Pack writes it as npm pack does (a gzipped tar with every file under
// package/), so "npm install ./bao-VERSION-npm.tgz" installs it without
// npm having built it. cmd/baorelease writes it with the release's other
// archives.
//
// # What it owns and what it must not import
//
// npm owns the package's layout and its own files, in the folder package/
// beside this file: node.js and node-worker.js (Node's transport),
// index.d.ts (the declarations; the answers' shapes are the client's
// types.d.ts), README.md and LICENSE. The client's modules come from
// web/app (app.Client), all but the page's own transport to bao serve.
// It imports web/app, internal/gotool and the standard library.
// tsconfig.json type-checks the client and the package together
// (TestTypeCheck: tsc --strict with 0 errors).
//
// example/ is a page that plays against the engine through the package.
package npm
