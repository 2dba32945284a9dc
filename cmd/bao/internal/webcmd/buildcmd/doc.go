// Package buildcmd is "bao web build": the static web app written to a
// folder (package web/site) from the page of package web/app and an
// engine built for WebAssembly from this module's source. It owns the
// command's flags and help; it imports cli, internal/gotool,
// internal/version, web/app and web/site, and no other command's
// package.
package buildcmd
