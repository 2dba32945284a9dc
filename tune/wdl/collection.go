package wdl

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/tune"
)

// Data is what the records give for one variant.
type Data struct {
	Samples  []tune.WinSample
	Games    int            // games that gave samples
	Skipped  map[string]int // games left out, by reason
	Files    map[string]bool
	Players  map[string]bool
	Controls map[string]bool // the TimeControl tags
}

// Collection is the data of the records read so far, per variant.
type Collection map[engine.Variant]*Data

// engineFailures are the words of a Termination tag that mark a game
// lost by an engine failure rather than on the board or by resignation.
func engineFailures() []string {
	return []string{"time forfeit", "rules infraction", "abandoned"}
}

// Add adds the scored moves of g, read from file, to the data of its
// variant: every move whose comment holds a score that is not a proven
// result (score.ParseComment), from the mover's view, with whether the
// mover won. Games without a decisive result, games lost by an engine
// failure and games without a scored move are counted as left out. The
// error is that of replaying g.
func (c Collection) Add(g *record.Game, file string) error {
	rules, positions, err := record.Replay(g)
	if err != nil {
		return err
	}
	d := c[rules.Variant]
	if d == nil {
		d = &Data{Skipped: map[string]int{}, Files: map[string]bool{}, Players: map[string]bool{}, Controls: map[string]bool{}}
		c[rules.Variant] = d
	}
	d.Files[file] = true
	if g.Result != engine.SouthWins && g.Result != engine.NorthWins {
		d.Skipped["no decisive result"]++
		return nil
	}
	term := strings.ToLower(g.Termination)
	for _, w := range engineFailures() {
		if strings.Contains(term, w) {
			d.Skipped["engine failure"]++
			return nil
		}
	}
	n := 0
	id := len(d.Samples) // distinct per game: the index of its first sample
	for i, m := range g.Moves {
		sc, _, ok := score.ParseComment(m.Comment)
		if !ok || sc.IsProven() {
			continue
		}
		mover := positions[i].Side
		d.Samples = append(d.Samples, tune.WinSample{Score: float64(sc), Won: g.Result == engine.Winner(mover), Game: id})
		n++
	}
	if n == 0 {
		d.Skipped["no scored move"]++
		return nil
	}
	d.Games++
	for _, name := range []string{"South", "North"} {
		if s, ok := g.Tag(name); ok {
			d.Players[s] = true
		}
	}
	if s, ok := g.Tag("TimeControl"); ok {
		d.Controls[s] = true
	}
	return nil
}

// AddFiles adds the games of the record files at paths ("-": stdin), in
// either format, with Add and the file's base name. A game that cannot
// be read is left out and counted in bad, and leftOut gets its problem
// (record.FileGame.Problem: the file, the line and the reason). The
// error, naming the file, is that of opening or reading a file or of
// replaying a game; it stops the reading.
func (c Collection) AddFiles(paths []string, stdin io.Reader, leftOut func(problem error)) (bad int, err error) {
	for _, path := range paths {
		if _, err := record.EachGame(path, stdin, func(v *record.FileGame) error {
			if v.Err != nil {
				bad++
				leftOut(v.Problem())
				return nil
			}
			return c.Add(v.Game, filepath.Base(path))
		}); err != nil {
			return bad, fmt.Errorf("%s: %w", path, err)
		}
	}
	return bad, nil
}
