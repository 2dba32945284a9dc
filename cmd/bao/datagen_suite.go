package main

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/threadcount"
	"github.com/baoengine/bao/judge/suite"
)

const suiteBuildExamples = `  bao datagen suite --dir judge/suite/suites --threads 2
  bao datagen suite --dir /tmp/suites --variant kete --count 50 --solve-nodes 500000
`

func runDatagenSuite(e *env, args []string) error {
	fs := newFlags(e, "datagen suite", suite.BuildAbout, suiteBuildExamples)
	cfg := suite.DefaultConfig(engine.Kiswahili)
	variant := fs.String("variant", "all", "kiswahili, kete, kujifunza, all, or a list: kete,kujifunza")
	dir := fs.String("dir", "", "write DIR/<variant>.txt (required)")
	fs.IntVar(&cfg.Count, "count", cfg.Count, "positions per variant")
	fs.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "seed of the self-play games")
	fs.Uint64Var(&cfg.Nodes, "nodes", cfg.Nodes, "self-play nodes per move")
	fs.Uint64Var(&cfg.SolveNodes, "solve-nodes", cfg.SolveNodes, "node budget of each proof (the position, then each child)")
	fs.IntVar(&cfg.HashMiB, "hash", cfg.HashMiB, hashHelp("each variant's proof table"))
	fs.Float64Var(&cfg.MaxWinShare, "max-win-share", cfg.MaxWinShare, "keep positions where at most this share of the moves win (0 < share < 1)")
	toEnd := fs.String("plies-to-end", fmt.Sprintf("%d-%d", cfg.MinToEnd, cfg.MaxToEnd), "candidates: positions MIN-MAX plies before the game's end")
	fs.IntVar(&cfg.PerGame, "per-game", cfg.PerGame, "most positions kept from one game")
	fs.IntVar(&cfg.TriesPerGame, "tries-per-game", cfg.TriesPerGame, "most candidates tried in one game")
	threads := fs.Int("threads", 1, "variants built at once")
	every := fs.Duration("progress", 10*time.Second, "progress report period on stderr (0: none)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *dir == "" {
		return usagef("datagen suite: --dir DIR is required")
	}
	vs, err := datagen.ParseVariants(*variant)
	if err != nil {
		return usagef("datagen suite: --variant: %v", err)
	}
	if cfg.MinToEnd, cfg.MaxToEnd, err = datagen.ParseRange(*toEnd); err != nil || cfg.MinToEnd < 1 {
		return usagef("datagen suite: --plies-to-end %q: want MIN-MAX with 1 <= MIN <= MAX", *toEnd)
	}
	// Each check names its flag and value (suite.Config.Check, the solver's
	// --hash bounded as every --hash is).
	if err := cfg.Check(); err != nil {
		return usageError{fmt.Errorf("datagen suite: %w", err)}
	}
	switch {
	case threadcount.Check(*threads) != nil:
		return usagef("datagen suite: --%v", threadcount.Check(*threads))
	case *every < 0:
		return usagef("datagen suite: --progress %v: want 0 (none) or more", *every)
	}
	build := suite.Files{Configs: suite.ForVariants(cfg, vs), Dir: *dir, Threads: *threads}
	if err := build.CheckTables(); err != nil {
		return usagef("datagen suite: %v", err)
	}
	// Found out now, not after the build: the folder is made when missing,
	// and every DIR/<variant>.txt must be writable.
	if err := build.Prepare(); err != nil {
		return fmt.Errorf("datagen suite: --dir: %w", err)
	}
	ctx := e.context()
	build.ReportTo(e.stdout, e.stderr, *every)
	if err := suite.BuildFiles(ctx, build); err != nil {
		return fmt.Errorf("datagen suite: %w", err)
	}
	if ctx.Err() != nil {
		return fmt.Errorf("datagen suite: %w: a file is replaced only by a finished variant or by more positions than it held", errInterrupted)
	}
	return nil
}
