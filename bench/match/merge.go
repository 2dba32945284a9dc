package match

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
)

// Merged is the result of merging the records of several runs (the
// shards of one match): the games in schedule order and their tally.
type Merged struct {
	Games []*record.Game
	Tally *Tally
}

// Merge is MergeWarn with the warnings on standard error.
func Merge(files []string) (*Merged, error) {
	return MergeWarn(files, os.Stderr)
}

// MergeWarn reads the records of files, written by runs of one match (its
// shards, or a run and its resumption), checks every game with the rules
// engine, drops exact duplicates, and returns the games sorted by their
// Game tag with the statistics over all of them. Two different games with
// the same number, or a record without the Game and Pair tags bao match
// writes, are errors naming the file and the game. A file's last record
// cut off before its result token, the normal state of a file whose run
// was killed while writing, is skipped with a warning on warn.
func MergeWarn(files []string, warn io.Writer) (*Merged, error) {
	type entry struct {
		g    *record.Game
		num  int
		pair int
		file string
	}
	byNum := map[int]entry{}
	for _, file := range files {
		f, err := os.Open(file)
		if err != nil {
			return nil, fmt.Errorf("merge: %w", err)
		}
		rd := record.NewReader(f)
		for i := 1; ; i++ {
			g, err := rd.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				if _, next := rd.Next(); errors.Is(next, io.EOF) && cutOff(f) {
					fmt.Fprintf(warn, "Warning: %s: game %d is cut off at the end of the file (a run stopped while writing it?): skipped (%v)\n", file, i, err)
					break
				}
				f.Close()
				return nil, fmt.Errorf("merge: %s: game %d: %w", file, i, err)
			}
			num, err := intTag(g, "Game")
			if err == nil {
				var pair int
				if pair, err = intTag(g, "Pair"); err == nil {
					e := entry{g, num, pair, file}
					if old, dup := byNum[num]; dup {
						if !sameGame(old.g, g) {
							err = fmt.Errorf("game number %d is also in %s with other moves or players", num, old.file)
						}
					} else {
						byNum[num] = e
					}
				}
			}
			if err != nil {
				f.Close()
				return nil, fmt.Errorf("merge: %s: game %d: %w", file, i, err)
			}
		}
		f.Close()
	}
	nums := make([]int, 0, len(byNum))
	for n := range byNum {
		nums = append(nums, n)
	}
	slices.Sort(nums)
	m := &Merged{Tally: NewTally(nil)}
	for _, n := range nums {
		e := byNum[n]
		south, _ := e.g.Tag("South")
		north, _ := e.g.Tag("North")
		m.Games = append(m.Games, e.g)
		m.Tally.Add(south, north, e.g.Result, classify(e.g.Result, e.g.Termination), e.pair)
	}
	return m, nil
}

// cutOff reports whether the file f does not end with a result token
// (1-0, 0-1, 1/2-1/2 or *), the last word of every whole record: its
// last record was cut off while being written.
func cutOff(f *os.File) bool {
	st, err := f.Stat()
	if err != nil {
		return false
	}
	const tail = 256
	off := max(st.Size()-tail, 0)
	buf := make([]byte, st.Size()-off)
	if _, err := f.ReadAt(buf, off); err != nil && !errors.Is(err, io.EOF) {
		return false
	}
	words := strings.Fields(string(buf))
	if len(words) == 0 {
		return false
	}
	switch words[len(words)-1] {
	case "1-0", "0-1", "1/2-1/2", "*":
		return false
	}
	return true
}

// intTag reads a tag holding a whole number of at least 1.
func intTag(g *record.Game, name string) (int, error) {
	v, ok := g.Tag(name)
	if !ok {
		return 0, fmt.Errorf("no %s tag: not a record written by bao match", name)
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("tag %s %q: want a whole number of at least 1", name, v)
	}
	return n, nil
}

// sameGame reports whether two records hold the same game: the same
// players, start, moves and result (dates and comments may differ).
func sameGame(a, b *record.Game) bool {
	for _, t := range []string{"South", "North", "FEN", "Variant"} {
		x, _ := a.Tag(t)
		y, _ := b.Tag(t)
		if x != y {
			return false
		}
	}
	if a.Result != b.Result || len(a.Moves) != len(b.Moves) {
		return false
	}
	for i := range a.Moves {
		if a.Moves[i].Move != b.Moves[i].Move {
			return false
		}
	}
	return true
}

// classify recovers the Reason from a Termination tag written by
// playGame.
func classify(r engine.Result, term string) Reason {
	has := func(s string) bool { return strings.Contains(term, s) }
	switch {
	case strings.HasPrefix(term, "time forfeit"):
		return ReasonTime
	case strings.HasPrefix(term, "rules infraction"):
		if has(" sent a malformed move") || has(" sent bestmove without a move") {
			return ReasonMalformed
		}
		return ReasonIllegal
	case strings.HasPrefix(term, "adjudication: draw at the move limit"):
		return ReasonMaxPlies
	case strings.HasPrefix(term, "adjudication: draw, both players failed"):
		return ReasonBoth
	case strings.HasPrefix(term, "adjudication:") && has(" resigns "):
		return ReasonResign
	case strings.HasPrefix(term, "abandoned:"):
		switch {
		case has(" crashed: "):
			return ReasonCrash
		case has(" stalled: "):
			return ReasonHang
		case has(" printed garbage: "):
			return ReasonGarbage
		case has(" could not start"):
			return ReasonStart
		}
		return ReasonCrash
	}
	if r == engine.NoResult {
		return ReasonNone
	}
	return ReasonRules
}

// WriteGames writes the records to w.
func WriteGames(w io.Writer, games []*record.Game) error {
	for _, g := range games {
		if err := writeRecord(w, g); err != nil {
			return err
		}
	}
	return nil
}
