package checkcmd

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
)

// checkOptions says how checkFiles reports.
type checkOptions struct {
	// AllErrors lists every bad game, not only the first of each file.
	AllErrors bool
	// Stdin is read for the file "-".
	Stdin io.Reader
}

// checkFiles reads and replays every game of files and writes to w, per
// file and in total when there are several, the number of games and
// plies, the results, the terminations (grouped: the words before a colon, numbers as N) and
// the bad games as FILE:LINE with the reason. A bad game is counted and
// the games after it are still checked; a file that cannot be read is
// reported and the other files are checked. The error tells how many
// files could not be read or, when all could, how many games were bad.
func checkFiles(w io.Writer, files []string, opts checkOptions) error {
	total := newCheckTally()
	failed := 0
	for _, path := range files {
		c := newCheckTally()
		if st, err := os.Stat(path); err == nil && st.IsDir() {
			failed++
			fmt.Fprintf(w, "%s: cannot read: it is a folder, not a file of game records\n", path)
			continue
		}
		format, err := record.EachGame(path, opts.Stdin, func(v *record.FileGame) error {
			if v.Err != nil {
				c.bad++
				if opts.AllErrors || len(c.problems) == 0 {
					c.problems = append(c.problems, v.Problem().Error())
				}
				return nil
			}
			c.add(v.Game)
			return nil
		})
		if err != nil {
			failed++
			fmt.Fprintf(w, "%s: cannot read: %v\n", path, err)
			continue
		}
		c.write(w, fmt.Sprintf("%s (%s)", path, format))
		total.merge(c)
	}
	if len(files) > 1 {
		total.write(w, fmt.Sprintf("total of %d files", total.files))
	}
	switch {
	case failed > 0:
		return fmt.Errorf("%d of %d file(s) cannot be read", failed, len(files))
	case total.bad > 0:
		return fmt.Errorf("%d bad game(s)", total.bad)
	}
	return nil
}

// checkTally counts the games of one file, or of several.
type checkTally struct {
	files        int            // the files merged in
	games        int            // the good games
	plies        int            // the plies of the good games
	bad          int            // the bad games
	results      map[string]int // good games by result token (1-0, 0-1, 1/2-1/2, *)
	terminations map[string]int // good games by terminationKind; "unfinished" for * without one
	problems     []string       // the bad games reported, as FileGame.Problem says
}

// newCheckTally returns an empty tally.
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

// merge adds the counts of the tally of one more file; its problems stay
// with it.
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
// text, each run of digits replaced by N ("adjudication" vs "North cannot
// move").
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

// write prints the tally under a heading: games and plies, results,
// terminations (most frequent first) and problems.
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
