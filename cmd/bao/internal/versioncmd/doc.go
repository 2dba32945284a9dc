// Package versioncmd is "bao version": the build's version, revision, Go
// version and platform (internal/version reads them). It owns the
// command's flags and help; it imports cli and internal/version, and no
// other command's package.
package versioncmd
