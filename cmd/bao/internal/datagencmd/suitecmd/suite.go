package suitecmd

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/threadcount"
	"github.com/baoengine/bao/judge/suite"
)

// Command returns "bao datagen suite".
func Command() cli.Command {
	return cli.Command{Summary: "build the solver-proven test suites", Run: run}
}

// names returns the flags of the settings that suite's errors name, by
// the names it gives them.
func names() map[string]string {
	return map[string]string{"count": "--count", "nodes": "--nodes", "solve nodes": "--solve-nodes",
		"max win share": "--max-win-share", "plies to end": "--plies-to-end", "per game": "--per-game",
		"tries per game": "--tries-per-game", "hash": "--hash", "threads": "--threads"}
}

// about is the description that "bao datagen suite --help" prints.
const about = `Build the test suites of "bao suite": positions proven won for the side to
move, with every legal move labelled winning or losing by the proof-number
solver. The positions come from self-play games (as bao datagen plays them),
--plies-to-end plies before the game's end. A candidate is kept when the
solver proves it won and then proves every child (a move wins iff its child is
lost for the opponent), each within --solve-nodes; it is dropped when any
proof fails, when it is lost, and when more than --max-win-share of its moves
win (the suite must tell good moves from bad ones). The same flags give the
same files. Each variant's suite is written to DIR/<variant>.txt (replaced),
with this command in its header; the built-in suites are
judge/suite/suites/*.txt. DIR is made when missing and checked before the
build starts (a folder where every file can be written). Progress goes to
stderr. Ctrl-C (or SIGTERM) stops the build: a variant that finished has been
written; one cut short writes the positions it kept only when they are more
than its file holds (a new file included), and otherwise leaves the file as it
was, so an interrupted build never makes a suite smaller or empty.`

const examples = `  bao datagen suite --dir judge/suite/suites --threads 2
  bao datagen suite --dir /tmp/suites --variant kete --count 50 --solve-nodes 500000
`

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "datagen suite", about, examples)
	cfg := suite.DefaultConfig(engine.Kiswahili)
	variant := fs.String("variant", "all", "kiswahili, kete, kujifunza, all, or a list: kete,kujifunza")
	dir := fs.String("dir", "", "write DIR/<variant>.txt (required)")
	fs.IntVar(&cfg.Count, "count", cfg.Count, "positions per variant")
	fs.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "seed of the self-play games")
	fs.Uint64Var(&cfg.Nodes, "nodes", cfg.Nodes, "self-play nodes per move")
	fs.Uint64Var(&cfg.SolveNodes, "solve-nodes", cfg.SolveNodes, "node budget of each proof (the position, then each child)")
	fs.IntVar(&cfg.HashMiB, "hash", cfg.HashMiB, cli.HashHelp("each variant's proof table"))
	fs.Float64Var(&cfg.MaxWinShare, "max-win-share", cfg.MaxWinShare, "keep positions where at most this share of the moves win (0 < share < 1)")
	toEnd := fs.String("plies-to-end", fmt.Sprintf("%d-%d", cfg.MinToEnd, cfg.MaxToEnd), "candidates: positions MIN-MAX plies before the game's end")
	fs.IntVar(&cfg.PerGame, "per-game", cfg.PerGame, "most positions kept from one game")
	fs.IntVar(&cfg.TriesPerGame, "tries-per-game", cfg.TriesPerGame, "most candidates tried in one game")
	threads := fs.Int("threads", 1, "variants built at once")
	every := fs.Duration("progress", 10*time.Second, "progress report period on stderr (0: none)")
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	if *dir == "" {
		return cli.Usagef("datagen suite: --dir DIR is required")
	}
	vs, err := datagen.ParseVariants(*variant)
	if err != nil {
		return cli.Usagef("datagen suite: --variant: %v", err)
	}
	if cfg.MinToEnd, cfg.MaxToEnd, err = datagen.ParseRange(*toEnd); err != nil || cfg.MinToEnd < 1 {
		return cli.Usagef("datagen suite: --plies-to-end %q: want MIN-MAX with 1 <= MIN <= MAX", *toEnd)
	}
	// Each check names its field and value (suite.Config.Check, the
	// solver's table bounded as every table is), said with its flag.
	if err := cfg.Check(); err != nil {
		return cli.UsageFlagErrors(fmt.Errorf("datagen suite: %w", err), names())
	}
	switch {
	case threadcount.Check(*threads) != nil:
		return cli.Usagef("datagen suite: --%v", threadcount.Check(*threads))
	case *every < 0:
		return cli.Usagef("datagen suite: --progress %v: want 0 (none) or more", *every)
	}
	build := suite.Files{Configs: suite.ForVariants(cfg, vs), Dir: *dir, Threads: *threads, Header: header}
	if err := build.CheckTables(); err != nil {
		return cli.UsageFlagErrors(fmt.Errorf("datagen suite: %w", err), names())
	}
	// Found out now, not after the build: the folder is made when missing,
	// and every DIR/<variant>.txt must be writable.
	if err := build.Prepare(); err != nil {
		return fmt.Errorf("datagen suite: --dir: %w", err)
	}
	ctx := e.Context()
	reportTo(&build, e.Stdout, e.Stderr, *every)
	if err := suite.BuildFiles(ctx, build); err != nil {
		return cli.FlagErrors(fmt.Errorf("datagen suite: %w", err), names())
	}
	if ctx.Err() != nil {
		return fmt.Errorf("datagen suite: %w: a file is replaced only by a finished variant or by more positions than it held", cli.ErrInterrupted)
	}
	return nil
}

// header returns the first lines of the header of cfg's suite file: what
// it holds, where to read how it is made, and the command line that
// builds it.
func header(cfg suite.Config) []string {
	return []string{
		cfg.Heading(),
		"by proving its child (bao datagen suite --help). Line: BFEN | variant | winning moves | losing moves.",
		"Built by: " + commandLine(cfg),
	}
}

// commandLine returns the command line that builds cfg's suite.
func commandLine(c suite.Config) string {
	return fmt.Sprintf("bao datagen suite --variant %s --count %d --seed %d --nodes %d --solve-nodes %d --hash %d --max-win-share %g --plies-to-end %d-%d --per-game %d --tries-per-game %d",
		c.Variant, c.Count, c.Seed, c.Nodes, c.SolveNodes, c.HashMiB, c.MaxWinShare, c.MinToEnd, c.MaxToEnd, c.PerGame, c.TriesPerGame)
}
