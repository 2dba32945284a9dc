package web

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"

	"github.com/baoengine/bao/web/rules"
)

// Limits of what a browser tab may ask of its engine. Every option and go
// argument that costs memory or CPU time is bounded; doc.go adds them up.
const (
	maxCommandLine = 64 * 1024 // a position with thousands of moves fits
	maxCommands    = 32        // lines per POST
	maxHashMB      = 64        // setoption name Hash
	maxMultiPV     = 8         // setoption name MultiPV (the page offers 1, 3, 5)
	// maxLapLimit bounds the rule option infiniteMoveLapLimit for the
	// engine as package rules bounds it for the rules questions.
	maxLapLimit    = rules.MaxLapLimit
	maxGoDepth     = 64            // go depth (the page's own maximum)
	maxGoMoveTime  = 600_000       // go movetime, ms (ten minutes, the page's maximum)
	maxGoClock     = 3_600_000     // go wtime/btime/p1time/p2time, ms (an hour)
	maxGoInc       = 600_000       // go winc/binc/p1inc/p2inc, ms
	maxGoNodes     = 1_000_000_000 // go nodes
	maxGoMovesToGo = 1000          // go movestogo
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
		if err := checkGo(f[1:]); err != nil {
			return "", err
		}
	case "setoption":
		if err := checkSetOption(f[1:]); err != nil {
			return "", err
		}
	}
	return line, nil
}

// goBounds are the go arguments that take a number, with the largest
// value a page may give. A number below zero is left to the engine (a
// clock at or below zero means "move now").
var goBounds = map[string]int64{
	"depth": maxGoDepth, "movetime": maxGoMoveTime, "nodes": maxGoNodes, "movestogo": maxGoMovesToGo,
	"wtime": maxGoClock, "btime": maxGoClock, "p1time": maxGoClock, "p2time": maxGoClock,
	"winc": maxGoInc, "binc": maxGoInc, "p1inc": maxGoInc, "p2inc": maxGoInc,
}

// checkGo bounds the arguments of go. go perft (minutes of a core) and go
// mate (a second table beside the Hash) are refused: the page uses
// neither. go infinite and go ponder are allowed: the session's idle
// timeout bounds them.
func checkGo(args []string) error {
	for i := 0; i < len(args); i++ {
		a := strings.ToLower(args[i])
		switch a {
		case "perft", "mate":
			return fmt.Errorf("go %s is not allowed from the page", a)
		}
		limit, ok := goBounds[a]
		if !ok {
			continue
		}
		if i+1 >= len(args) {
			return fmt.Errorf("go %s: no value", a)
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		if err != nil {
			return fmt.Errorf("go %s %.20q: want a whole number", a, args[i])
		}
		if n > limit {
			return fmt.Errorf("go %s %d: at most %d from the page", a, n, limit)
		}
	}
	return nil
}

// optionBounds are the spin options a page may set only within bounds:
// the lowest and the highest value, by lower-case option name.
func optionBounds() map[string][2]int {
	return map[string][2]int{
		"hash":                      {1, maxHashMB},
		"threads":                   {1, runtime.NumCPU()},
		"multipv":                   {1, maxMultiPV},
		"rule_infinitemovelaplimit": {1, maxLapLimit},
	}
}

// checkSetOption bounds the options that cost memory or CPU time, and
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
	if n == "debug log file" {
		// The option writes a file on the server's machine: the page must
		// not choose one.
		return fmt.Errorf("setoption %s: not allowed from the page", n)
	}
	b, ok := optionBounds()[n]
	if !ok {
		return nil
	}
	x, err := strconv.Atoi(v)
	if err != nil {
		return fmt.Errorf("setoption %s: value %q: want a whole number", n, v)
	}
	if x > b[1] {
		return fmt.Errorf("setoption %s: value %d: at most %d from the page", n, x, b[1])
	}
	if x < b[0] {
		return fmt.Errorf("setoption %s: value %d: want %d..%d", n, x, b[0], b[1])
	}
	return nil
}
