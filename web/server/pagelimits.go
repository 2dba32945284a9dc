package server

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
)

// Limits of what a browser tab may ask of its engine. Every option and go
// argument that costs memory or CPU time is bounded; doc.go adds them up.
const (
	maxCommandLine = 64 * 1024     // a position with thousands of moves fits
	maxCommands    = 32            // lines per POST
	maxHashMB      = 64            // setoption name Hash
	maxThreads     = 4             // setoption name Threads (and at most the number of cores)
	maxEvalCacheMB = 4             // setoption name EvalCache, MiB per search thread
	maxMultiPV     = 8             // setoption name MultiPV (the page offers 1, 3, 5)
	maxGoDepth     = 64            // go depth (the page's own maximum)
	maxGoMoveTime  = 600_000       // go movetime, ms (ten minutes, the page's maximum)
	maxGoClock     = 3_600_000     // go wtime/btime/p1time/p2time, ms (an hour)
	maxGoInc       = 600_000       // go winc/binc/p1inc/p2inc, ms
	maxGoNodes     = 1_000_000_000 // go nodes
	maxGoMovesToGo = 1000          // go movestogo
)

// sessionStateMiB is the memory of one built-in session beside its Hash
// table and evaluation caches: the search threads' stacks, the net and the
// pipes (measured: 74 MiB resident for a whole process with Hash 64,
// Threads 2, MultiPV 8, against 9 MiB with Hash 1).
const sessionStateMiB = 6

// SessionMaxMiB is the most memory one session of the built-in engine
// takes within the bounds a page is held to: its Hash table, an EvalCache
// per search thread, and its search state. The server's worst case is
// Config.MaxSessions times this.
const SessionMaxMiB = maxHashMB + maxThreads*maxEvalCacheMB + sessionStateMiB

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

// optionRule is what a page may do with one option: nothing more than
// set it (bounded false), or set it to a whole number from min to max.
type optionRule struct {
	bounded  bool
	min, max int
}

// pageOptions returns the options a page may set, by lower-case name:
// those the page needs, the harmless ones of protocol.md 8 and the rule
// options. Every other option is refused, so that no option naming a file
// on the server's machine (EvalFile, Debug Log File, an external engine's
// book or tablebase path) and no option costing memory or CPU time that
// the limits do not count can be set from a browser. The numbers bound
// the cost of a session (sessionMaxMiB adds them up).
func pageOptions() map[string]optionRule {
	spin := func(lo, hi int) optionRule { return optionRule{bounded: true, min: lo, max: hi} }
	opts := map[string]optionRule{
		"uci_variant":     {},
		"uci_showwdl":     {},
		"uci_analysemode": {},
		"ponder":          {},
		"clearhash":       {},
		"eval":            {},
		"moveoverhead":    spin(0, 5000),
		"hash":            spin(1, maxHashMB),
		"threads":         spin(1, pageMaxThreads()),
		"multipv":         spin(1, maxMultiPV),
		"evalcache":       spin(0, maxEvalCacheMB),
		// The levels for people cost less than full strength, and a
		// level's seed (a new one each game) costs nothing.
		"uci_limitstrength": {},
		"uci_elo":           {},
		"skill level":       {},
		"level seed":        {},
	}
	// The rule options' bounds for a page are the rules' own for an
	// untrusted caller (engine.RuleOptions), as the rules questions have
	// them.
	for _, ro := range engine.RuleOptions {
		r := optionRule{}
		if ro.Type == engine.NumberRule {
			r = spin(ro.Min, ro.MaxFor(engine.Untrusted))
		}
		opts["rule_"+strings.ToLower(ro.Name)] = r
	}
	return opts
}

// pageMaxThreads is the most search threads a page may ask for: the
// number of cores, and never more than maxThreads.
func pageMaxThreads() int { return min(runtime.NumCPU(), maxThreads) }

// checkSetOption lets through only the options of pageOptions, numbers
// within their bounds.
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
	b, ok := pageOptions()[n]
	if !ok {
		// The answer never depends on the value: it must not tell
		// whether a file exists.
		return fmt.Errorf("setoption %s: not allowed from the page", n)
	}
	if !b.bounded {
		return nil
	}
	x, err := strconv.Atoi(v)
	if err != nil {
		return fmt.Errorf("setoption %s: value %q: want a whole number", n, v)
	}
	if x > b.max {
		return fmt.Errorf("setoption %s: value %d: at most %d from the page", n, x, b.max)
	}
	if x < b.min {
		return fmt.Errorf("setoption %s: value %d: want %d..%d", n, x, b.min, b.max)
	}
	return nil
}
