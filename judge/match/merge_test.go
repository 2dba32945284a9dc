package match

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMergeSkipsCutOffRecord: a shard whose last record was cut off
// anywhere (in its tags, its moves or its result token), as kill -9 in
// the middle of a write leaves it, merges without that game and with a
// warning naming the file; a broken record that is not at the end of its
// file is still an error.
func TestMergeSkipsCutOffRecord(t *testing.T) {
	c, pgn := testConfig(t, 4, "builtin=greedy", "builtin=random")
	if _, err := Run(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	whole := pgn.String()
	first := whole[:strings.Index(whole[1:], "\n[Event ")+2] // the first record, blank line included
	dir := t.TempDir()
	res := strings.LastIndex(first, "1-0")
	if res < 0 {
		res = strings.LastIndex(first, "0-1")
	}
	cuts := map[string]int{
		"in the first tag":  3,
		"after a tag line":  strings.Index(first, "\n") + 1,
		"in the moves":      strings.Index(first, "\n\n") + 10,
		"before the result": res,
		"in the result":     res + 2,
	}
	for what, at := range cuts {
		file := filepath.Join(dir, "shard.pgn")
		if err := os.WriteFile(file, []byte(whole+first[:at]), 0o644); err != nil {
			t.Fatal(err)
		}
		var warn bytes.Buffer
		m, err := MergeWarn([]string{file}, &warn)
		if err != nil {
			t.Errorf("cut %s: %v", what, err)
			continue
		}
		if len(m.Games) != 4 || m.Tally.Games != 4 {
			t.Errorf("cut %s: %d games, want the 4 whole ones", what, len(m.Games))
		}
		if !strings.Contains(warn.String(), "shard.pgn: game 5 is cut off") {
			t.Errorf("cut %s: warning %q", what, warn.String())
		}
	}
}

// TestMergeKeepsGoodGames: a run appended to a file whose last record
// was cut off (as runs did before record.OpenAppend trimmed it) leaves a
// broken record in the middle of the file; merging it with a good shard
// keeps every good game of both files, counts and reports the bad
// record, and gives the statistics of the good games.
func TestMergeKeepsGoodGames(t *testing.T) {
	c, pgn := testConfig(t, 8, "builtin=greedy", "builtin=random")
	if _, err := Run(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	whole := pgn.String()
	starts := []int{}
	for i := 0; ; {
		j := strings.Index(whole[i:], "[Event ")
		if j < 0 {
			break
		}
		starts = append(starts, i+j)
		i += j + 1
	}
	if len(starts) != 8 {
		t.Fatalf("%d records", len(starts))
	}
	// broken.pgn: games 1-4, then game 5 cut in its second tag with
	// games 5-6 written after the cut. other.pgn: games 7-8.
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.pgn")
	other := filepath.Join(dir, "other.pgn")
	cut := starts[4] + strings.Index(whole[starts[4]:], "\n") + 8 // [Site "
	os.WriteFile(broken, []byte(whole[:cut]+whole[starts[4]:starts[6]]), 0o644)
	os.WriteFile(other, []byte(whole[starts[6]:]), 0o644)
	var warn bytes.Buffer
	m, err := MergeWarn([]string{broken, other}, &warn)
	if err != nil {
		t.Fatal(err)
	}
	got := []string{}
	for _, g := range m.Games {
		n, _ := g.Tag("Game")
		got = append(got, n)
	}
	// The cut record swallows the second game 5; game 6 and every
	// other one survive.
	if strings.Join(got, " ") != "1 2 3 4 6 7 8" || m.Tally.Games != 7 || m.Bad != 1 {
		t.Errorf("games %v, tally %d, bad %d; want 1-4 and 6-8, one bad", got, m.Tally.Games, m.Bad)
	}
	if !strings.Contains(warn.String(), "broken.pgn: game 5") || !strings.Contains(warn.String(), "left out") {
		t.Errorf("warning %q", warn.String())
	}
}

// TestMergeKeepsTheFirstEngine: the first engine of the match (whose
// score, Elo and SPRT are reported) is the one the schedule makes South
// in the first game of every pair, not the first engine of the first
// game merged: shards without game 1 (or with game 1 a bad record) gave
// "Score of random vs greedy" and the LLR negated.
func TestMergeKeepsTheFirstEngine(t *testing.T) {
	c, pgn := testConfig(t, 6, "builtin=greedy", "builtin=random")
	if _, err := Run(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	text := pgn.String()
	var records []string
	for rest := text; rest != ""; {
		i := strings.Index(rest[1:], "\n[Event ")
		if i < 0 {
			records = append(records, rest)
			break
		}
		records = append(records, rest[:i+2])
		rest = rest[i+2:]
	}
	if len(records) != 6 {
		t.Fatalf("%d records, want 6", len(records))
	}
	dir := t.TempDir()
	for what, keep := range map[string][]int{
		"all":               {0, 1, 2, 3, 4, 5},
		"without game 1":    {1, 2, 3, 4, 5},
		"only game 2":       {1},
		"games 2 and 6":     {1, 5},
		"without pair 1":    {2, 3, 4, 5},
		"only second games": {1, 3, 5},
	} {
		var b strings.Builder
		for _, i := range keep {
			b.WriteString(records[i])
		}
		file := filepath.Join(dir, "part.pgn")
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		var warn bytes.Buffer
		m, err := MergeWarn([]string{file}, &warn)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if p := m.Tally.Main(); p == nil || !strings.HasPrefix(m.Tally.ScoreLine(p), "Score of greedy vs random:") {
			t.Errorf("%s: names %v, want greedy first", what, m.Tally.Names)
		}
		if warn.Len() != 0 {
			t.Errorf("%s: warning %q", what, warn.String())
		}
	}
}

// TestMergeLeavesOutUnfinishedGames: a record whose result is "*" (a
// game not finished) is a bad record, left out and reported; it was
// counted as a loss for both engines.
func TestMergeLeavesOutUnfinishedGames(t *testing.T) {
	c, pgn := testConfig(t, 4, "builtin=greedy", "builtin=random")
	if _, err := Run(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	text := pgn.String()
	second := strings.Index(text[1:], "\n[Event ") + 2
	// Game 1's tags, its result "*", no moves.
	var head []string
	for _, l := range strings.Split(text[:strings.Index(text, "\n\n")], "\n") {
		switch {
		case strings.HasPrefix(l, "[Result "):
			head = append(head, `[Result "*"]`)
		case strings.HasPrefix(l, "[Termination "), strings.HasPrefix(l, "[PlyCount "):
		default:
			head = append(head, l)
		}
	}
	first := strings.Join(head, "\n") + "\n\n*\n\n"
	file := filepath.Join(t.TempDir(), "games.pgn")
	if err := os.WriteFile(file, []byte(first+text[second:]), 0o644); err != nil {
		t.Fatal(err)
	}
	var warn bytes.Buffer
	m, err := MergeWarn([]string{file}, &warn)
	if err != nil {
		t.Fatal(err)
	}
	if m.Bad != 1 || m.Tally.Games != 3 || len(m.Games) != 3 || !strings.Contains(warn.String(), `game 1: result "*": an unfinished game: left out`) {
		t.Errorf("bad %d, %d games counted, %d kept, warnings %q; want game 1 left out as unfinished", m.Bad, m.Tally.Games, len(m.Games), warn.String())
	}
}
