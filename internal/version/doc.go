// Package version says which build of the Bao program is running: the
// version and VCS revision that the Go toolchain stamps into every binary
// (runtime/debug.ReadBuildInfo).
//
// # What it owns and what it must not import
//
// version owns the one text that names a build, used by "bao version", the
// protocol's "id name", the web page and the Program tag of game records.
// It imports only the standard library, so that any package may use it.
//
// # Where the information comes from
//
// "go build" in a git checkout records the commit (vcs.revision), its time
// and whether the tree had uncommitted changes (vcs.modified), and, since Go
// 1.24, a module version: the tag when HEAD is tagged (v0.1.0), otherwise a
// pseudo-version (v0.0.0-20261129153449-cc6dabb0aa75). "go install
// module/cmd/bao@v0.1.0" records the version only. "go run" and "go test"
// record neither (they build with -buildvcs=auto, which skips it), and
// neither does a build with -buildvcs=false or one in a linked git worktree
// (the Go tool looks for a .git directory, and a worktree has a .git file).
// The text falls back to "dev" for the parts it cannot know. A build may
// instead be given its name when it is linked (StampFlag: the linker's
// -X sets a variable of this package): the static web app's and the npm
// package's WebAssembly engine get the name of the page they ship with.
package version
