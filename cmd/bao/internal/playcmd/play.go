package playcmd

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/threadcount"
	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/play"
	"github.com/baoengine/bao/search"
)

// Command returns "bao play".
func Command() cli.Command {
	return cli.Command{
		Summary: "play a game against the engine in the terminal",
		Run:     cli.FailWhenInterrupted("play", run),
	}
}

// about is the description that "bao play --help" prints.
const about = "Play a game against the engine in the terminal. The board is shown after every\n" +
	"move; type a move token (A6L, a5R, A1L+ for safari) or a command:\n" +
	"  moves    list your legal moves        hint     ask the engine for a move\n" +
	"  undo     take back your last move     save F   append the game record to F\n" +
	"  board    show the board again         quit     leave (the record is kept with --save)\n" +
	"Ctrl-C also leaves, even while the engine thinks; with --save the game so far is\n" +
	"written first. A game without a move is not saved, and a game already saved to\n" +
	"a file as it stands (save F, then quit with --save F) is written there once."

const examples = "  bao play\n  bao play --level beginner\n  bao play --side north --movetime 2000\n  bao play --variant kujifunza --depth 6 --save game.pgn\n" +
	"  bao play --eval net --evalfile net.bin\n"

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "play", about, examples)
	side := fs.String("side", "south", "your side: south (moves first), north or random")
	movetime := fs.Int("movetime", 1000, "engine's time per move in milliseconds")
	depth := fs.Int("depth", 0, "engine's fixed search depth instead of a time (plies)")
	lvName := fs.String("level", "", "engine's level for people, by number or name: "+level.Names()+" (docs/levels.md; default: full strength); with --depth, the lower of its depth and the level's is searched")
	threads := fs.Int("threads", 1, "engine's search threads")
	hash := fs.Int("hash", 64, cli.HashHelp("engine's transposition table"))
	fen := fs.String("fen", "", "start from this BFEN instead of the start position")
	moves := fs.String("moves", "", "moves to play before the game starts, e.g. \"A7L a5R\" (move numbers such as \"1.\" are skipped)")
	save := fs.String("save", "", "append the game record to this file when the game ends or you quit")
	seed := fs.Uint64("seed", 0, fmt.Sprintf("the game's seed, 1..%d: it draws the side of --side random and the choices of --level, and is kept in the record's LevelSeed tag, so --seed N replays a game (0: a seed drawn for this game)", level.MaxSeed))
	ef := cli.AddEvalFlags(fs)
	rf := cli.AddRulesFlags(fs)
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	r, err := rf.Rules()
	if err != nil {
		return err
	}
	p, err := cli.StartingPosition(&r, *fen, *moves)
	if err != nil {
		return err
	}
	cfg := play.Config{Save: *save, Engine: "Bao " + cli.VersionString(), Level: level.Max()}
	if err := setSeed(&cfg, *seed); err != nil {
		return cli.Usagef("play: %v", err)
	}
	if cfg.Human, err = play.ParseSide(*side, cfg.LevelSeed); err != nil {
		return cli.Usagef("--%v", err)
	}
	switch {
	case *depth < 0 || *depth > 100:
		return cli.Usagef("play: --depth %d: want 0..100 (0 = use --movetime)", *depth)
	case *movetime < 1 || *movetime > cli.MaxMoveTimeMs:
		return cli.Usagef("play: --movetime %d: want 1..%d milliseconds", *movetime, cli.MaxMoveTimeMs)
	case threadcount.Check(*threads) != nil:
		return cli.Usagef("play: --%v", threadcount.Check(*threads))
	}
	if err := search.CheckHashMiB(*hash); err != nil {
		return cli.Usagef("play: --%v", err)
	}
	if err := cli.CheckOutputs("play", []cli.FileFlag{{Flag: "--save", Path: *save}}, []cli.FileFlag{{Flag: "--evalfile", Path: ef.File()}}); err != nil {
		return err
	}
	if err := checkSave(&cfg); err != nil { // now, not after the game
		return fmt.Errorf("play: %w", err)
	}
	ev, err := ef.Evaluator("play")
	if err != nil {
		return err
	}
	opts := search.DefaultOptions()
	opts.Threads, opts.HashMiB, opts.Eval = *threads, *hash, ev
	if *depth > 0 {
		cfg.Limits.Depth = *depth
	} else {
		cfg.Limits.MoveTime = time.Duration(*movetime) * time.Millisecond
	}
	if fs.Changed("level") { // --level "" is an error, not full strength
		if err := setLevel(&cfg, *lvName, &opts, e.Stdout); err != nil {
			return cli.Usagef("play: %v", err)
		}
	}
	cfg.Searcher = search.New(opts)
	return play.Run(e.Context(), e.Stdin, e.Stdout, e.Stderr, engine.NewGame(&r, p), cfg)
}
