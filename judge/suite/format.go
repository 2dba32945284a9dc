package suite

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/baoengine/bao/engine"
)

// Entry is one position of a test suite: proven won for the side to
// move, with every legal move labelled winning (its child is proven lost
// for the opponent) or losing (proven won for him).
type Entry struct {
	Variant engine.Variant
	Pos     engine.Position
	Win     []engine.Move // the winning moves, in generation order
	Lose    []engine.Move // the losing moves, in generation order
	Line    int           // the line of the suite file, for messages
}

// Wins reports whether m is one of the entry's winning moves.
func (e *Entry) Wins(m engine.Move) bool { return slices.Contains(e.Win, m) }

// String returns the entry as a line of a suite file (without newline):
// BFEN | variant | winning moves | losing moves.
func (e *Entry) String() string {
	return e.Pos.String() + " | " + e.Variant.String() + " | " + movesText(e.Win) + " | " + movesText(e.Lose)
}

func movesText(ms []engine.Move) string {
	s := make([]string, len(ms))
	for i, m := range ms {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}

// Parse reads a suite file: one position a line, "BFEN | variant |
// winning moves | losing moves" with the moves separated by spaces; blank
// lines and lines starting with # are skipped. Each line is checked: the
// BFEN is valid for the variant, the game is not over, and the two move
// lists are disjoint, both non-empty, and together exactly the legal
// moves. name labels the errors.
func Parse(r io.Reader, name string) ([]Entry, error) {
	sc := bufio.NewScanner(r)
	var out []Entry
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		e, err := parseLine(line)
		if err != nil {
			return nil, fmt.Errorf("suite %s: line %d: %w", name, n, err)
		}
		e.Line = n
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("suite %s: %w", name, err)
	}
	return out, nil
}

func parseLine(line string) (Entry, error) {
	var e Entry
	f := strings.Split(line, "|")
	if len(f) != 4 {
		return e, fmt.Errorf("%d fields, want 4 separated by '|': BFEN | variant | winning moves | losing moves", len(f))
	}
	v, err := engine.ParseVariant(strings.TrimSpace(f[1]))
	if err != nil {
		return e, fmt.Errorf("variant: %w", err)
	}
	p, err := engine.ParsePosition(f[0], v)
	if err != nil {
		return e, err
	}
	e.Variant, e.Pos = v, p
	r := engine.DefaultRules(v)
	var legal engine.MoveList
	r.Legal(&p, &legal)
	if legal.N == 0 {
		return e, fmt.Errorf("the game is over in %s", p.String())
	}
	seen := map[engine.Move]int{} // 1 + the list the move was found in
	for i, list := range []*[]engine.Move{&e.Win, &e.Lose} {
		field := [2]string{"winning moves", "losing moves"}[i]
		toks := strings.Fields(f[2+i])
		if len(toks) == 0 {
			return e, fmt.Errorf("%s: none: a suite position needs both", field)
		}
		for _, t := range toks {
			m, err := engine.ParseMove(t)
			if err != nil {
				return e, fmt.Errorf("%s: %w", field, err)
			}
			if !legal.Contains(m) {
				return e, fmt.Errorf("%s: %v is not legal here (legal: %s)", field, m, movesText(legal.Slice()))
			}
			switch seen[m] {
			case i + 1:
				return e, fmt.Errorf("%s: %v is listed twice", field, m)
			case 1:
				return e, fmt.Errorf("%v is listed both as a winning and as a losing move", m)
			}
			seen[m] = i + 1
			*list = append(*list, m)
		}
	}
	if len(seen) != legal.N {
		var missing []engine.Move
		for _, m := range legal.Slice() {
			if seen[m] == 0 {
				missing = append(missing, m)
			}
		}
		return e, fmt.Errorf("moves %s are not labelled", movesText(missing))
	}
	return e, nil
}

// Write writes a suite file: the header lines as comments, then one
// line per entry.
func Write(w io.Writer, header []string, entries []Entry) error {
	bw := bufio.NewWriter(w)
	for _, h := range header {
		fmt.Fprintf(bw, "# %s\n", h)
	}
	for i := range entries {
		fmt.Fprintln(bw, entries[i].String())
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write suite: %w", err)
	}
	return nil
}
