package openings

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
)

// FileReader reads the openings of a file in a form other than the line
// format, for rules r (judge/match reads game records with one).
type FileReader func(file string, r *engine.Rules) ([]Opening, error)

// Load returns the openings sp names for rules r: the built-in set of r's
// variant, or the file's. A file holds one opening per line, a BFEN or a
// move list from the variant's start (blank lines and lines starting
// with # are skipped), or, when its name ends in .pgn, game records, read
// by pgn (nil: such a file is an error). Every opening is played through
// the rules; a bad one is an error naming its line. Move lists longer than
// sp.Plies are cut to it.
func Load(sp Spec, r *engine.Rules, pgn FileReader) ([]Opening, error) {
	var ops []Opening
	var err error
	switch {
	case sp.File == "":
		ops, err = builtin(r)
	case strings.HasSuffix(strings.ToLower(sp.File), ".pgn"):
		if pgn == nil {
			return nil, fmt.Errorf("openings: %s: game records are not read here", sp.File)
		}
		ops, err = pgn(sp.File, r)
	default:
		var f *os.File
		if f, err = os.Open(sp.File); err != nil {
			return nil, fmt.Errorf("openings: %w", err)
		}
		defer f.Close()
		ops, err = Read(f, sp.File, r)
	}
	if err != nil {
		return nil, err
	}
	for i := range ops {
		if sp.Plies > 0 && len(ops[i].Moves) > sp.Plies {
			ops[i].Moves = ops[i].Moves[:sp.Plies]
		}
	}
	if len(ops) == 0 {
		return nil, fmt.Errorf("openings: %s: no openings", orBuiltin(sp.File))
	}
	return ops, nil
}

func orBuiltin(file string) string {
	if file == "" {
		return "the built-in set"
	}
	return file
}

// Read reads openings in the line format of Load from in; name labels
// them and the errors.
func Read(in io.Reader, name string, r *engine.Rules) ([]Opening, error) {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	var ops []Opening
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		o, err := parseLine(line, r)
		if err != nil {
			return nil, fmt.Errorf("openings: %s: line %d: %w", name, n, err)
		}
		o.Label = name + ":" + strconv.Itoa(n)
		ops = append(ops, o)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("openings: %s: %w", name, err)
	}
	return ops, nil
}

// parseLine reads a BFEN (its fields, optionally followed by "moves m1
// m2 ...") or a move list from the variant's start.
func parseLine(line string, r *engine.Rules) (Opening, error) {
	o := Opening{Start: engine.StartPosition(r.Variant)}
	toks := strings.Fields(line)
	if len(toks) > 0 && strings.Contains(toks[0], "/") {
		end := len(toks)
		for i, t := range toks {
			if t == "moves" {
				end = i
				break
			}
		}
		p, err := engine.ParsePosition(strings.Join(toks[:end], " "), r.Variant)
		if err != nil {
			return o, err
		}
		o.Start = p
		toks = toks[min(end+1, len(toks)):]
	}
	p := o.Start
	for i, t := range toks {
		m, err := r.ParseMove(&p, t)
		if err != nil {
			return o, fmt.Errorf("move %d: %w", i+1, err)
		}
		if p, err = r.Play(&p, m); err != nil {
			return o, fmt.Errorf("move %d: %w", i+1, err)
		}
		o.Moves = append(o.Moves, m)
	}
	if res, why := r.Outcome(&p); res != engine.NoResult {
		return o, fmt.Errorf("the game is already over (%s)", why)
	}
	return o, nil
}

// builtin returns the frozen built-in set of r's variant. The move lists
// were generated for the default rules; under other rule options the ones
// that are no longer legal are dropped.
func builtin(r *engine.Rules) ([]Opening, error) {
	lines := builtinOpeningLines[r.Variant]
	var ops []Opening
	for i, line := range lines {
		o, err := parseLine(line, r)
		if err != nil {
			if *r == engine.DefaultRules(r.Variant) {
				return nil, fmt.Errorf("openings: built-in %s opening %d: %w", r.Variant, i+1, err)
			}
			continue
		}
		o.Label = "builtin " + strconv.Itoa(i+1)
		ops = append(ops, o)
	}
	return ops, nil
}
