package match

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/internal/quoted"
)

// Builtin players, for sanity runs: random plays a uniformly random legal
// move; greedy takes the move that captures the most seeds (ties broken at
// random).
const (
	BuiltinRandom = "random"
	BuiltinGreedy = "greedy"
)

// MaxTimeMargin is the largest timemargin= in milliseconds: an hour.
const MaxTimeMargin = 3_600_000

// EngineSpec is one player of a match, as given by --engine: an external
// program (Cmd, Args, Dir, Dialect, Options) or a builtin player, and its
// limits; or, from Go code only, an in-process player (Player).
type EngineSpec struct {
	Name    string
	Cmd     string
	Args    []string
	Dir     string
	Builtin string   // BuiltinRandom or BuiltinGreedy; then Cmd is empty
	Dialect string   // "uci" (default) or "ugi"
	Options []Option // setoption commands, in order
	Limits  Limits
	// Player, when not nil, makes an in-process player: a Go function
	// the runner calls for each move instead of a process (the search
	// tests of package bench play the searcher this way). It is called
	// once per game slot, so each concurrent game has its own. The
	// player chooses its own thinking time; Limits do not apply.
	Player func() Mover
}

// Mover chooses the move to play in p; history holds the keys of the
// game's earlier positions, oldest first (book moves included), and must
// not be changed. Its move is refereed like an engine's: engine.NoMove or
// an illegal move loses.
type Mover func(r *engine.Rules, p *engine.Position, history []uint64) engine.Move

// Option is one engine option set with setoption.
type Option struct{ Name, Value string }

// Limits are how long a player may think: a clock, a fixed time per move,
// and node or depth limits, and the margin a clock may overrun by.
type Limits struct {
	TC         TimeControl   // tc=; TC.Set false when absent
	MoveTime   time.Duration // st=; 0 when absent
	Nodes      int64         // nodes=
	Depth      int           // depth=
	TimeMargin time.Duration // timemargin=
	hasMargin  bool
}

// Unlimited reports whether no limit at all is set, so a search would
// never end by itself.
func (l Limits) Unlimited() bool {
	return (!l.TC.Set || l.TC.Infinite) && l.MoveTime == 0 && l.Nodes == 0 && l.Depth == 0
}

// ParseEngineSpec reads an engine specification, space-separated
// key=value fields with shell-style quotes:
//
//	cmd=PATH [args="-x 1"] [arg=X ...] [dir=DIR] [name=NAME] [proto=uci|ugi]
//	[option.NAME=VALUE ...] [tc=[moves/]time[+inc]] [st=SEC] [nodes=N]
//	[depth=N] [timemargin=MS]
//	builtin=random|greedy [name=NAME]
//
// Every error names the field and the reason. The result is not checked
// for completeness (see Complete), so that --each can be parsed the same
// way.
func ParseEngineSpec(s string) (EngineSpec, error) {
	var sp EngineSpec
	fields, err := quoted.Split(s)
	if err != nil {
		return sp, err
	}
	for _, f := range fields {
		key, val, ok := strings.Cut(f, "=")
		if !ok || key == "" {
			return sp, fmt.Errorf("field %q: want key=value", f)
		}
		if err := sp.set(key, val); err != nil {
			return sp, fmt.Errorf("%s=%q: %w", key, val, err)
		}
	}
	return sp, nil
}

// set applies one key=value field.
func (sp *EngineSpec) set(key, val string) error {
	if name, ok := strings.CutPrefix(key, "option."); ok {
		if name == "" {
			return fmt.Errorf("option without a name")
		}
		if strings.ContainsAny(name+val, "\r\n") {
			// The engine reads a command a line: the rest would be a
			// command of its own.
			return fmt.Errorf("want a name and value without line breaks")
		}
		sp.Options = append(sp.Options, Option{name, val})
		return nil
	}
	var err error
	switch key {
	case "cmd":
		if val == "" {
			return fmt.Errorf("empty command")
		}
		sp.Cmd = val
	case "args":
		sp.Args, err = quoted.Split(val)
	case "arg":
		sp.Args = append(sp.Args, val)
	case "dir":
		sp.Dir = val
	case "name":
		if strings.TrimSpace(val) == "" || strings.ContainsAny(val, "\r\n\"") {
			return fmt.Errorf("want a non-empty name without quotes or line breaks")
		}
		sp.Name = val
	case "builtin":
		if val != BuiltinRandom && val != BuiltinGreedy {
			return fmt.Errorf("want %s or %s", BuiltinRandom, BuiltinGreedy)
		}
		sp.Builtin = val
	case "proto":
		if val != "uci" && val != "ugi" {
			return fmt.Errorf("want uci or ugi")
		}
		sp.Dialect = val
	case "tc":
		sp.Limits.TC, err = ParseTimeControl(val)
	case "st":
		sp.Limits.MoveTime, err = parseSeconds(val)
		if err == nil && sp.Limits.MoveTime <= 0 {
			err = fmt.Errorf("want a time above 0 seconds")
		}
	case "nodes":
		sp.Limits.Nodes, err = strconv.ParseInt(val, 10, 64)
		if err == nil && sp.Limits.Nodes < 1 {
			err = fmt.Errorf("want at least 1")
		}
	case "depth":
		sp.Limits.Depth, err = strconv.Atoi(val)
		if err == nil && (sp.Limits.Depth < 1 || sp.Limits.Depth > 1000) {
			err = fmt.Errorf("want 1..1000")
		}
	case "timemargin":
		var ms int
		ms, err = strconv.Atoi(val)
		if err == nil && (ms < 0 || ms > MaxTimeMargin) {
			// A larger number would overflow time.Duration (into a
			// negative margin) long before it meant anything.
			err = fmt.Errorf("want milliseconds, 0..%d (an hour)", MaxTimeMargin)
		}
		sp.Limits.TimeMargin, sp.Limits.hasMargin = time.Duration(ms)*time.Millisecond, true
	default:
		return fmt.Errorf("unknown key (known: cmd args arg dir name builtin proto option.NAME tc st nodes depth timemargin)")
	}
	return err
}

// WithDefaults returns sp with every setting it lacks taken from each
// (the --each specification); options of each come first, so the
// engine's own win.
func (sp EngineSpec) WithDefaults(each EngineSpec) EngineSpec {
	if sp.Cmd == "" && sp.Builtin == "" {
		sp.Cmd, sp.Builtin = each.Cmd, each.Builtin
	}
	if sp.Args == nil {
		sp.Args = each.Args
	}
	if sp.Dir == "" {
		sp.Dir = each.Dir
	}
	if sp.Dialect == "" {
		sp.Dialect = each.Dialect
	}
	sp.Options = append(append([]Option(nil), each.Options...), sp.Options...)
	l, e := &sp.Limits, each.Limits
	if !l.TC.Set {
		l.TC = e.TC
	}
	if l.MoveTime == 0 {
		l.MoveTime = e.MoveTime
	}
	if l.Nodes == 0 {
		l.Nodes = e.Nodes
	}
	if l.Depth == 0 {
		l.Depth = e.Depth
	}
	if !l.hasMargin {
		l.TimeMargin, l.hasMargin = e.TimeMargin, e.hasMargin
	}
	return sp
}

// Complete checks that sp can play: one of a program, a builtin or an
// in-process player, a limit for programs, and fills in the defaults: the
// dialect uci, the time margin, and a name from the program's file name
// or the builtin's ("player" for an in-process one).
func (sp *EngineSpec) Complete() error {
	kinds := 0
	for _, given := range []bool{sp.Cmd != "", sp.Builtin != "", sp.Player != nil} {
		if given {
			kinds++
		}
	}
	switch {
	case kinds == 0:
		return fmt.Errorf("no cmd= or builtin= given")
	case kinds > 1 && sp.Player != nil:
		return fmt.Errorf("an in-process player with cmd= or builtin=; choose one")
	case kinds > 1:
		return fmt.Errorf("cmd= and builtin= both given; choose one")
	case sp.Dir != "" && !isDir(sp.Dir):
		return fmt.Errorf("dir=%s: not a folder that exists", sp.Dir)
	case sp.Cmd != "" && sp.Limits.Unlimited():
		return noLimitError{}
	case sp.Limits.TC.Set && sp.Limits.MoveTime > 0:
		return fmt.Errorf("tc= and st= both given; choose one")
	}
	if sp.Dialect == "" {
		sp.Dialect = "uci"
	}
	if !sp.Limits.hasMargin {
		sp.Limits.TimeMargin = DefaultTimeMargin
	}
	if sp.Name == "" {
		switch {
		case sp.Player != nil:
			sp.Name = "player"
		case sp.Builtin != "":
			sp.Name = sp.Builtin
		default:
			sp.Name = filepath.Base(sp.Cmd)
		}
	}
	return nil
}

// uniqueNames makes the names of specs distinct by appending -2, -3, ...
// to repeats, so that self-play of one program reads clearly.
func uniqueNames(specs []EngineSpec) {
	seen := map[string]int{}
	taken := map[string]bool{}
	for _, sp := range specs {
		taken[sp.Name] = true
	}
	for i := range specs {
		n := specs[i].Name
		seen[n]++
		if seen[n] == 1 {
			continue
		}
		for k := seen[n]; ; k++ {
			c := n + "-" + strconv.Itoa(k)
			if !taken[c] {
				specs[i].Name, taken[c] = c, true
				break
			}
		}
	}
}

// String writes sp back as a specification (for logs and tests), keys
// sorted after cmd or builtin.
func (sp EngineSpec) String() string {
	var f []string
	if sp.Builtin != "" {
		f = append(f, "builtin="+sp.Builtin)
	} else {
		f = append(f, "cmd="+quoteField(sp.Cmd))
	}
	if sp.Name != "" {
		f = append(f, "name="+quoteField(sp.Name))
	}
	var rest []string
	for _, o := range sp.Options {
		rest = append(rest, "option."+o.Name+"="+quoteField(o.Value))
	}
	sort.Strings(rest)
	return strings.Join(append(f, rest...), " ")
}

// quoteField quotes a value holding spaces or quotes.
func quoteField(s string) string {
	if s != "" && !strings.ContainsAny(s, " \t\"'\\") {
		return s
	}
	return strconv.Quote(s)
}

// isDir reports whether path is a folder.
func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

// noLimitError is the error of an engine with no limit on its searches:
// it names where a limit goes, an engine's settings (the field "engine")
// or every engine's ("each").
type noLimitError struct{}

// Error says where a limit goes in the library's words.
func (e noLimitError) Error() string { return e.Text(nil) }

// Text says where a limit goes as n names the fields.
func (noLimitError) Text(n field.Namer) string {
	return fmt.Sprintf("no limit: give tc=, st=, nodes= or depth= (in %s or %s)",
		field.Say(n, "engine", "the engine's settings"), field.Say(n, "each", "every engine's"))
}
