// Command baorelease builds the release files of the Bao program: bao
// cross-compiled for Linux, macOS and Windows on amd64 and arm64, each in
// an archive with the licence, the README, the rules, protocol and
// architecture documents, docs/examples and every file these documents
// link to; the static web app, stamped with the release's version, in an
// archive of its own with the licence; the npm package of the engine and
// the rules (bao-VERSION-npm.tgz, package web/npm); and a SHA256SUMS file.
// Every archive but the npm package (whose layout npm fixes: package/)
// unpacks into one folder named after it (bao-v0.1.0-linux-amd64/).
//
// Usage:
//
//	go run ./cmd/baorelease --out dist/
//	go run ./cmd/baorelease --out dist/ --targets linux/amd64,windows/arm64 --web site/
//
// Every binary is built with the Go toolchain's own stamping (module
// version and VCS revision, read back with "go version -m"), -trimpath and
// CGO_ENABLED=0, so the same commit gives the same files. A build that the
// toolchain could not stamp (a linked git worktree, -buildvcs=false) is
// refused unless --allow-unstamped is given, because its "bao version"
// would not say what it is; the stamp is read from a build of this small
// command before bao is built. The web app is the folder that "bao web
// build" writes; without --web the release's own bao for this machine runs
// it into a temporary folder, so that the page names the release.
//
// The output folder must be new or empty: nothing a user has there is
// replaced. Each file is written under a temporary name and renamed when
// complete.
//
// It imports only the standard library, pflag and the module's own
// packages; it runs the go command
// and the module's own cmd/bao, never a network tool.
package main
