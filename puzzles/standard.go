package puzzles

import (
	"bytes"
	"compress/gzip"
	"fmt"

	"github.com/baoengine/bao/engine"
)

// The shipped file's standard (doc.go, "The file's rules").
const (
	// MinPuzzles is the fewest puzzles of the file.
	MinPuzzles = 1000
	// MinKiswahili is the least share of Bao la Kiswahili puzzles, per mille.
	MinKiswahili = 700
	// MinNamua is the least share of puzzles from the namua stage, per mille.
	MinNamua = 300
	// MaxGreedy is the most puzzles solved by the move that captures the
	// most seeds, per mille.
	MaxGreedy = 200
	// MaxLevelShare is the most puzzles of one difficulty, per mille.
	MaxLevelShare = 350
	// MaxGzipBytes bounds the file gzipped (gzip -9).
	MaxGzipBytes = 400_000
)

// Standard is what a whole puzzles file must meet, beyond each puzzle's
// own rules: its size and shares. DefaultStandard is the shipped file's;
// a test of a few puzzles relaxes it.
type Standard struct {
	MinPuzzles    int
	MinKiswahili  int // per mille
	MinNamua      int // per mille
	MaxGreedy     int // per mille
	MaxLevelShare int // per mille
	MaxGzipBytes  int
}

// DefaultStandard is the standard of the shipped file.
func DefaultStandard() Standard {
	return Standard{MinPuzzles: MinPuzzles, MinKiswahili: MinKiswahili, MinNamua: MinNamua,
		MaxGreedy: MaxGreedy, MaxLevelShare: MaxLevelShare, MaxGzipBytes: MaxGzipBytes}
}

// RuleError is a puzzle, or the file (ID 0), breaking one of the file's
// rules: Rule names it.
type RuleError struct {
	Rule string // count, kiswahili, namua, greedy, difficulty, size, duplicate, line
	ID   int    // the puzzle at fault, 0 for the file as a whole
	Err  error
}

func (e *RuleError) Error() string {
	if e.ID > 0 {
		return fmt.Sprintf("puzzle %d: rule %s: %v", e.ID, e.Rule, e.Err)
	}
	return fmt.Sprintf("rule %s: %v", e.Rule, e.Err)
}

// Unwrap returns the reason.
func (e *RuleError) Unwrap() error { return e.Err }

// share writes n of total as "n of total puzzles (x.y%)".
func share(n, total int) string {
	return fmt.Sprintf("%d of %d puzzles (%.1f%%)", n, total, 100*float64(n)/float64(max(total, 1)))
}

// fileRules checks the rules of the whole file over puzzles each valid
// (Validate): the standard's count, shares and size, and that no two
// puzzles are one position up to the board's symmetries and no puzzle's
// position lies on another's line. It returns every fault found.
func (s *Standard) fileRules(ps []Puzzle) []error {
	var errs []error
	fail := func(rule string, id int, format string, args ...any) {
		errs = append(errs, &RuleError{Rule: rule, ID: id, Err: fmt.Errorf(format, args...)})
	}
	n := len(ps)
	if n < s.MinPuzzles {
		fail("count", 0, "%d puzzles: want at least %d", n, s.MinPuzzles)
	}
	var kiswahili, namua, greedy int
	levels := make([]int, Levels+1)
	for i := range ps {
		p := &ps[i]
		if p.Variant == engine.Kiswahili.String() {
			kiswahili++
		}
		if p.Stage == StageNamua {
			namua++
		}
		if p.Greedy {
			greedy++
		}
		levels[p.Difficulty]++
	}
	if kiswahili*1000 < s.MinKiswahili*n {
		fail("kiswahili", 0, "%s are Bao la Kiswahili: want at least %.1f%%", share(kiswahili, n), float64(s.MinKiswahili)/10)
	}
	if namua*1000 < s.MinNamua*n {
		fail("namua", 0, "%s are from the namua stage: want at least %.1f%%", share(namua, n), float64(s.MinNamua)/10)
	}
	if greedy*1000 > s.MaxGreedy*n {
		fail("greedy", 0, "%s are solved by the move that captures the most seeds: want at most %.1f%%", share(greedy, n), float64(s.MaxGreedy)/10)
	}
	for d := 1; d <= Levels; d++ {
		if levels[d]*1000 > s.MaxLevelShare*n {
			fail("difficulty", 0, "%s have difficulty %d: want at most %.1f%% at each level", share(levels[d], n), d, float64(s.MaxLevelShare)/10)
		}
	}
	var raw, gz bytes.Buffer
	if err := Write(&raw, ps); err != nil {
		fail("size", 0, "%v", err)
	}
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(raw.Bytes())
	zw.Close()
	if gz.Len() > s.MaxGzipBytes {
		fail("size", 0, "%d bytes, %d gzipped: want at most %d gzipped", raw.Len(), gz.Len(), s.MaxGzipBytes)
	}
	type seen struct {
		id  int
		sym symmetry
	}
	starts := map[uint64]seen{}
	keys := make([][]uint64, n)
	for i := range ps {
		p := &ps[i]
		r, _ := p.rules()
		pos, _ := engine.ParsePosition(p.BFEN, r.Variant)
		k, sym := canonical(&pos)
		if o, ok := starts[k]; ok {
			fail("duplicate", p.ID, "the position of puzzle %d, %v", o.id, sym^o.sym)
			continue
		}
		starts[k] = seen{p.ID, sym}
		line := make([]engine.Move, len(p.Line))
		q := pos
		for j, tok := range p.Line {
			line[j] = mustMove(&r, &q, tok)
			q, _ = r.Play(&q, line[j])
		}
		keys[i] = lineKeys(&r, pos, line)
	}
	for i := range ps {
		for j, k := range keys[i] {
			if j == 0 {
				continue
			}
			if o, ok := starts[k]; ok && o.id != ps[i].ID {
				fail("line", o.id, "its position lies on the line of puzzle %d, after line[%d] %s (%s)", ps[i].ID, j-1, ps[i].Line[j-1], map[bool]string{true: "the part asked", false: "the rest shown"}[j-1 < 2*ps[i].Asked-1])
			}
		}
	}
	return errs
}
