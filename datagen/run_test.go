package datagen

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/internal/shard"
	"github.com/baoengine/bao/search"
)

// testConfig is a cheap run: a small node budget per move.
func testConfig(games int) Config {
	cfg := DefaultConfig()
	cfg.Nodes = 300
	cfg.Games = games
	cfg.Seed = 11
	return cfg
}

// runBytes runs cfg and returns the data written.
func runBytes(t *testing.T, ctx context.Context, cfg Config) ([]byte, Stats) {
	t.Helper()
	var buf bytes.Buffer
	st, err := Run(ctx, cfg, &buf)
	if err != nil {
		t.Fatal(err)
	}
	if int64(buf.Len()) != st.Positions*RecordSize {
		t.Fatalf("%d bytes written for %d positions", buf.Len(), st.Positions)
	}
	return buf.Bytes(), st
}

// decode reads every sample of data.
func decode(t *testing.T, data []byte) []Sample {
	t.Helper()
	samples, partial, err := ReadAll(bytes.NewReader(data))
	if err != nil || partial != 0 {
		t.Fatalf("read back: %v (partial %d)", err, partial)
	}
	return samples
}

// splitGames cuts a run's samples into games and checks each: every
// sample's Best is legal in its position, the next sample of the same game
// is the position Best leads to, results agree within a game, and a game
// ends in a position whose outcome (engine.Rules.Outcome) is its result,
// or at the move limit as a draw.
func splitGames(t *testing.T, samples []Sample, maxPlies int) [][]Sample {
	t.Helper()
	var games [][]Sample
	var ch engine.Children
	begin := 0
	for i := range samples {
		s := &samples[i]
		r := engine.DefaultRules(s.Variant)
		r.Generate(&s.Pos, &ch)
		next, ok := childAfter(&ch, s.Best)
		if !ok {
			t.Fatalf("sample %d: best move %v is not legal in %s", i, s.Best, s.Pos.String())
		}
		if i+1 < len(samples) {
			n := &samples[i+1]
			if n.Variant == s.Variant && n.Pos.Key == next.Key && n.Pos.Ply == next.Ply {
				if n.Result != -s.Result && n.Pos.Side != s.Pos.Side || n.Result != s.Result && n.Pos.Side == s.Pos.Side {
					t.Fatalf("sample %d: results %d then %d within a game", i, s.Result, n.Result)
				}
				continue
			}
		}
		// s is the last sample of its game: next is where the game ended.
		res, why := r.Outcome(&next)
		want := s.Result
		switch {
		case res == engine.NoResult:
			if maxPlies == 0 || int(next.Ply) < maxPlies || want != 0 {
				t.Fatalf("sample %d: the game stops at ply %d in %s, not over, result %d", i, next.Ply, next.String(), want)
			}
		case resultFor(res, s.Pos.Side) != want:
			t.Fatalf("sample %d: game ends %v (%s) but the sample's result is %d", i, res, why, want)
		}
		games = append(games, samples[begin:i+1])
		begin = i + 1
	}
	return games
}

func TestRunIsDeterministic(t *testing.T) {
	cfg := testConfig(6)
	a, sa := runBytes(t, context.Background(), cfg)
	b, _ := runBytes(t, context.Background(), cfg)
	if !bytes.Equal(a, b) {
		t.Fatal("two runs with the same seed differ")
	}
	cfg.Threads = 2
	c, sc := runBytes(t, context.Background(), cfg)
	if !bytes.Equal(a, c) {
		t.Fatal("--threads 2 wrote other data than --threads 1")
	}
	if sa != sc && (sa.Games != sc.Games || sa.Positions != sc.Positions) {
		t.Fatalf("stats differ: %+v and %+v", sa, sc)
	}
	games := splitGames(t, decode(t, a), cfg.MaxPlies)
	if len(games) != 6 || sa.Games != 6 {
		t.Fatalf("%d games found, %d counted, want 6", len(games), sa.Games)
	}
	cfg.Seed++
	d, _ := runBytes(t, context.Background(), cfg)
	if bytes.Equal(a, d) {
		t.Fatal("another seed gave the same games")
	}
}

// records returns data's records, sorted, as strings.
func records(data []byte) []string {
	var out []string
	for i := 0; i+RecordSize <= len(data); i += RecordSize {
		out = append(out, string(data[i:i+RecordSize]))
	}
	slices.Sort(out)
	return out
}

func TestShardsPartitionTheGames(t *testing.T) {
	cfg := testConfig(7)
	all, st := runBytes(t, context.Background(), cfg)
	var joined []byte
	games := 0
	for i := 1; i <= 3; i++ {
		cfg.Shard = shard.Shard{Index: i, Count: 3}
		part, ps := runBytes(t, context.Background(), cfg)
		if want := cfg.ShardGames(); ps.Games != want || want != (7+3-i)/3 {
			t.Fatalf("shard %d/3 played %d games, ShardGames %d", i, ps.Games, want)
		}
		games += ps.Games
		joined = append(joined, part...)
	}
	if games != st.Games {
		t.Fatalf("shards played %d games, the whole run %d", games, st.Games)
	}
	if !slices.Equal(records(all), records(joined)) {
		t.Fatal("the shards' records are not the whole run's")
	}
}

func TestPositionsTargetStopsAtAGameEnd(t *testing.T) {
	full, _ := runBytes(t, context.Background(), testConfig(8))
	for _, threads := range []int{1, 2} {
		cfg := testConfig(0) // no game limit: the positions stop it
		cfg.Positions = 60
		cfg.Threads = threads
		data, st := runBytes(t, context.Background(), cfg)
		if st.Positions < 60 {
			t.Fatalf("threads %d: stopped at %d positions, want at least 60", threads, st.Positions)
		}
		if !bytes.HasPrefix(full, data) {
			t.Fatalf("threads %d: the %d positions are not the schedule's first games", threads, st.Positions)
		}
		games := splitGames(t, decode(t, data), cfg.MaxPlies)
		last := len(games[len(games)-1])
		if st.Positions-int64(last) >= 60 {
			t.Fatalf("threads %d: the last game was not needed to reach 60 positions", threads)
		}
	}
}

func TestCancelKeepsFinishedGames(t *testing.T) {
	for _, threads := range []int{1, 2} {
		t.Run(fmt.Sprint("threads", threads), func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			cfg := testConfig(0) // no end: only the cancel stops it
			cfg.Threads = threads
			cfg.Progress = func(st Stats) {
				if st.Games >= 3 {
					cancel()
				}
			}
			data, st := runBytes(t, ctx, cfg)
			if !st.Interrupted {
				t.Fatal("the run was cancelled but does not say so")
			}
			games := splitGames(t, decode(t, data), cfg.MaxPlies)
			if len(games) != st.Games || st.Games < 3 {
				t.Fatalf("%d whole games in the data, %d counted, want at least 3", len(games), st.Games)
			}
			// Every game written is the game of its schedule number: with
			// one thread exactly the first ones; with two, a game finished
			// after a gap is kept too, so each must be some game of the
			// schedule, the first one first.
			if threads == 1 {
				cfg.Progress = nil
				cfg.Games = st.Games
				want, _ := runBytes(t, context.Background(), cfg)
				if !bytes.Equal(data, want) {
					t.Fatal("the kept games differ from the same games of an uninterrupted run")
				}
				return
			}
			book, err := loadBook()
			if err != nil {
				t.Fatal(err)
			}
			pl := newPlayer(&cfg, book)
			found := 0
			for i := 0; found < len(games) && i < 1000; i++ {
				g, err := pl.Play(context.Background(), i)
				if err != nil {
					t.Fatal(err)
				}
				for k, kept := range games {
					if slices.Equal(kept, g.Samples) {
						if k == 0 && i != 0 {
							t.Fatalf("the first kept game is game %d of the schedule", i)
						}
						found++
					}
				}
			}
			if found != len(games) {
				t.Fatalf("only %d of the %d kept games are games of the schedule", found, len(games))
			}
		})
	}
}

func TestGamesFollowTheRules(t *testing.T) {
	cfg := testConfig(0)
	cfg.MaxPlies = 60 // short, so that some games are adjudicated
	book, err := loadBook()
	if err != nil {
		t.Fatal(err)
	}
	pl := newPlayer(&cfg, book)
	seen := map[engine.Variant]int{}
	fromBook, adjudicated := 0, 0
	for i := 0; i < 24; i++ {
		g, err := pl.Play(context.Background(), i)
		if err != nil {
			t.Fatal(err)
		}
		seen[g.Variant]++
		if g.Opening != "start" {
			fromBook++
		}
		if len(g.Samples) == 0 {
			t.Fatalf("game %d: no samples", i)
		}
		first := g.Samples[0].Pos
		if int(first.Ply) < g.RandomPlies || g.RandomPlies < cfg.RandomMin || g.RandomPlies > cfg.RandomMax {
			t.Fatalf("game %d: %d random plies, first sample at ply %d", i, g.RandomPlies, first.Ply)
		}
		games := splitGames(t, g.Samples, cfg.MaxPlies)
		if len(games) != 1 {
			t.Fatalf("game %d splits into %d games", i, len(games))
		}
		r := engine.DefaultRules(g.Variant)
		res, _ := r.Outcome(&g.Final)
		switch {
		case g.Result == engine.Draw:
			adjudicated++
			if res != engine.NoResult || int(g.Final.Ply) != cfg.MaxPlies {
				t.Fatalf("game %d: drawn at ply %d with outcome %v", i, g.Final.Ply, res)
			}
		case res != g.Result:
			t.Fatalf("game %d: result %v, final position's outcome %v", i, g.Result, res)
		}
		for j := range g.Samples {
			if o, _ := r.Outcome(&g.Samples[j].Pos); o != engine.NoResult {
				t.Fatalf("game %d sample %d: a finished game's position was written", i, j)
			}
		}
	}
	if len(seen) != 3 || fromBook == 0 || fromBook == 24 {
		t.Fatalf("starts not varied: variants %v, %d of 24 from the book", seen, fromBook)
	}
	t.Logf("variants %v, %d from the book, %d adjudicated at ply %d", seen, fromBook, adjudicated, cfg.MaxPlies)
}

func TestConfigCheck(t *testing.T) {
	bad := []func(c *Config){
		func(c *Config) { c.Nodes, c.Depth = 0, 0 },
		func(c *Config) { c.Threads = 0 },
		func(c *Config) { c.RandomMin, c.RandomMax = 5, 4 },
		func(c *Config) { c.HashMiB = 0 },
		func(c *Config) { c.Shard = shard.Shard{Index: 3, Count: 2} },
		func(c *Config) { c.Variants = []engine.Variant{9} },
		func(c *Config) { c.Games = -1 },
	}
	for i, f := range bad {
		c := DefaultConfig()
		f(&c)
		if err := c.Check(); err == nil {
			t.Errorf("case %d: bad config accepted: %+v", i, c)
		}
		if _, err := Run(context.Background(), c, &bytes.Buffer{}); err == nil {
			t.Errorf("case %d: Run accepted a bad config", i)
		}
	}
	c := DefaultConfig()
	if err := c.Check(); err != nil {
		t.Fatalf("default config: %v", err)
	}
	// Errors name the field and the value: a negative depth is not a
	// missing budget, a table above the machine's bound is refused.
	for _, tc := range []struct {
		set  func(c *Config)
		want string
	}{
		{func(c *Config) { c.Nodes, c.Depth = 0, -1 }, "datagen: depth -1: want 0"},
		{func(c *Config) { c.Depth = -2 }, "datagen: depth -2: want 0"},
		{func(c *Config) { c.Nodes, c.Depth = 0, 0 }, "datagen: no search budget: give a node or a depth limit (nodes, depth)"},
		{func(c *Config) { c.HashMiB = search.MaxHashMiB() + 1 }, fmt.Sprintf("datagen: hash %d MiB: want 1..", search.MaxHashMiB()+1)},
		{func(c *Config) { c.Threads = 0 }, "datagen: threads 0: want 1..256"},
		{func(c *Config) { c.Positions = -1 }, "datagen: positions -1"},
		{func(c *Config) { c.RandomMin, c.RandomMax = 5, 4 }, "datagen: random plies 5-4: want"},
		{func(c *Config) { c.HashMiB, c.Threads = search.MaxHashMiB()/2+1, 2 }, fmt.Sprintf("with threads 2: %d MiB of tables in all", 2*(search.MaxHashMiB()/2+1))},
	} {
		c := DefaultConfig()
		tc.set(&c)
		var named field.Named
		if err := c.Check(); !errors.As(err, &named) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want %q from an error that names its fields", c, err, tc.want)
		}
	}
}

func TestReadAllKeepsAPartialTail(t *testing.T) {
	samples := randomSamples(4)
	var buf bytes.Buffer
	w := NewWriter(&buf)
	for i := range samples {
		w.Write(&samples[i])
	}
	w.Flush()
	got, partial, err := ReadAll(bytes.NewReader(buf.Bytes()[:3*RecordSize+5]))
	if err != nil || partial != 5 || len(got) != 3 || got[2] != samples[2] {
		t.Fatalf("cut file: %d samples, partial %d, err %v; want 3, 5, nil", len(got), partial, err)
	}
	b := bytes.Clone(buf.Bytes())
	b[RecordSize+3] ^= 0xff
	if _, _, err := ReadAll(bytes.NewReader(b)); err == nil {
		t.Fatal("a corrupt record was accepted")
	}
}
