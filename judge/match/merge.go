package match

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/record"
)

// Merged is the result of merging the records of several runs (the
// shards of one match): the games in schedule order, their tally, and the
// number of records left out as bad (each reported as a warning).
type Merged struct {
	Games []*record.Game
	Tally *Tally
	Bad   int
}

// Merge is MergeWarn with the warnings on standard error.
func Merge(files []string) (*Merged, error) {
	return MergeWarn(files, os.Stderr)
}

// MergeWarn reads the records of files, written by runs of one match (its
// shards, or a run and its resumption), checks every game with the rules
// engine, drops exact duplicates, and returns the games sorted by their
// Game tag with the statistics over all of them.
//
// Every good game of every file is kept. A record that does not read,
// lacks the Game and Pair tags bao match writes, or is unfinished (its
// result "*"), is left out, counted in
// Bad and reported on warn with its file and number; a file's last record
// cut off before its result token, the normal state of a file whose run
// was killed while writing, is left out with a warning and not counted.
// It is an error when a file cannot be read, when a file is given twice
// (by os.SameFile), when the records come from runs of different seeds
// (their Seed tags differ), when two different games carry the same
// number (not one match), and when no game is left.
func MergeWarn(files []string, warn io.Writer) (*Merged, error) {
	return merge(files, false, warn)
}

// MergeRuns is MergeWarn for the records of several matches between the
// same engines played with different seeds (each possibly in shards): the
// games of each seed are merged as one match, and all of them are
// counted, with the pairs of different seeds kept apart. The games come
// in the order of the seeds' first appearance in files, then by number.
func MergeRuns(files []string, warn io.Writer) (*Merged, error) {
	return merge(files, true, warn)
}

// gameKey identifies a game of a merge: its number within its seed's
// schedule.
type gameKey struct {
	seed string
	num  int
}

// merge is MergeWarn, and MergeRuns when acrossSeeds is set.
func merge(files []string, acrossSeeds bool, warn io.Writer) (*Merged, error) {
	if err := distinctFiles(files); err != nil {
		return nil, err
	}
	type entry struct {
		g    *record.Game
		pair int
		file string
	}
	byKey := map[gameKey]entry{}
	seedRank := map[string]int{} // the order of the seeds' first games
	bad := 0
	var seed, seedFile string
	for _, file := range files {
		f, err := os.Open(file)
		if err != nil {
			return nil, fmt.Errorf("merge: %w", err)
		}
		if err := record.CheckEnd(f); err != nil {
			f.Close()
			return nil, fmt.Errorf("merge: %s: %w", file, err)
		}
		rd := record.NewReader(f)
		// A record that fails is reported once the next one is read: the
		// last record of a file may be cut off rather than bad.
		var failed error
		failedAt := 0
		for i := 1; ; i++ {
			g, err := rd.Next()
			if failed != nil {
				if errors.Is(err, io.EOF) && record.EndsInCutRecord(f) {
					fmt.Fprintf(warn, "Warning: %s: game %d is cut off at the end of the file (a run stopped while writing it?): skipped (%v)\n", file, failedAt, failed)
					break
				}
				bad++
				fmt.Fprintf(warn, "Warning: %s: game %d: %v: left out\n", file, failedAt, failed)
				failed = nil
			}
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				failed, failedAt = err, i
				continue
			}
			num, pair, err := gameNumbers(g)
			if err == nil && g.Result == engine.NoResult {
				// Not a loss for both sides: a game without a result.
				err = errors.New(`result "*": an unfinished game`)
			}
			if err != nil {
				bad++
				fmt.Fprintf(warn, "Warning: %s: game %d: %v: left out\n", file, i, err)
				continue
			}
			s, _ := g.Tag("Seed")
			if _, seen := seedRank[s]; !seen {
				seedRank[s] = len(seedRank)
			}
			if s != "" && !acrossSeeds {
				if seedFile == "" {
					seed, seedFile = s, file
				} else if s != seed {
					f.Close()
					return nil, &SeedsError{File: file, Game: i, Seed: s, OtherFile: seedFile, OtherSeed: seed}
				}
			}
			key := gameKey{s, num}
			if old, dup := byKey[key]; !dup {
				byKey[key] = entry{g, pair, file}
			} else if !sameGame(old.g, g) {
				f.Close()
				return nil, fmt.Errorf("merge: %s: game %d: game number %d is also in %s with other moves or players:"+
					" not shards of one match", file, i, num, old.file)
			}
		}
		f.Close()
	}
	if len(byKey) == 0 {
		return nil, fmt.Errorf("merge: no game of bao match in %s (%d bad record(s))", strings.Join(files, ", "), bad)
	}
	keys := make([]gameKey, 0, len(byKey))
	for k := range byKey {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b gameKey) int {
		if c := cmp.Compare(seedRank[a.seed], seedRank[b.seed]); c != 0 {
			return c
		}
		return cmp.Compare(a.num, b.num)
	})
	// Pair numbers restart with each seed: the tally's pairs are numbered
	// afresh so that the pairs of different seeds stay apart.
	type pairKey struct {
		seed string
		pair int
	}
	pairs := map[pairKey]int{}
	games := make([]mergedGame, len(keys))
	for i, k := range keys {
		e := byKey[k]
		games[i] = mergedGame{k, e.pair, e.g}
	}
	names, unsure := engineOrder(games)
	if unsure != "" {
		fmt.Fprintf(warn, "Warning: %s\n", unsure)
	}
	m := &Merged{Tally: NewTally(names), Bad: bad}
	for _, k := range keys {
		e := byKey[k]
		pk := pairKey{k.seed, e.pair}
		if _, ok := pairs[pk]; !ok {
			pairs[pk] = len(pairs) + 1
		}
		south, _ := e.g.Tag("South")
		north, _ := e.g.Tag("North")
		m.Games = append(m.Games, e.g)
		m.Tally.Add(south, north, e.g.Result, classify(e.g.Result, e.g.Termination), pairs[pk])
	}
	return m, nil
}

// distinctFiles refuses a list of files that names one file twice, by
// name or by os.SameFile (a link, another spelling of the path): its
// games would count once, and the mistake would pass unseen.
func distinctFiles(files []string) error {
	stats := make([]os.FileInfo, len(files))
	for i, file := range files {
		st, err := os.Stat(file)
		if err != nil {
			return fmt.Errorf("merge: %w", err)
		}
		for j := range i {
			switch {
			case files[j] == file:
				return fmt.Errorf("merge: %s is given twice", file)
			case os.SameFile(stats[j], st):
				return fmt.Errorf("merge: %s is the same file as %s", file, files[j])
			}
		}
		stats[i] = st
	}
	return nil
}

// gameNumbers reads the Game and Pair tags bao match writes.
func gameNumbers(g *record.Game) (num, pair int, err error) {
	if num, err = intTag(g, "Game"); err != nil {
		return 0, 0, err
	}
	if pair, err = intTag(g, "Pair"); err != nil {
		return 0, 0, err
	}
	return num, pair, nil
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

// mergedGame is a game of a merge with its numbers.
type mergedGame struct {
	key  gameKey
	pair int
	g    *record.Game
}

// engineOrder returns the engines of games in the order of the match's
// --engine flags, which the statistics follow (the first engine's score,
// Elo and SPRT; the first two engines' pairing is the main one). The
// schedule makes the pairing's earlier engine South in the first game
// of every pair, so each pair whose first game is known tells the order
// of its two engines, whatever games are missing: both games of the pair
// are there (the lower number is the first), or the one there is known
// to open its pair (game 1; its predecessor in another pair; number
// 2*Pair-1 when every pair is whole) or to close it. Engines that no
// pair orders follow in the order they first appear, and unsure says so.
func engineOrder(games []mergedGame) (names []string, unsure string) {
	type pk struct {
		seed string
		pair int
	}
	byPair := map[pk][]mergedGame{}
	byNum := map[gameKey]mergedGame{}
	index := map[string]int{}
	for _, mg := range games {
		byPair[pk{mg.key.seed, mg.pair}] = append(byPair[pk{mg.key.seed, mg.pair}], mg)
		byNum[mg.key] = mg
		for _, tag := range []string{"South", "North"} {
			n, _ := mg.g.Tag(tag)
			if _, ok := index[n]; !ok {
				index[n] = len(names)
				names = append(names, n)
			}
		}
	}
	// before[a][b]: a pair shows engine a before engine b.
	before := map[string]map[string]bool{}
	for k, gs := range byPair {
		first := gs[0]
		opens := len(gs) > 1 // the games come sorted by number
		if !opens {
			n := first.key.num
			prev, hasPrev := byNum[gameKey{k.seed, n - 1}]
			switch {
			case n == 1, hasPrev && prev.pair != k.pair:
				opens = true
			case hasPrev:
				opens = false
			case n == 2*k.pair-1:
				opens = true
			case n != 2*k.pair:
				continue // cannot tell
			}
		}
		south, _ := first.g.Tag("South")
		north, _ := first.g.Tag("North")
		a, b := south, north
		if !opens {
			a, b = north, south
		}
		if before[a] == nil {
			before[a] = map[string]bool{}
		}
		before[a][b] = true
	}
	// Order: repeatedly take the first engine (by appearance) that no
	// engine left is known to precede.
	left := slices.Clone(names)
	var out []string
	var guessed []string
	for len(left) > 0 {
		pick := -1
		for i, x := range left {
			free := true
			for _, y := range left {
				if before[y][x] && !before[x][y] {
					free = false
					break
				}
			}
			if free {
				pick = i
				break
			}
		}
		if pick < 0 {
			pick = 0 // contradictory records: keep the order of appearance
		}
		x := left[pick]
		if len(left) > 1 {
			known := false
			for _, y := range left {
				if y != x && (before[x][y] || before[y][x]) {
					known = true
				}
			}
			if !known {
				guessed = append(guessed, x)
			}
		}
		out = append(out, x)
		left = slices.Delete(left, pick, pick+1)
	}
	if len(guessed) > 0 {
		unsure = fmt.Sprintf("no whole game pair tells the order of engine(s) %s among the others: taken in the order they first appear, which decides whose score, Elo and SPRT are reported",
			strings.Join(guessed, ", "))
	}
	return out, unsure
}

// SeedsError is the error of a merge (MergeWarn) of records played with
// different seeds (the field "seed"), which are not shards of one match;
// MergeRuns (the field "runs") counts them together.
type SeedsError struct {
	File      string // the file of the game
	Game      int    // the game's number in it
	Seed      string // its seed
	OtherFile string // the file whose games set the seed
	OtherSeed string // that seed
}

// Error names the fields in the library's words.
func (e *SeedsError) Error() string { return e.Text(nil) }

// Text names the fields as n names them.
func (e *SeedsError) Text(n field.Namer) string {
	seed := field.Say(n, "seed", "seed")
	return fmt.Sprintf("merge: %s: game %d was played with %s %s, the games of %s with %s %s:"+
		" not shards of one match (%s counts the runs of several seeds together)",
		e.File, e.Game, seed, e.Seed, e.OtherFile, seed, e.OtherSeed, field.Say(n, "runs", "MergeRuns"))
}
