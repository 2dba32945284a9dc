package main

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/threadcount"
	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/play"
	"github.com/baoengine/bao/search"
)

func runPlay(e *env) error {
	fs := newFlags(e, "play", play.About,
		"  bao play\n  bao play --level beginner\n  bao play --side north --movetime 2000\n  bao play --variant kujifunza --depth 6 --save game.pgn\n"+
			"  bao play --eval net --evalfile net.bin\n")
	side := fs.String("side", "south", "your side: south (moves first), north or random")
	movetime := fs.Int("movetime", 1000, "engine's time per move in milliseconds")
	depth := fs.Int("depth", 0, "engine's fixed search depth instead of a time (plies)")
	lvName := fs.String("level", "", "engine's level for people, by number or name: "+level.Names()+" (docs/levels.md; default: full strength); with --depth, the lower of its depth and the level's is searched")
	threads := fs.Int("threads", 1, "engine's search threads")
	hash := fs.Int("hash", 64, hashHelp("engine's transposition table"))
	fen := fs.String("fen", "", "start from this BFEN instead of the start position")
	moves := fs.String("moves", "", "moves to play before the game starts, e.g. \"A7L a5R\" (move numbers such as \"1.\" are skipped)")
	save := fs.String("save", "", "append the game record to this file when the game ends or you quit")
	seed := fs.Uint64("seed", 0, fmt.Sprintf("the game's seed, 1..%d: it draws the side of --side random and the choices of --level, and is kept in the record's LevelSeed tag, so --seed N replays a game (0: a seed drawn for this game)", level.MaxSeed))
	ef := addEvalFlags(fs)
	rf := addRulesFlags(fs)
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	r, err := rf.rules()
	if err != nil {
		return err
	}
	p, err := startingPosition(&r, *fen, *moves)
	if err != nil {
		return err
	}
	cfg := play.Config{Save: *save, Engine: "Bao " + versionString(), Level: level.Max()}
	if err := cfg.SetSeed(*seed); err != nil {
		return usagef("play: %v", err)
	}
	if cfg.Human, err = play.ParseSide(*side, cfg.LevelSeed); err != nil {
		return usagef("--%v", err)
	}
	switch {
	case *depth < 0 || *depth > 100:
		return usagef("play: --depth %d: want 0..100 (0 = use --movetime)", *depth)
	case *movetime < 1 || *movetime > maxMoveTimeMs:
		return usagef("play: --movetime %d: want 1..%d milliseconds", *movetime, maxMoveTimeMs)
	case threadcount.Check(*threads) != nil:
		return usagef("play: --%v", threadcount.Check(*threads))
	}
	if err := search.CheckHashMiB(*hash); err != nil {
		return usagef("play: --%v", err)
	}
	if err := checkOutputs("play", []fileFlag{{"--save", *save}}, []fileFlag{{"--evalfile", *ef.file}}); err != nil {
		return err
	}
	if err := cfg.CheckSave(); err != nil { // now, not after the game
		return fmt.Errorf("play: %w", err)
	}
	ev, err := ef.evaluator("play")
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
		if err := cfg.SetLevel(*lvName, &opts, e.stdout); err != nil {
			return usagef("play: %v", err)
		}
	}
	cfg.Searcher = search.New(opts)
	return play.Run(e.context(), e.stdin, e.stdout, e.stderr, engine.NewGame(&r, p), cfg)
}
