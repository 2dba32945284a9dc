package web

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"
)

// Limits of what a browser tab may ask of its engine.
const (
	maxCommandLine = 64 * 1024 // a position with thousands of moves fits
	maxCommands    = 32        // lines per POST
	maxHashMB      = 256
)

// allowedCommand reports whether a tab may send the protocol command cmd.
// quit is the server's business (DELETE the session); perft and bench could
// occupy a core for minutes and are not needed by the page.
func allowedCommand(cmd string) bool {
	switch cmd {
	case "uci", "ugi", "isready", "setoption", "ucinewgame", "uginewgame",
		"position", "go", "stop", "ponderhit", "query", "d", "legal", "eval", "debug":
		return true
	}
	return false
}

// checkCommand checks one command line from the page and returns it
// trimmed, or an error saying why it is refused.
func checkCommand(line string) (string, error) {
	line = strings.TrimSpace(line)
	if line == "" {
		return "", fmt.Errorf("empty command")
	}
	if len(line) > maxCommandLine {
		return "", fmt.Errorf("command of %d bytes: at most %d", len(line), maxCommandLine)
	}
	for i := 0; i < len(line); i++ {
		if c := line[i]; c < 0x20 && c != '\t' || c >= 0x7f {
			return "", fmt.Errorf("command %.20q: byte %#x at %d: only printable ASCII is allowed", line, c, i)
		}
	}
	f := strings.Fields(line)
	if !allowedCommand(f[0]) {
		return "", fmt.Errorf("command %q is not allowed from the page", f[0])
	}
	switch f[0] {
	case "go":
		for _, a := range f[1:] {
			if a == "perft" {
				return "", fmt.Errorf("go perft is not allowed from the page")
			}
		}
	case "setoption":
		if err := checkSetOption(f[1:]); err != nil {
			return "", err
		}
	}
	return line, nil
}

// checkSetOption bounds the options that cost memory or cores, and
// refuses the one that writes files (Debug Log File).
func checkSetOption(args []string) error {
	if len(args) < 2 || args[0] != "name" {
		return nil // the engine itself reports the syntax error
	}
	var name, value []string
	inValue := false
	for _, a := range args[1:] {
		switch {
		case !inValue && a == "value":
			inValue = true
		case inValue:
			value = append(value, a)
		default:
			name = append(name, a)
		}
	}
	n := strings.ToLower(strings.Join(name, " "))
	v := strings.Join(value, " ")
	limit := 0
	switch n {
	case "debug log file":
		// The option writes a file on the server's machine: the page must
		// not choose one.
		return fmt.Errorf("setoption %s: not allowed from the page", n)
	case "hash":
		limit = maxHashMB
	case "threads":
		limit = runtime.NumCPU()
	default:
		return nil
	}
	x, err := strconv.Atoi(v)
	if err != nil {
		return fmt.Errorf("setoption %s: value %q: want a whole number", n, v)
	}
	if x > limit {
		return fmt.Errorf("setoption %s: value %d: at most %d from the page", n, x, limit)
	}
	return nil
}
