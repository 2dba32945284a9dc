package match

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/shard"
	"github.com/baoengine/bao/openings"
	"github.com/baoengine/bao/record"
)

// testConfig returns a match of the given engine specifications on the
// built-in Kiswahili openings, recording into the returned buffer. Its
// waits for a handshake and for an untimed bestmove are long (20 and 30
// seconds), so that a loaded machine does not turn a slow answer into a
// hang; the tests that want a hang detected set Hang themselves.
func testConfig(t testing.TB, games int, specs ...string) (*Config, *bytes.Buffer) {
	t.Helper()
	r := engine.DefaultRules(engine.Kiswahili)
	ops, err := LoadOpenings(openings.Spec{}, &r)
	if err != nil {
		t.Fatal(err)
	}
	var pgn bytes.Buffer
	c := &Config{Rules: r, Openings: ops, RandomOrder: true, Games: games, Rounds: 1, Concurrency: 1,
		Seed: 7, Date: "2026.11.29", Ready: 20 * time.Second, Hang: 30 * time.Second, PGN: &pgn, Warn: io.Discard}
	for _, s := range specs {
		c.Engines = append(c.Engines, mustSpec(t, s))
	}
	return c, &pgn
}

// replayAll reads the records, replaying every game through the rules,
// and checks that each result is the one the runner counted.
func replayAll(t *testing.T, pgn []byte) []*record.Game {
	t.Helper()
	games, err := record.Read(bytes.NewReader(pgn))
	if err != nil {
		t.Fatalf("records do not replay: %v", err)
	}
	for _, g := range games {
		rules, pos, err := record.Replay(g)
		if err != nil {
			t.Fatalf("replay: %v", err)
		}
		last := pos[len(pos)-1]
		if r, _ := rules.Outcome(&last); r != engine.NoResult && r != g.Result {
			t.Errorf("game %v: the rules say %v, the record %v", g.Tags, r, g.Result)
		}
	}
	return games
}

// TestEngineBeatsRandom is the fast version of the acceptance run: the
// engine at depth 1 against builtin=random.
func TestEngineBeatsRandom(t *testing.T) {
	c, pgn := testConfig(t, 10, "cmd="+bin(t, "bao")+" depth=1 name=bao", "builtin=random")
	var progress bytes.Buffer
	c.Progress = &progress
	tally, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	p := tally.Main()
	if tally.Games != 10 || p.Score.W < 9 {
		t.Fatalf("bao vs random: %+v\n%s", p.Score, progress.String())
	}
	if p.Penta.Pairs() != 5 {
		t.Errorf("pairs %d, want 5", p.Penta.Pairs())
	}
	games := replayAll(t, pgn.Bytes())
	if len(games) != 10 {
		t.Fatalf("%d records", len(games))
	}
	for _, g := range games {
		if len(g.Moves) == 0 || g.Moves[0].Comment != "book" {
			t.Errorf("game %v: the book moves must be recorded", g.Tags)
		}
		for _, m := range g.Moves {
			if m.Comment == "" {
				t.Errorf("a move without a comment in %v", g.Tags)
			}
		}
	}
	if !strings.Contains(progress.String(), "Score of bao vs random: ") {
		t.Errorf("no progress line:\n%s", progress.String())
	}
}

// TestFailures runs each fake engine in a gauntlet against greedy: every
// misbehaviour costs exactly the misbehaving engine its own game, with the
// right reason, and every record is written and replays.
func TestFailures(t *testing.T) {
	want := map[string]Reason{"crash": ReasonCrash, "hang": ReasonHang, "slow": ReasonTime,
		"illegal": ReasonIllegal, "garbage": ReasonGarbage, "malformed": ReasonMalformed}
	specs := []string{"builtin=greedy"}
	for _, n := range []string{"crash", "hang", "slow", "illegal", "garbage", "malformed"} {
		lim := "depth=1"
		if n == "slow" {
			lim = "st=0.2 timemargin=0" // it sleeps 2 s, past the grace of a second
		}
		specs = append(specs, "cmd="+bin(t, n)+" "+lim)
	}
	c, pgn := testConfig(t, 2, specs...)
	// From the start position, so that the fakes reach their third move.
	c.Openings = []openings.Opening{{Start: engine.StartPosition(engine.Kiswahili), Label: "start"}}
	c.Gauntlet = true
	c.Concurrency = 2
	// The hang fake stalls at its third search; the other fakes answer at
	// once, so three seconds tell them apart even on a loaded machine.
	c.Hang = 3 * time.Second
	var log bytes.Buffer
	c.Log = &log
	tally, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if tally.Games != 12 {
		t.Fatalf("%d games, want 12", tally.Games)
	}
	games := replayAll(t, pgn.Bytes())
	if len(games) != 12 {
		t.Fatalf("%d records, want 12", len(games))
	}
	for _, g := range games {
		south, _ := g.Tag("South")
		north, _ := g.Tag("North")
		loser, winner := south, engine.NorthWins
		if south == "greedy" {
			loser, winner = north, engine.SouthWins
		}
		if g.Result != winner {
			t.Errorf("%s vs %s: %v, the fake must lose", south, north, g.Result)
		}
		if got := classify(g.Result, g.Termination); got != want[loser] {
			t.Errorf("%s: reason %v (%q), want %v", loser, got, g.Termination, want[loser])
		}
		if len(g.Moves) < 4 {
			t.Errorf("%s: failed after %d plies; it misbehaves at its third move", loser, len(g.Moves))
		}
	}
	for _, s := range []string{"crash#", " > go ", " < bestmove ", " > isready"} {
		if !strings.Contains(log.String(), s) {
			t.Errorf("log lacks %q", s)
		}
	}
}

// TestEngineCannotStart: an engine whose first start fails (a typo in
// its path, a program that is no engine) stops the run with an error
// naming it, instead of losing every game of the schedule by "start
// failure"; no game is recorded.
func TestEngineCannotStart(t *testing.T) {
	for _, spec := range []string{"cmd=/nonexistent/engine depth=1 name=missing", "cmd=/bin/true depth=1 name=missing"} {
		c, pgn := testConfig(t, 20, "builtin=greedy", spec)
		c.Concurrency = 2
		c.Ready = 3 * time.Second
		tally, err := Run(context.Background(), c)
		if err == nil || !strings.Contains(err.Error(), "engine missing cannot start") {
			t.Errorf("%s: error %v, want one naming the engine", spec, err)
		}
		if tally == nil || tally.Games != 0 || pgn.Len() != 0 {
			t.Errorf("%s: %v, %d bytes of records; want no game", spec, tally, pgn.Len())
		}
	}
}

// TestSPRTStops: greedy is far stronger than random, so an SPRT with a
// wide hypothesis accepts H1 long before the schedule ends.
func TestSPRTStops(t *testing.T) {
	c, pgn := testConfig(t, 400, "builtin=greedy", "builtin=random")
	c.SPRT = &SPRT{Elo0: 0, Elo1: 100, Alpha: 0.05, Beta: 0.05}
	tally, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if tally.SPRTResult != AcceptH1 || tally.Games >= 400 {
		t.Fatalf("SPRT %q after %d games", tally.SPRTResult, tally.Games)
	}
	if n := len(replayAll(t, pgn.Bytes())); n != tally.Games {
		t.Errorf("%d records for %d games", n, tally.Games)
	}
}

// lockedBuffer is a buffer safe for concurrent use.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// cancelAfter cancels when n "Finished game" lines have been written.
type cancelAfter struct {
	n      int
	cancel context.CancelFunc
}

func (c *cancelAfter) Write(p []byte) (int, error) {
	if strings.HasPrefix(string(p), "Finished game") {
		c.n--
		if c.n == 0 {
			c.cancel()
		}
	}
	return len(p), nil
}

// TestInterrupt: Ctrl-C in the middle of a search ends the run at once;
// the finished games are recorded and counted, the game in progress is
// not.
func TestInterrupt(t *testing.T) {
	c, _ := testConfig(t, 20, "cmd="+bin(t, "bao")+" st=0.05 name=bao", "cmd="+bin(t, "hang")+" depth=1")
	pgn := &lockedBuffer{}
	c.PGN = pgn
	c.Hang = time.Hour
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		// The hang fake stalls at its third move of the first game.
		time.Sleep(1500 * time.Millisecond)
		cancel()
	}()
	begin := time.Now()
	tally, err := Run(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	// Without the interrupt the run would wait an hour for the hang fake.
	if time.Since(begin) > 30*time.Second || !tally.Interrupted || tally.Games != 0 {
		t.Fatalf("after %v: interrupted %v, %d games", time.Since(begin), tally.Interrupted, tally.Games)
	}
	if pgn.String() != "" {
		t.Errorf("an unfinished game was recorded:\n%s", pgn.String())
	}

	// Cancelled between games: what finished is kept.
	c, pgnBuf := testConfig(t, 20, "builtin=greedy", "builtin=random")
	ctx, cancel = context.WithCancel(context.Background())
	c.Progress = &cancelAfter{n: 3, cancel: cancel}
	tally, err = Run(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	if !tally.Interrupted || tally.Games < 3 || tally.Games == 20 {
		t.Fatalf("interrupted %v with %d games", tally.Interrupted, tally.Games)
	}
	if n := len(replayAll(t, pgnBuf.Bytes())); n != tally.Games {
		t.Errorf("%d records for %d games", n, tally.Games)
	}
}

// TestShardsMerge: the shards of a schedule, merged, are the same games as
// one unsharded run with the same seed, with the same statistics.
func TestShardsMerge(t *testing.T) {
	dir := t.TempDir()
	run := func(name string, sh shard.Shard) string {
		c, pgn := testConfig(t, 8, "cmd="+bin(t, "bao")+" depth=2 name=bao", "builtin=greedy")
		c.Shard = sh
		if _, err := Run(context.Background(), c); err != nil {
			t.Fatal(err)
		}
		file := dir + "/" + name
		if err := os.WriteFile(file, pgn.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return file
	}
	whole := run("whole.pgn", shard.Shard{})
	s1 := run("s1.pgn", shard.Shard{Index: 1, Count: 2})
	s2 := run("s2.pgn", shard.Shard{Index: 2, Count: 2})
	a, err := Merge([]string{whole})
	if err != nil {
		t.Fatal(err)
	}
	again := dir + "/s1-again.pgn" // a resumed run repeats games
	if data, err := os.ReadFile(s1); err != nil || os.WriteFile(again, data, 0o644) != nil {
		t.Fatal(err)
	}
	b, err := Merge([]string{s2, s1, again}) // any order, repeats dropped
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Games) != 8 || len(b.Games) != 8 {
		t.Fatalf("%d and %d games", len(a.Games), len(b.Games))
	}
	var wa, wb bytes.Buffer
	for _, g := range a.Games {
		g.SetTag("Date", "-")
	}
	for _, g := range b.Games {
		g.SetTag("Date", "-")
	}
	WriteGames(&wa, stripTimes(a.Games))
	WriteGames(&wb, stripTimes(b.Games))
	if wa.String() != wb.String() {
		t.Fatalf("merged shards differ from the whole run:\n%s\n---\n%s", wa.String(), wb.String())
	}
	var sa, sb bytes.Buffer
	a.Tally.Write(&sa, nil)
	b.Tally.Write(&sb, nil)
	if sa.String() != sb.String() {
		t.Fatalf("statistics differ:\n%s\n---\n%s", sa.String(), sb.String())
	}
}

// stripTimes drops the move comments, whose times differ from run to run.
func stripTimes(games []*record.Game) []*record.Game {
	for _, g := range games {
		for i := range g.Moves {
			g.Moves[i].Comment = ""
		}
	}
	return games
}

// TestMergeErrors: files that hold no game of bao match, a file given
// twice (under any name) and shards of different seeds are refused with
// a message that names the problem.
func TestMergeErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		f := dir + "/" + name
		os.WriteFile(f, []byte(text), 0o644)
		return f
	}
	plain := write("plain.pgn", "[Event \"x\"]\n[Result \"*\"]\n\n*\n\n")
	bad := write("bad.pgn", "[Event \"x\"]\n[Game \"1\"]\n[Pair \"1\"]\n\n1. A9L *\n\n")
	garbage := write("garbage.pgn", "this is not a record\n")
	playShard := func(name string, seed uint64, index int) string {
		c, pgn := testConfig(t, 4, "builtin=greedy", "builtin=random")
		c.Seed, c.Shard = seed, shard.Shard{Index: index, Count: 2}
		if _, err := Run(context.Background(), c); err != nil {
			t.Fatal(err)
		}
		return write(name, pgn.String())
	}
	s1, s2 := playShard("s1.pgn", 7, 1), playShard("s2.pgn", 8, 2)
	link := dir + "/link.pgn"
	if err := os.Link(s1, link); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		files []string
		want  string
	}{
		{[]string{plain}, "no game of bao match"},
		{[]string{bad}, "no game of bao match"},
		{[]string{garbage}, "garbage.pgn: not a file of game records"},
		{[]string{dir + "/none.pgn"}, "no such file"},
		{[]string{s1, s1}, "s1.pgn is given twice"},
		{[]string{s1, link}, "link.pgn is the same file as " + s1},
		{[]string{s1, s2}, "was played with seed "},
	} {
		var warn bytes.Buffer
		if _, err := MergeWarn(c.files, &warn); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.files, err, c.want)
		}
	}
	var warn bytes.Buffer
	MergeWarn([]string{plain, bad}, &warn)
	for _, w := range []string{"plain.pgn: game 1: no Game tag", `bad.pgn: game 1: record: line 5: move 1 "A9L"`} {
		if !strings.Contains(warn.String(), w) {
			t.Errorf("warnings %q lack %q", warn.String(), w)
		}
	}
}

// TestMergeRuns: runs of two seeds, each in two shards, merge as all
// their games, the pairs of each seed counted apart (pair 1 of seed 7 and
// pair 1 of seed 8 are two pairs), and the statistics equal those of the
// two runs' tallies added up; MergeWarn refuses the same files.
func TestMergeRuns(t *testing.T) {
	dir := t.TempDir()
	var tallies []*Tally
	var files []string
	for _, seed := range []uint64{7, 8} {
		for index := 1; index <= 2; index++ {
			c, pgn := testConfig(t, 4, "builtin=greedy", "builtin=random")
			c.Seed, c.Shard = seed, shard.Shard{Index: index, Count: 2}
			tally, err := Run(context.Background(), c)
			if err != nil {
				t.Fatal(err)
			}
			tallies = append(tallies, tally)
			file := fmt.Sprintf("%s/s%d-%d.pgn", dir, seed, index)
			if err := os.WriteFile(file, pgn.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			files = append(files, file)
		}
	}
	var warn bytes.Buffer
	var se *SeedsError
	if _, err := MergeWarn(files, &warn); !errors.As(err, &se) || !strings.Contains(err.Error(), "MergeRuns counts the runs") {
		t.Fatalf("MergeWarn of two seeds: %v, want a refusal that names MergeRuns", err)
	}
	m, err := MergeRuns(files, &warn)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Games) != 8 {
		t.Fatalf("%d games, want 8", len(m.Games))
	}
	var want Penta
	for _, tl := range tallies {
		for i, n := range tl.Main().Penta {
			want[i] += n
		}
	}
	got := m.Tally.Main().Penta
	if got != want || got.Pairs() != 4 {
		t.Fatalf("pentanomial %v (%d pairs), want the runs' sum %v (4 pairs)", got, got.Pairs(), want)
	}
	var seeds []string
	for _, g := range m.Games {
		s, _ := g.Tag("Seed")
		seeds = append(seeds, s)
	}
	if strings.Join(seeds, ",") != "7,7,7,7,8,8,8,8" {
		t.Fatalf("seeds in merged order %v, want seed 7's games first", seeds)
	}
}
