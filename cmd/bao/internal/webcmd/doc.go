// Package webcmd is "bao web": the web app without a server. It owns the
// command's usage and the table of its subcommands, each a package of its
// own below it (buildcmd is "bao web build"); it imports cli and its
// subcommands' packages, and no other command's package.
package webcmd
