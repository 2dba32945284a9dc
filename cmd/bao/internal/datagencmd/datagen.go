package datagencmd

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/datagencmd/infocmd"
	"github.com/baoengine/bao/cmd/bao/internal/datagencmd/suitecmd"
	"github.com/baoengine/bao/datagen"
)

// Command returns "bao datagen".
func Command() cli.Command {
	return cli.Command{Summary: "self-play training data; \"datagen suite\" builds the proven test suites", Run: run}
}

// names returns the flags of the settings that datagen's errors name, by
// the names it gives them.
func names() map[string]string {
	return map[string]string{"depth": "--depth", "nodes": "--nodes", "games": "--games", "positions": "--positions",
		"threads": "--threads", "random plies": "--random-plies", "maxplies": "--maxplies", "hash": "--hash",
		"shard": "--shard", "variant": "--variant", "out": "--out"}
}

func run(e *cli.Env) error {
	if len(e.Args) > 0 && e.Args[0] == "suite" {
		return suitecmd.Command().Run(e.WithArgs(e.Args[1:]))
	}
	if len(e.Args) > 0 && e.Args[0] == "info" {
		return infocmd.Command().Run(e.WithArgs(e.Args[1:]))
	}
	fs := cli.NewFlags(e, "datagen", about, examples)
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
	fs.IntVar(&cfg.HashMiB, "hash", cfg.HashMiB, cli.HashHelp("each game's table (cleared before every game)"))
	every := fs.Duration("progress", 5*time.Second, "progress report period on stderr (0: none)")
	ef := cli.AddEvalFlags(fs)
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	if *out == "" {
		return cli.Usagef("datagen: --out FILE is required (the samples are appended to it)")
	}
	if err := cli.CheckOutputs("datagen", []cli.FileFlag{{Flag: "--out", Path: *out}}, []cli.FileFlag{{Flag: "--evalfile", Path: ef.File()}}); err != nil {
		return err
	}
	if *every < 0 {
		return cli.Usagef("datagen: --progress %v: want 0 (none) or more", *every)
	}
	if fs.Changed("depth") && !fs.Changed("nodes") {
		cfg.Nodes = 0
	}
	if err := parseSettings(&cfg, *variant, *plies, *shardFlag); err != nil {
		return cli.Usage(err)
	}
	var err error
	if cfg.SearchOptions.Eval, err = ef.Evaluator("datagen"); err != nil {
		return err
	}
	// Its errors name the field and value, said here with the flags: a
	// negative --depth, a --hash above the machine's bound
	// (search.CheckHashMiB)...
	if err := cfg.Check(); err != nil {
		return cli.UsageFlagErrors(err, names())
	}
	st, err := datagen.RunFile(e.Context(), cfg, *out, *every, e.Stdout, e.Stderr)
	err = cli.FlagErrors(err, names())
	if err == nil && st.Interrupted && (cfg.Games > 0 || cfg.Positions > 0) {
		return fmt.Errorf("datagen: %w before the target", cli.ErrInterrupted)
	}
	return err
}
