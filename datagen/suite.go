package datagen

import (
	"bufio"
	"embed"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// SuiteEntry is one position of a test suite: proven won for the side to
// move, with every legal move labelled winning (its child is proven lost
// for the opponent) or losing (proven won for him).
type SuiteEntry struct {
	Variant engine.Variant
	Pos     engine.Position
	Win     []engine.Move // the winning moves, in generation order
	Lose    []engine.Move // the losing moves, in generation order
	Line    int           // the line of the suite file, for messages
}

// Wins reports whether m is one of the entry's winning moves.
func (e *SuiteEntry) Wins(m engine.Move) bool { return slices.Contains(e.Win, m) }

// String returns the entry as a line of a suite file (without newline):
// BFEN | variant | winning moves | losing moves.
func (e *SuiteEntry) String() string {
	return e.Pos.String() + " | " + e.Variant.String() + " | " + movesText(e.Win) + " | " + movesText(e.Lose)
}

func movesText(ms []engine.Move) string {
	s := make([]string, len(ms))
	for i, m := range ms {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}

// ParseSuite reads a suite file: one position a line, "BFEN | variant |
// winning moves | losing moves" with the moves separated by spaces; blank
// lines and lines starting with # are skipped. Each line is checked: the
// BFEN is valid for the variant, the game is not over, and the two move
// lists are disjoint, both non-empty, and together exactly the legal
// moves. name labels the errors.
func ParseSuite(r io.Reader, name string) ([]SuiteEntry, error) {
	sc := bufio.NewScanner(r)
	var out []SuiteEntry
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		e, err := parseSuiteLine(line)
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

func parseSuiteLine(line string) (SuiteEntry, error) {
	var e SuiteEntry
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
	seen := map[engine.Move]bool{}
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
			if seen[m] {
				return e, fmt.Errorf("%s: %v is listed twice", field, m)
			}
			seen[m] = true
			*list = append(*list, m)
		}
	}
	if len(seen) != legal.N {
		var missing []engine.Move
		for _, m := range legal.Slice() {
			if !seen[m] {
				missing = append(missing, m)
			}
		}
		return e, fmt.Errorf("moves %s are not labelled", movesText(missing))
	}
	return e, nil
}

// WriteSuite writes a suite file: the header lines as comments, then one
// line per entry.
func WriteSuite(w io.Writer, header []string, entries []SuiteEntry) error {
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

//go:embed suites/*.txt
var suiteFiles embed.FS

// SuiteFile returns the file name of variant v's built-in suite, as
// found under datagen/suites.
func SuiteFile(v engine.Variant) string { return "suites/" + v.String() + ".txt" }

// BuiltinSuite returns the built-in suite of variant v (datagen/suites,
// built by "bao datagen suite"; the command is in each file's header).
func BuiltinSuite(v engine.Variant) ([]SuiteEntry, error) {
	f, err := suiteFiles.Open(SuiteFile(v))
	if err != nil {
		return nil, fmt.Errorf("suite: %w", err)
	}
	defer f.Close()
	return ParseSuite(f, SuiteFile(v))
}

// SuiteScore is how a player did on a suite.
type SuiteScore struct {
	Positions int // positions played
	Hits      int // winning moves played
	// Random is the expected number of hits of a player choosing a legal
	// move uniformly at random: the suite's baseline.
	Random float64
	// Claimed counts positions where the player's score was a proven win
	// (search.IsWin, positive); FalseClaims those of them where the move
	// played loses, and LossClaims positions scored as proven losses. Both
	// must be 0: every suite position is won, and each label is proven.
	Claimed, FalseClaims, LossClaims int
}

// Rate returns the share of positions where a winning move was played.
func (s SuiteScore) Rate() float64 { return float64(s.Hits) / float64(max(s.Positions, 1)) }

// RandomRate returns the baseline rate of a uniformly random player.
func (s SuiteScore) RandomRate() float64 { return s.Random / float64(max(s.Positions, 1)) }

// Chooser picks a move for a suite position and returns its score (in
// search units; 0 when it has none).
type Chooser func(e *SuiteEntry) (engine.Move, int)

// MeasureSuite plays choose on every entry and counts the winning moves.
func MeasureSuite(entries []SuiteEntry, choose Chooser) SuiteScore {
	var s SuiteScore
	for i := range entries {
		e := &entries[i]
		m, score := choose(e)
		s.Positions++
		s.Random += float64(len(e.Win)) / float64(len(e.Win)+len(e.Lose))
		win := e.Wins(m)
		if win {
			s.Hits++
		}
		switch pl := search.PliesToWin(score); {
		case pl > 0:
			s.Claimed++
			if !win {
				s.FalseClaims++
			}
		case pl < 0:
			s.LossClaims++
		}
	}
	return s
}

// SearchChooser returns a Chooser that searches each position within lim
// with a one-thread searcher of options opts (its table cleared before
// every position, so each result depends on the position alone).
func SearchChooser(opts search.Options, lim search.Limits) Chooser {
	opts.Threads, opts.MultiPV = 1, 1
	s := search.New(opts)
	return func(e *SuiteEntry) (engine.Move, int) {
		r := engine.DefaultRules(e.Variant)
		s.Clear()
		res := s.Search(&r, e.Pos, nil, lim, nil)
		return res.Best, res.Score
	}
}
