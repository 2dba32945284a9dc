package match

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/internal/shard"
	"github.com/baoengine/bao/internal/syncwriter"
	"github.com/baoengine/bao/openings"
	"github.com/baoengine/bao/record"
)

// Config is a whole match.
type Config struct {
	Engines     []EngineSpec // two or more, each Complete
	Rules       engine.Rules
	Openings    []openings.Opening
	RandomOrder bool // use the openings in an order shuffled by Seed
	// OpeningsFile is the file the openings were read from ("" for the
	// built-in ones): RunReport writes neither records nor log to it.
	OpeningsFile string
	Games        int // games per pairing per round
	Rounds       int
	Gauntlet     bool // the first engine against each other one, not a round robin
	Concurrency  int  // games played at once, one process pair each
	MaxPlies     int  // adjudicate a draw after this many plies (0: no limit)
	Resign       Resign
	SPRT         *SPRT // stop early when its bound is crossed (two engines only)
	Shard        shard.Shard
	Seed         uint64
	Event        string
	Date         string        // the records' Date tag, YYYY.MM.DD
	Ready        time.Duration // handshake and isready timeout
	Hang         time.Duration // the wait for a search with no clock or fixed time
	// Grace is how long the runner waits for a timed bestmove beyond the
	// time allowed before it gives up and kills the engine (default one
	// second). A move that arrives within it still loses on time, but the
	// record says how late it was, which tells a loaded machine from a
	// hung engine.
	Grace time.Duration

	// PGN receives each finished game's record at once, in one Write.
	PGN io.Writer
	// Log receives the engines' I/O with timestamps (may be nil).
	Log io.Writer
	// Progress receives a line per finished game and the score so far
	// (may be nil).
	Progress io.Writer
	// RatingInterval is how often (in games) the full summary is printed
	// while running; 0 never.
	RatingInterval int
	// Warn receives warnings meant for the user even with Progress off:
	// time forfeits piling up (see forfeitWatch). Check sets it to
	// os.Stderr when nil.
	Warn io.Writer
	// Names names the settings that the notes and warnings of a run
	// speak of (each: the settings of every engine; concurrency; log;
	// shard), as the caller calls them (a command, by its flags); nil
	// says them in the library's words.
	Names field.Namer
}

// Check validates the configuration and fills in defaults.
func (c *Config) Check() error {
	switch {
	case len(c.Engines) < 2:
		return fmt.Errorf("match: %d engines: want at least two", len(c.Engines))
	case c.Games < 1:
		return fmt.Errorf("match: games %d: want at least 1", c.Games)
	case c.Rounds < 1:
		return fmt.Errorf("match: rounds %d: want at least 1", c.Rounds)
	case c.Concurrency < 1:
		return fmt.Errorf("match: concurrency %d: want at least 1", c.Concurrency)
	case len(c.Openings) == 0:
		return fmt.Errorf("match: no openings")
	case c.SPRT != nil && len(c.Engines) != 2:
		return fmt.Errorf("match: an SPRT needs exactly two engines, not %d", len(c.Engines))
	case c.MaxPlies < 0:
		return fmt.Errorf("match: maxplies %d: want 0 (no limit) or more", c.MaxPlies)
	}
	for i := range c.Engines {
		if err := c.Engines[i].Complete(); err != nil {
			return fmt.Errorf("match: engine %d: %w", i+1, err)
		}
	}
	uniqueNames(c.Engines)
	if c.Ready <= 0 {
		c.Ready = 10 * time.Second
	}
	if c.Hang <= 0 {
		c.Hang = 60 * time.Second
	}
	if c.Grace <= 0 {
		c.Grace = time.Second
	}
	if c.Event == "" {
		c.Event = "bao match"
	}
	if c.Date == "" {
		c.Date = time.Now().Format("2006.01.02")
	}
	if c.PGN == nil {
		c.PGN = io.Discard
	}
	if c.Warn == nil {
		c.Warn = os.Stderr
	}
	return nil
}

// Jobs returns this run's share of the schedule.
func (c *Config) Jobs() []Job {
	order := openings.Order(len(c.Openings), c.RandomOrder, c.Seed)
	return shardJobs(c.Shard, Schedule(len(c.Engines), c.Rounds, c.Games, c.Gauntlet, order))
}

// Run plays the match and returns its statistics. Every finished game is
// written to c.PGN at once. A failing engine loses its game and is
// started afresh; the run goes on, unless the engine never started at
// all (its first start failed): Run then stops with an error naming it
// and records none of the games it failed. When ctx is cancelled (Ctrl-C) the
// games in progress are abandoned unrecorded and Run returns the tally of
// the finished ones, marked Interrupted. The error is for a record that
// cannot be written (the run stops, and the tally counts only the games
// recorded before it), for an engine that cannot start, or for an engine
// whose settings are a mistake: an option.NAME it does not declare, or
// one it answers with "info string error" (the run stops before its
// games are recorded).
func Run(ctx context.Context, c *Config) (*Tally, error) {
	if err := c.Check(); err != nil {
		return nil, err
	}
	names := make([]string, len(c.Engines))
	for i, e := range c.Engines {
		names[i] = e.Name
	}
	tally := NewTally(names)
	jobs := c.Jobs()
	gs := &gameSetup{rules: c.Rules, specs: c.Engines, openings: c.Openings, maxPlies: c.MaxPlies,
		resign: c.Resign, seed: c.Seed, event: c.Event, date: c.Date, to: timeouts{ready: c.Ready, hang: c.Hang, grace: c.Grace},
		engines: make([]engineState, len(c.Engines)), warn: syncwriter.New(c.Warn)}
	var log io.Writer
	if c.Log != nil {
		log = syncwriter.New(c.Log)
	}
	progress := c.Progress
	if progress == nil {
		progress = io.Discard
	}
	sprtActive := c.SPRT != nil && c.Shard.Count <= 1
	if c.SPRT != nil && !sprtActive {
		fmt.Fprintf(progress, "Note: with %s the SPRT is reported but does not stop the run; merge the shards to judge it.\n",
			field.Say(c.Names, "shard", "a shard of the schedule"))
	}

	// feed hands out jobs in schedule order until stopped.
	feedCtx, stopFeed := context.WithCancel(ctx)
	defer stopFeed()
	feed := make(chan Job)
	go func() {
		defer close(feed)
		for _, j := range jobs {
			select {
			case feed <- j:
			case <-feedCtx.Done():
				return
			}
		}
	}()
	results := make(chan GameResult)
	var wg sync.WaitGroup
	for slot := 1; slot <= min(c.Concurrency, max(len(jobs), 1)); slot++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runSlot(ctx, gs, slot, feed, results, log, progress)
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	var werr error
	watch := forfeitWatch{w: gs.warn, names: c.Names}
	for res := range results {
		if res.Aborted {
			continue
		}
		if res.StartFailure != nil {
			// An engine that never started fails every game alike: stop
			// rather than record a schedule of forfeits.
			if werr == nil {
				werr = fmt.Errorf("match: %w", res.StartFailure)
				fmt.Fprintln(progress, "Error:", werr, "- stopping")
				stopFeed()
			}
			continue
		}
		if werr != nil {
			// The run is stopping: a game still finishing is neither
			// recorded nor counted, so the summary counts the records.
			fmt.Fprintf(progress, "Finished game %d (%s vs %s): not recorded or counted, the run is stopping\n", res.Job.Number, res.South, res.North)
			continue
		}
		if err := writeRecord(c.PGN, res.Record); err != nil {
			werr = fmt.Errorf("match: game %d: %w", res.Job.Number, err)
			fmt.Fprintln(progress, "Error:", werr, "- stopping")
			fmt.Fprintf(progress, "Game %d is not counted: its record could not be written\n", res.Job.Number)
			stopFeed()
			continue
		}
		tally.Add(res.South, res.North, res.Result, res.Reason, res.Job.Pair)
		fmt.Fprintf(progress, "Finished game %d (%s vs %s): %s {%s}\n", res.Job.Number, res.South, res.North, res.Result.Score(), res.Termination)
		watch.add(&res, tally.Games, c.Engines)
		if p := tally.Main(); p != nil {
			fmt.Fprintln(progress, tally.ScoreLine(p))
			if c.SPRT != nil {
				fmt.Fprintln(progress, SPRTLine(*c.SPRT, p))
				if st := c.SPRT.Status(c.SPRT.LLR(p.Penta)); st != Continue && sprtActive && tally.SPRTResult == "" {
					tally.SPRTResult = st
					stopFeed()
				}
			}
		}
		if c.RatingInterval > 0 && tally.Games%c.RatingInterval == 0 {
			tally.Write(progress, c.SPRT)
		}
	}
	tally.Interrupted = ctx.Err() != nil
	return tally, werr
}

// runSlot plays jobs one after another with its own processes: one per
// engine of the current game, kept across games and restarted after a
// failure.
func runSlot(ctx context.Context, gs *gameSetup, slot int, feed <-chan Job, results chan<- GameResult, log, progress io.Writer) {
	live := map[int]player{}
	defer func() {
		for _, p := range live {
			p.close(ctx.Err() != nil)
		}
	}()
	for job := range feed {
		if ctx.Err() != nil {
			return
		}
		for i, p := range live {
			if i != job.South && i != job.North {
				p.close(false)
				delete(live, i)
			}
		}
		var ps [2]player
		for s, i := range [2]int{job.South, job.North} {
			if live[i] == nil {
				live[i] = newPlayer(&gs.specs[i], log, label(gs.specs[i].Name, slot), gs.to, &gs.engines[i], gs.warn)
			}
			ps[s] = live[i]
		}
		stop := context.AfterFunc(ctx, func() {
			ps[0].interrupt()
			ps[1].interrupt()
		})
		res := playGame(ctx, gs, job, ps)
		stop()
		results <- res
	}
}

// writeRecord writes g with one Write call, so that a record is either
// wholly in the file or not at all, even with several games finishing at
// once.
func writeRecord(w io.Writer, g *record.Game) error {
	var buf bytes.Buffer
	if err := record.Write(&buf, g); err != nil {
		return err
	}
	if _, err := w.Write(buf.Bytes()); err != nil {
		return fmt.Errorf("write record: %w", err)
	}
	if s, ok := w.(interface{ Sync() error }); ok {
		s.Sync()
	}
	return nil
}
