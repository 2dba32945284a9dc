package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/shard"
)

const datagenAbout = `Make training data for the evaluation by self-play: the engine plays itself
from varied starts (a built-in opening or the variant's start, then random
legal moves), searching every position with a fixed budget, and appends one
48-byte record per searched position to --out: the position (with its ply),
the search's score and best move, and the game's result from the side to
move's view (+1 won, -1 lost, 0 drawn by the move limit). Every variant plays
by its default rules. The random moves are not written; neither is the final
position of a game. datagen/doc.go describes the format and the choices.

Games are a pure function of --seed and their number: the same command gives
the same file, whatever --threads (games are written in order, a whole game
at a time). --shard I/N plays every N-th game of the schedule from game I, so
N machines with the same flags and seed share the work; join their files
with cat. Progress goes to stderr. Ctrl-C stops the searches, writes every
finished game and prints the summary; run the command again with another
--seed to add more games to the same file.

Other subcommands:
  bao datagen suite ...   build the solver-proven test suites (bao datagen suite --help)
  bao datagen info FILE   count the samples of data files by variant and result`

const datagenExamples = `  bao datagen --out data.bin --games 1000 --threads 2
  bao datagen --out kete.bin --variant kete --positions 1000000 --nodes 10000
  bao datagen --out d6.bin --depth 6 --random-plies 8-16 --games 500
  bao datagen --out shard3.bin --games 100000 --seed 7 --shard 3/8 --threads 2   # one machine's share
  cat shard*.bin > all.bin && bao datagen info all.bin
`

func runDatagen(e *env) error {
	if len(e.args) > 0 {
		switch e.args[0] {
		case "suite":
			sub := *e
			sub.args = e.args[1:]
			return runDatagenSuite(&sub)
		case "info":
			sub := *e
			sub.args = e.args[1:]
			return runDatagenInfo(&sub)
		}
	}
	fs := newFlags(e, "datagen", datagenAbout, datagenExamples)
	cfg := datagen.DefaultConfig()
	variant := fs.String("variant", "all", "kiswahili, kete, kujifunza, all, or a list: kete,kujifunza")
	fs.Uint64Var(&cfg.Nodes, "nodes", cfg.Nodes, "nodes searched per move (with --depth alone: no node limit)")
	fs.IntVar(&cfg.Depth, "depth", 0, "depth searched per move (0: none)")
	fs.IntVar(&cfg.Games, "games", 0, "games in the whole schedule, all shards together (0: no end)")
	fs.Int64Var(&cfg.Positions, "positions", 0, "stop this run after writing this many positions (0: no limit)")
	out := fs.String("out", "", "append the samples to `FILE` (required)")
	fs.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "seed of the starts (same seed, same games)")
	shardFlag := fs.String("shard", "", "play only share `I/N` of the games, e.g. 2/8 (same flags and --seed on every shard)")
	fs.IntVar(&cfg.Threads, "threads", cfg.Threads, "games played at once, each with its own one-thread search")
	plies := fs.String("random-plies", fmt.Sprintf("%d-%d", cfg.RandomMin, cfg.RandomMax), "random legal moves before the first searched position: `MIN-MAX` or N")
	fs.IntVar(&cfg.MaxPlies, "maxplies", cfg.MaxPlies, "adjudicate a draw when a game reaches this ply (0: no limit)")
	fs.IntVar(&cfg.HashMiB, "hash", cfg.HashMiB, "each game's table in MiB (cleared before every game)")
	every := fs.Duration("progress", 5*time.Second, "progress report period on stderr (0: none)")
	ef := addEvalFlags(fs)
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	if *out == "" {
		return usagef("datagen: --out FILE is required (the samples are appended to it)")
	}
	if fs.Changed("depth") && !fs.Changed("nodes") {
		cfg.Nodes = 0
	}
	var err error
	if cfg.Variants, err = parseVariants(*variant); err != nil {
		return usagef("--variant: %v", err)
	}
	if cfg.RandomMin, cfg.RandomMax, err = parseRange(*plies); err != nil {
		return usagef("--random-plies: %v", err)
	}
	if *shardFlag != "" {
		if cfg.Shard, err = shard.Parse(*shardFlag); err != nil {
			return usagef("--shard: %v", err)
		}
	}
	if cfg.SearchOptions.Eval, err = ef.evaluator("datagen"); err != nil {
		return err
	}
	if err := cfg.Check(); err != nil {
		return usageError{err}
	}
	return runDatagenTo(e.context(), e, cfg, *out, *every)
}

// runDatagenTo runs the configured self-play into the file out and prints
// progress and the summary.
func runDatagenTo(ctx context.Context, e *env, cfg datagen.Config, out string, every time.Duration) error {
	f, cut, err := datagen.OpenAppend(out)
	if err != nil {
		return fmt.Errorf("datagen: --out: %w", err)
	}
	defer f.Close()
	if cut > 0 {
		fmt.Fprintf(e.stderr, "datagen: %s ended in a cut record (a killed run): dropped its %d bytes\n", out, cut)
	}
	fmt.Fprintf(e.stdout, "Datagen: %s, %s a move, seed %d%s, %s, %d thread(s) -> %s\n",
		variantsText(cfg.Variants), budgetText(cfg), cfg.Seed, shardText(cfg.Shard), targetText(cfg), cfg.Threads, out)
	var last time.Time
	cfg.Progress = func(st datagen.Stats) {
		if every > 0 && time.Since(last) >= every {
			last = time.Now()
			fmt.Fprintln(e.stderr, progressLine(cfg, st))
		}
	}
	st, err := datagen.Run(ctx, cfg, f)
	if cerr := f.Close(); cerr != nil && err == nil {
		err = fmt.Errorf("datagen: %w", cerr)
	}
	fmt.Fprintf(e.stdout, "Games           : %d (South won %d, North won %d, drawn at the move limit %d)\n",
		st.Games, st.South, st.North, st.Draws)
	fmt.Fprintf(e.stdout, "Positions       : %d\n", st.Positions)
	fmt.Fprintf(e.stdout, "Time            : %s\n", st.Elapsed.Round(time.Millisecond))
	fmt.Fprintf(e.stdout, "Positions/second: %.0f\n", st.PositionsPerSecond())
	if st.Interrupted {
		fmt.Fprintln(e.stdout, "Interrupted     : every finished game was written")
	}
	if err != nil {
		return err
	}
	if st.Interrupted && (cfg.Games > 0 || cfg.Positions > 0) {
		return fmt.Errorf("datagen: %w before the target", errInterrupted)
	}
	return nil
}

// parseVariants reads "all" or a comma-separated list of variant names.
func parseVariants(s string) ([]engine.Variant, error) {
	if s == "all" || s == "" {
		return engine.Variants[:], nil
	}
	var vs []engine.Variant
	seen := map[engine.Variant]bool{}
	for _, name := range strings.Split(s, ",") {
		v, err := engine.ParseVariant(strings.TrimSpace(name))
		if err != nil {
			return nil, fmt.Errorf("%q: %w (or all)", name, err)
		}
		if !seen[v] {
			seen[v] = true
			vs = append(vs, v)
		}
	}
	return vs, nil
}

// parseRange reads "MIN-MAX" or "N" of non-negative whole numbers.
func parseRange(s string) (lo, hi int, err error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		b = a
	}
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil || lo < 0 || hi < lo {
		return 0, 0, fmt.Errorf("%q: want MIN-MAX with 0 <= MIN <= MAX, e.g. 4-12, or one number", s)
	}
	return lo, hi, nil
}

func variantsText(vs []engine.Variant) string {
	names := make([]string, len(vs))
	for i, v := range vs {
		names[i] = v.String()
	}
	return strings.Join(names, ", ")
}

func budgetText(cfg datagen.Config) string {
	switch {
	case cfg.Depth > 0 && cfg.Nodes > 0:
		return fmt.Sprintf("depth %d or %d nodes", cfg.Depth, cfg.Nodes)
	case cfg.Depth > 0:
		return fmt.Sprintf("depth %d", cfg.Depth)
	}
	return fmt.Sprintf("%d nodes", cfg.Nodes)
}

func targetText(cfg datagen.Config) string {
	var parts []string
	if n := cfg.ShardGames(); n > 0 {
		parts = append(parts, fmt.Sprintf("%d games", n))
	}
	if cfg.Positions > 0 {
		parts = append(parts, fmt.Sprintf("%d positions", cfg.Positions))
	}
	if len(parts) == 0 {
		return "until Ctrl-C"
	}
	return "stop at " + strings.Join(parts, " or ")
}

// progressLine is one progress report: counts, speed, and with a target
// the share done and the time left (by whichever target comes first).
func progressLine(cfg datagen.Config, st datagen.Stats) string {
	line := fmt.Sprintf("datagen: %s games %d positions %d (%.0f/s)", st.Elapsed.Round(time.Second),
		st.Games, st.Positions, st.PositionsPerSecond())
	if frac := cfg.Fraction(st); frac > 0 {
		eta := time.Duration(float64(st.Elapsed) * (1 - frac) / frac)
		line += fmt.Sprintf(" %.1f%% ETA %s", 100*min(frac, 1), eta.Round(time.Second))
	}
	return line
}
