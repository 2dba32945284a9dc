// Package npm builds the npm package of the Bao engine: the engine and
// the rules compiled to WebAssembly (cmd/baowasm, the same build as the
// static web app's), with ES modules that start it in a Web Worker or a
// Node worker thread, hand-written TypeScript declarations, a README and
// the licence. Pack writes it as npm pack does (a gzipped tar with every
// file under package/), so "npm install ./bao-VERSION-npm.tgz" installs
// it without npm having built it. cmd/baorelease writes it with the
// release's other archives.
//
// The package's own files are in the folder package/ beside this file;
// example/ is a page that plays against the engine through the package.
package npm
