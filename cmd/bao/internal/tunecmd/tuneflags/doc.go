// Package tuneflags holds what the subcommands of "bao tune" (handcmd,
// netcmd) share: the data flags, their parsing and check, and the flags
// of the fields that package tune's errors name. It imports cli, tune and
// pflag, and no command's package.
package tuneflags
