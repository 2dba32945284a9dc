package datagencmd

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/datagencmd/infocmd"
	"github.com/baoengine/bao/cmd/bao/internal/datagencmd/suitecmd"
	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/internal/shard"
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

// about is the description that "bao datagen --help" prints.
const about = `Make training data for the evaluation by self-play: the engine plays itself
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

const examples = `  bao datagen --out data.bin --games 1000 --threads 2
  bao datagen --out kete.bin --variant kete --positions 1000000 --nodes 10000
  bao datagen --out d6.bin --depth 6 --random-plies 8-16 --games 500
  bao datagen --out shard3.bin --games 100000 --seed 7 --shard 3/8 --threads 2   # one machine's share
  cat shard*.bin > all.bin && bao datagen info all.bin
`

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

// parseSettings sets the settings of c that bao datagen takes as text:
// the variants (datagen.ParseVariants), the random plies
// (datagen.ParseRange) and the shard ("I/N"; "" leaves c.Shard). Its
// errors name the flags.
func parseSettings(c *datagen.Config, variants, randomPlies, shardText string) error {
	var err error
	if c.Variants, err = datagen.ParseVariants(variants); err != nil {
		return fmt.Errorf("--variant: %w", err)
	}
	if c.RandomMin, c.RandomMax, err = datagen.ParseRange(randomPlies); err != nil {
		return fmt.Errorf("--random-plies: %w", err)
	}
	if shardText != "" {
		if c.Shard, err = shard.Parse(shardText); err != nil {
			return fmt.Errorf("--shard: %w", err)
		}
	}
	return nil
}
