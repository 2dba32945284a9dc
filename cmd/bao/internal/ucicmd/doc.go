// Package ucicmd is "bao uci", what bao runs with no command: the engine
// protocol (package protocol) on standard input and output, for GUIs and
// tournament managers. It owns the command's flags and help; it imports
// cli and protocol, and no other command's package.
package ucicmd
