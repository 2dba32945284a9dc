package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
)

// checkTally counts the games of one file (or of all).
type checkTally struct {
	files        int
	games, plies int
	bad          int
	results      map[string]int
	terminations map[string]int
	problems     []string // the errors shown
}

func newCheckTally() *checkTally {
	return &checkTally{results: map[string]int{}, terminations: map[string]int{}}
}

// add counts a good game.
func (c *checkTally) add(g *record.Game) {
	c.games++
	c.plies += len(g.Moves)
	c.results[g.Result.Score()]++
	term := g.Termination
	if term == "" && g.Result == engine.NoResult {
		term = "unfinished"
	}
	if term != "" {
		c.terminations[terminationKind(term)]++
	}
}

// merge adds the counts of another tally.
func (c *checkTally) merge(o *checkTally) {
	c.files++
	c.games += o.games
	c.plies += o.plies
	c.bad += o.bad
	for k, n := range o.results {
		c.results[k] += n
	}
	for k, n := range o.terminations {
		c.terminations[k] += n
	}
}

// terminationKind groups Termination texts: the words before a colon
// ("time forfeit: bao-a took 1.2s ..." is "time forfeit"), or the whole
// text, numbers replaced by N ("adjudication" vs "North cannot move").
func terminationKind(t string) string {
	if head, _, ok := strings.Cut(t, ":"); ok && strings.TrimSpace(head) != "" {
		t = head
	}
	var b strings.Builder
	digits := false
	for _, r := range strings.TrimSpace(t) {
		if r >= '0' && r <= '9' {
			if !digits {
				b.WriteByte('N')
			}
			digits = true
			continue
		}
		digits = false
		b.WriteRune(r)
	}
	return b.String()
}

// write prints the tally under a heading.
func (c *checkTally) write(w io.Writer, heading string) {
	avg := 0.0
	if c.games > 0 {
		avg = float64(c.plies) / float64(c.games)
	}
	fmt.Fprintf(w, "%s: %d games, %d plies (%.1f a game)", heading, c.games, c.plies, avg)
	if c.bad > 0 {
		fmt.Fprintf(w, ", %d bad", c.bad)
	}
	fmt.Fprintln(w)
	if c.games > 0 {
		var parts []string
		for _, r := range []string{"1-0", "0-1", "1/2-1/2", "*"} {
			if n := c.results[r]; n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", r, n))
			}
		}
		fmt.Fprintf(w, "  results: %s\n", strings.Join(parts, ", "))
	}
	if len(c.terminations) > 0 {
		kinds := make([]string, 0, len(c.terminations))
		for k := range c.terminations {
			kinds = append(kinds, k)
		}
		sort.Slice(kinds, func(i, j int) bool {
			a, b := c.terminations[kinds[i]], c.terminations[kinds[j]]
			return a > b || a == b && kinds[i] < kinds[j]
		})
		parts := make([]string, len(kinds))
		for i, k := range kinds {
			parts[i] = fmt.Sprintf("%s %d", k, c.terminations[k])
		}
		fmt.Fprintf(w, "  terminations: %s\n", strings.Join(parts, ", "))
	}
	for _, p := range c.problems {
		fmt.Fprintf(w, "  error: %s\n", p)
	}
	if n := c.bad - len(c.problems); n > 0 {
		fmt.Fprintf(w, "  (%d more bad game(s); --all-errors lists them)\n", n)
	}
}

func runRecordCheck(e *env) error {
	fs := newFlags(e, "record check",
		"Read every game of the files (record text or JSON Lines), replay it with the rules\n"+
			"engine (every move legal, the result agreeing with the rules, PlyCount) and print,\n"+
			"per file and in total, the number of games and plies, the results and the\n"+
			"terminations (grouped: the words before a colon, numbers as N), and the first\n"+
			"bad game of each file as FILE:LINE with the reason. A bad game (a cut-off last\n"+
			"game, an illegal move, a result the rules contradict) is skipped and the games\n"+
			"after it are still checked. Exit code 1 when a game is bad or a file cannot be\n"+
			"read. Usage: bao record check [flags] FILES...",
		"  bao record check games.pgn\n  bao record check shard*.pgn --all-errors\n  bao record check games.jsonl\n")
	all := fs.Bool("all-errors", false, "list every bad game, not only the first of each file")
	files, err := parseFileFlags(fs, e.args)
	if err != nil {
		return err
	}
	total := newCheckTally()
	failed := 0
	for _, path := range files {
		c := newCheckTally()
		format, err := eachGame(e, path, func(v *gameVisit) error {
			if v.err != nil {
				c.bad++
				if *all || len(c.problems) == 0 {
					c.problems = append(c.problems, v.problem())
				}
				return nil
			}
			c.add(v.game)
			return nil
		})
		if err != nil {
			failed++
			fmt.Fprintf(e.stdout, "%s: cannot read: %v\n", path, err)
			continue
		}
		c.write(e.stdout, fmt.Sprintf("%s (%s)", path, format))
		total.merge(c)
	}
	if len(files) > 1 {
		total.write(e.stdout, fmt.Sprintf("total of %d files", total.files))
	}
	switch {
	case failed > 0:
		return fmt.Errorf("record check: %d of %d file(s) cannot be read", failed, len(files))
	case total.bad > 0:
		return fmt.Errorf("record check: %d bad game(s)", total.bad)
	}
	return nil
}
