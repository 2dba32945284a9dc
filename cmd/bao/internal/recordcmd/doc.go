// Package recordcmd is "bao record": the work on files of game records
// (package record). It owns the command's usage, its description of the
// files and the table of its subcommands, each a package of its own below
// it (checkcmd, showcmd, convertcmd, calibratecmd); it imports cli,
// record and its subcommands' packages, and no other command's package.
package recordcmd
