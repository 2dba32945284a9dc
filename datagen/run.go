package datagen

import (
	"context"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/internal/shard"
	"github.com/baoengine/bao/internal/threadcount"
	"github.com/baoengine/bao/search"
)

// Config is the setting of a self-play run. The games of a run are a pure
// function of Seed, the variants, the random-ply range, the budget, the
// move limit and the search options: game i of the schedule is the same
// game in every run and every shard that plays it.
type Config struct {
	Variants []engine.Variant // the variants to play, one drawn per game; empty = all
	Nodes    uint64           // node budget per move (0 = none)
	Depth    int              // depth per move (0 = none); at least one budget is required
	// Games is the number of games in the whole schedule (all shards
	// together); 0 = no end (stop by Positions or by cancelling).
	Games int
	// Positions stops this run once it has written at least this many
	// samples (a whole game at a time); 0 = no limit.
	Positions int64
	Seed      uint64
	Shard     shard.Shard // this run's share of the schedule; zero = all of it
	Threads   int         // games played at once, each with its own one-thread searcher
	// RandomMin and RandomMax bound the random legal moves played from the
	// start (or from a built-in opening) before the first searched position.
	RandomMin, RandomMax int
	// MaxPlies ends a game as a draw (Result 0) when it reaches this ply
	// (Position.Ply, counted from the variant's start); 0 = no limit.
	MaxPlies int
	HashMiB  int // each game searcher's table
	// SearchOptions are the searcher's options; Threads, MultiPV and
	// HashMiB are overridden.
	SearchOptions search.Options
	// Progress, if not nil, is called after each game is written, on
	// Run's goroutine.
	Progress func(Stats)
}

// DefaultConfig returns the defaults of "bao datagen": all variants, 5000
// nodes a move, 4 to 12 random plies, a draw at ply 400, a 2 MiB table.
func DefaultConfig() Config {
	return Config{
		Variants:      engine.Variants[:],
		Nodes:         5000,
		Seed:          1,
		Threads:       1,
		RandomMin:     4,
		RandomMax:     12,
		MaxPlies:      400,
		HashMiB:       2,
		SearchOptions: search.DefaultOptions(),
	}
}

// Check reports the first setting that is out of range; its errors name
// the field that sets it and its value (field.Error, or an error of
// field.Named that names several: depth, nodes, games, positions,
// threads, random plies, maxplies, hash, shard, variant). A negative
// depth is reported as such, before a missing budget.
func (c *Config) Check() error {
	switch {
	case c.Depth < 0:
		return fmt.Errorf("datagen: %w", field.Errorf("depth", strconv.Itoa(c.Depth), "want 0 (none) or more"))
	case c.Nodes == 0 && c.Depth == 0:
		return fmt.Errorf("datagen: %w", noBudgetError{})
	case c.Games < 0:
		return fmt.Errorf("datagen: %w", field.Errorf("games", strconv.Itoa(c.Games), "want 0 (no end) or more"))
	case c.Positions < 0:
		return fmt.Errorf("datagen: %w", field.Errorf("positions", strconv.FormatInt(c.Positions, 10), "want 0 (no limit) or more"))
	case threadcount.Check(c.Threads) != nil:
		return fmt.Errorf("datagen: %w", field.Leading("threads", threadcount.Check(c.Threads)))
	case c.RandomMin < 0 || c.RandomMax < c.RandomMin || c.RandomMax > 200:
		return fmt.Errorf("datagen: %w", field.Errorf("random plies", fmt.Sprintf("%d-%d", c.RandomMin, c.RandomMax), "want 0 <= MIN <= MAX <= 200"))
	case c.MaxPlies < 0 || c.MaxPlies > 65535:
		return fmt.Errorf("datagen: %w", field.Errorf("maxplies", strconv.Itoa(c.MaxPlies), "want 0..65535 (0: no limit)"))
	}
	if err := search.CheckHashMiB(c.HashMiB); err != nil {
		return fmt.Errorf("datagen: %w", field.Leading("hash", err))
	}
	// Each thread has a table of its own: together they are bounded as
	// one table is.
	if c.Threads > 1 && search.CheckHashMiB(c.HashMiB*c.Threads) != nil {
		return fmt.Errorf("datagen: %w", &TablesError{HashMiB: c.HashMiB, Threads: c.Threads})
	}
	if err := c.Shard.Check(); err != nil {
		return fmt.Errorf("datagen: %w", field.Leading("shard", err))
	}
	for _, v := range c.Variants {
		if int(v) >= len(engine.Variants) {
			return fmt.Errorf("datagen: %w", field.Errorf("variant", "", "variant %d unknown", v))
		}
	}
	return nil
}

// noBudgetError is the error of a Config with neither a node nor a depth
// budget; it names both fields (nodes, depth).
type noBudgetError struct{}

func (e noBudgetError) Error() string { return e.Text(nil) }

// Text names the budgets' fields as n names them.
func (noBudgetError) Text(n field.Namer) string {
	return fmt.Sprintf("no search budget: give a node or a depth limit (%s, %s)", field.Name(n, "nodes"), field.Name(n, "depth"))
}

// TablesError is the error of a Config whose Threads tables of HashMiB
// MiB each pass together the machine's bound on one table
// (search.CheckHashMiB); it names both fields (hash, threads).
type TablesError struct {
	HashMiB, Threads int
}

func (e *TablesError) Error() string { return e.Text(nil) }

// Text names the fields as n names them.
func (e *TablesError) Text(n field.Namer) string {
	return fmt.Sprintf("%s %d MiB with %s %d: %d MiB of tables in all, want at most %d (the bound is half of this machine's memory)",
		field.Name(n, "hash"), e.HashMiB, field.Name(n, "threads"), e.Threads, e.HashMiB*e.Threads, search.MaxHashMiB())
}

// index returns the schedule index of this shard's k-th game (0-based):
// shard I of N plays the games I-1, I-1+N, I-1+2N, ...
func (c *Config) index(k int) int { return c.Shard.Item(k) }

// ShardGames returns the number of games this shard plays, or 0 when the
// schedule has no end.
func (c *Config) ShardGames() int {
	return c.Shard.Size(c.Games)
}

// Stats describe a run so far.
type Stats struct {
	Games     int   // games written
	Positions int64 // samples written
	// South, North and Draws count the written games by result (Draws:
	// adjudicated at the move limit).
	South, North, Draws int
	Elapsed             time.Duration
	// Interrupted is set when the context was cancelled before the run's
	// end: every finished game was still written.
	Interrupted bool
	// Skipped counts finished games not written because the Positions
	// target was met by the games before them.
	Skipped int
}

// PositionsPerSecond returns the rate of samples written.
func (s Stats) PositionsPerSecond() float64 {
	return float64(s.Positions) / max(s.Elapsed.Seconds(), 1e-9)
}

// finished is a game done by a worker, or a worker's failure.
type finished struct {
	k    int // the game's number within the shard
	game *Game
	err  error
}

// Run plays the configured games and appends their samples to w, a
// whole game at a time, flushing after each. Games are played Threads at
// a time but written in schedule order, so the output is the same for any
// number of threads. When ctx is cancelled Run stops the searches, writes
// every game already finished, and returns with Stats.Interrupted set and
// a nil error. The error is not nil only for a failed write or a broken
// invariant.
func Run(ctx context.Context, cfg Config, w io.Writer) (Stats, error) {
	if len(cfg.Variants) == 0 {
		cfg.Variants = engine.Variants[:]
	}
	if err := cfg.Check(); err != nil {
		return Stats{}, err
	}
	book, err := loadBook()
	if err != nil {
		return Stats{}, err
	}
	start := time.Now()
	work, stopWork := context.WithCancel(ctx)
	defer stopWork()

	total := cfg.ShardGames() // 0: no end
	var mu sync.Mutex
	next := 0
	take := func() (int, bool) {
		mu.Lock()
		defer mu.Unlock()
		if (total > 0 && next >= total) || work.Err() != nil {
			return 0, false
		}
		next++
		return next - 1, true
	}
	done := make(chan finished, cfg.Threads)
	var wg sync.WaitGroup
	for t := 0; t < cfg.Threads; t++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pl := newPlayer(&cfg, book)
			for {
				k, ok := take()
				if !ok {
					return
				}
				g, err := pl.Play(work, cfg.index(k))
				if err != nil && work.Err() != nil {
					return // abandoned: the run is stopping
				}
				done <- finished{k: k, game: g, err: err}
			}
		}()
	}
	go func() { wg.Wait(); close(done) }()

	sw := NewWriter(w)
	var st Stats
	pending := map[int]*Game{}
	written := 0 // games of the shard written, in order
	full := false
	var failure error
	for f := range done {
		if f.err != nil {
			if failure == nil {
				failure = f.err
			}
			stopWork()
			continue
		}
		if full || failure != nil {
			st.Skipped++
			continue
		}
		pending[f.k] = f.game
		for g, ok := pending[written]; ok; g, ok = pending[written] {
			delete(pending, written)
			written++
			if err := writeGame(sw, g, &st); err != nil {
				failure = err
				stopWork()
				break
			}
			st.Elapsed = time.Since(start)
			if cfg.Progress != nil {
				cfg.Progress(st)
			}
			if cfg.Positions > 0 && st.Positions >= cfg.Positions {
				full = true
				stopWork()
				break
			}
		}
	}
	if failure != nil {
		return st, failure
	}
	// Cancelled: the finished games after a gap are kept too, in order.
	if !full && ctx.Err() != nil {
		st.Interrupted = true
		for _, k := range slices.Sorted(maps.Keys(pending)) {
			if err := writeGame(sw, pending[k], &st); err != nil {
				return st, err
			}
		}
	} else {
		st.Skipped += len(pending)
	}
	st.Elapsed = time.Since(start)
	return st, nil
}

// writeGame writes a game's samples and flushes them, and counts it.
func writeGame(sw *Writer, g *Game, st *Stats) error {
	for i := range g.Samples {
		if err := sw.Write(&g.Samples[i]); err != nil {
			return fmt.Errorf("datagen: game %d: %w", g.Index, err)
		}
	}
	if err := sw.Flush(); err != nil {
		return fmt.Errorf("datagen: game %d: %w", g.Index, err)
	}
	st.Games++
	st.Positions += int64(len(g.Samples))
	switch g.Result {
	case engine.SouthWins:
		st.South++
	case engine.NorthWins:
		st.North++
	default:
		st.Draws++
	}
	return nil
}
