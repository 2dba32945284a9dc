package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
)

// Opening is where a game pair starts: a start position (the variant's
// start or a BFEN) and book moves played from it. Games record the book
// moves, so every record replays from Start.
type Opening struct {
	Start engine.Position
	Moves []engine.Move
	Label string // where it came from: "builtin 7", "book.txt:12"
}

// Position returns the position after the book moves.
func (o *Opening) Position(r *engine.Rules) (engine.Position, error) {
	p := o.Start
	for i, m := range o.Moves {
		q, err := r.Play(&p, m)
		if err != nil {
			return p, fmt.Errorf("opening %s: ply %d: %w", o.Label, i+1, err)
		}
		p = q
	}
	return p, nil
}

// OpeningsSpec is the --openings setting: a file (empty: the built-in set
// of the variant), the order (sequential or random) and the most plies
// to take from each move list (0: all).
type OpeningsSpec struct {
	File  string
	Order string
	Plies int
}

// ParseOpeningsSpec reads "FILE [order=random|sequential] [plies=N]";
// the file may also be written file=FILE, and "builtin" (or no file)
// names the built-in set. The default order is random (by the run's seed).
func ParseOpeningsSpec(s string) (OpeningsSpec, error) {
	sp := OpeningsSpec{Order: "random"}
	fields, err := splitQuoted(s)
	if err != nil {
		return sp, fmt.Errorf("openings: %w", err)
	}
	for i, f := range fields {
		key, val, ok := strings.Cut(f, "=")
		if !ok {
			if i != 0 {
				return sp, fmt.Errorf("openings: field %q: want key=value after the file", f)
			}
			key, val = "file", f
		}
		switch key {
		case "file":
			if val != "builtin" {
				sp.File = val
			}
		case "order":
			if val != "random" && val != "sequential" {
				return sp, fmt.Errorf("openings: order=%q: want random or sequential", val)
			}
			sp.Order = val
		case "plies":
			n, err := strconv.Atoi(val)
			if err != nil || n < 0 {
				return sp, fmt.Errorf("openings: plies=%q: want a whole number, 0 or more", val)
			}
			sp.Plies = n
		default:
			return sp, fmt.Errorf("openings: unknown key %q (known: file order plies)", key)
		}
	}
	return sp, nil
}

// LoadOpenings returns the openings sp names for rules r: the built-in
// set of r's variant, or the file's. A file holds one opening per line, a
// BFEN or a move list from the variant's start (blank lines and lines
// starting with # are skipped), or, when its name ends in .pgn, game
// records whose start (FEN tag) and moves are taken. Every opening is
// played through the rules; a bad one is an error naming its line.
func LoadOpenings(sp OpeningsSpec, r *engine.Rules) ([]Opening, error) {
	var ops []Opening
	var err error
	switch {
	case sp.File == "":
		ops, err = builtinOpenings(r)
	case strings.HasSuffix(strings.ToLower(sp.File), ".pgn"):
		ops, err = readPGNOpenings(sp.File, r)
	default:
		var f *os.File
		if f, err = os.Open(sp.File); err != nil {
			return nil, fmt.Errorf("openings: %w", err)
		}
		defer f.Close()
		ops, err = ReadOpenings(f, sp.File, r)
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

// ReadOpenings reads openings in the line format of LoadOpenings from in;
// name labels them and the errors.
func ReadOpenings(in io.Reader, name string, r *engine.Rules) ([]Opening, error) {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	var ops []Opening
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		o, err := parseOpeningLine(line, r)
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

// parseOpeningLine reads a BFEN (its fields, optionally followed by
// "moves m1 m2 ...") or a move list from the variant's start.
func parseOpeningLine(line string, r *engine.Rules) (Opening, error) {
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

// readPGNOpenings takes the start and the moves of every record in file.
func readPGNOpenings(file string, r *engine.Rules) ([]Opening, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("openings: %w", err)
	}
	defer f.Close()
	rd := record.NewReader(f)
	var ops []Opening
	for i := 1; ; i++ {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return ops, nil
		}
		if err != nil {
			return nil, fmt.Errorf("openings: %s: game %d: %w", file, i, err)
		}
		gr, positions, err := record.Replay(g)
		if err != nil {
			return nil, fmt.Errorf("openings: %s: game %d: %w", file, i, err)
		}
		if gr != *r {
			return nil, fmt.Errorf("openings: %s: game %d: its variant or rule options differ from the match's", file, i)
		}
		o := Opening{Start: positions[0], Label: file + " game " + strconv.Itoa(i)}
		for _, e := range g.Moves {
			o.Moves = append(o.Moves, e.Move)
		}
		ops = append(ops, o)
	}
}

// builtinOpenings returns the frozen built-in set of r's variant. The
// move lists were generated for the default rules; under other rule
// options the ones that are no longer legal are dropped.
func builtinOpenings(r *engine.Rules) ([]Opening, error) {
	lines := builtinOpeningLines[r.Variant]
	var ops []Opening
	for i, line := range lines {
		o, err := parseOpeningLine(line, r)
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

// openingOrder returns the order in which openings are used: the indices
// 0..n-1 as they are, or shuffled by seed.
func openingOrder(n int, random bool, seed uint64) []int {
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	if random {
		rng := rand.New(rand.NewPCG(seed, 0x6f70656e696e6773)) // "openings"
		rng.Shuffle(n, func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
	}
	return idx
}
