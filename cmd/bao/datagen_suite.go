package main

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/bench/suite"
	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
)

const suiteBuildAbout = `Build the test suites of "bao suite": positions proven won for the side to
move, with every legal move labelled winning or losing by the proof-number
solver. The positions come from self-play games (as bao datagen plays them),
--plies-to-end plies before the game's end. A candidate is kept when the
solver proves it won and then proves every child (a move wins iff its child is
lost for the opponent), each within --solve-nodes; it is dropped when any
proof fails, when it is lost, and when more than --max-win-share of its moves
win (the suite must tell good moves from bad ones). The same flags give the
same files. Each variant's suite is written to DIR/<variant>.txt (replaced),
with this command in its header; the built-in suites are bench/suite/suites/*.txt.
Progress goes to stderr; Ctrl-C writes the positions kept so far.`

const suiteBuildExamples = `  bao datagen suite --dir bench/suite/suites --threads 2
  bao datagen suite --dir /tmp/suites --variant kete --count 50 --solve-nodes 500000
`

func runDatagenSuite(e *env) error {
	fs := newFlags(e, "datagen suite", suiteBuildAbout, suiteBuildExamples)
	def := suite.DefaultConfig(engine.Kiswahili)
	variant := fs.String("variant", "all", "kiswahili, kete, kujifunza, all, or a list: kete,kujifunza")
	dir := fs.String("dir", "", "write DIR/<variant>.txt (required)")
	count := fs.Int("count", def.Count, "positions per variant")
	seed := fs.Uint64("seed", def.Seed, "seed of the self-play games")
	nodes := fs.Uint64("nodes", def.Nodes, "self-play nodes per move")
	solveNodes := fs.Uint64("solve-nodes", def.SolveNodes, "node budget of each proof (the position, then each child)")
	hash := fs.Int("hash", def.HashMiB, "solver table per variant in MiB")
	share := fs.Float64("max-win-share", def.MaxWinShare, "keep positions where at most this share of the moves win")
	toEnd := fs.String("plies-to-end", fmt.Sprintf("%d-%d", def.MinToEnd, def.MaxToEnd), "candidates: positions MIN-MAX plies before the game's end")
	perGame := fs.Int("per-game", def.PerGame, "most positions kept from one game")
	tries := fs.Int("tries-per-game", def.TriesPerGame, "most candidates tried in one game")
	threads := fs.Int("threads", 1, "variants built at once")
	every := fs.Duration("progress", 10*time.Second, "progress report period on stderr (0: none)")
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	if *dir == "" {
		return usagef("datagen suite: --dir DIR is required")
	}
	vs, err := datagen.ParseVariants(*variant)
	if err != nil {
		return usagef("--variant: %v", err)
	}
	lo, hi, err := datagen.ParseRange(*toEnd)
	if err != nil || lo < 1 {
		return usagef("--plies-to-end: %q: want MIN-MAX with 1 <= MIN <= MAX", *toEnd)
	}
	if *count < 1 || *solveNodes == 0 || *perGame < 1 || *tries < 1 || *share <= 0 || *share >= 1 || *threads < 1 || *hash < 1 || *nodes == 0 {
		return usagef("datagen suite: want --count, --solve-nodes, --nodes, --hash, --per-game, --tries-per-game, --threads at least 1 and 0 < --max-win-share < 1")
	}
	ctx := e.context()

	build := suite.Files{Dir: *dir, Threads: *threads}
	for _, v := range vs {
		build.Configs = append(build.Configs, suite.Config{Variant: v, Count: *count, Seed: *seed, Nodes: *nodes, SolveNodes: *solveNodes,
			HashMiB: *hash, MaxWinShare: *share, MinToEnd: lo, MaxToEnd: hi, PerGame: *perGame, TriesPerGame: *tries})
	}
	last := map[engine.Variant]time.Time{}
	build.Progress = func(v engine.Variant, st suite.Stats) {
		if *every > 0 && time.Since(last[v]) >= *every {
			last[v] = time.Now()
			fmt.Fprintf(e.stderr, "suite %s: %s %s\n", v, st.Elapsed.Round(time.Second), st)
		}
	}
	build.Done = func(w suite.Written) {
		fmt.Fprintf(e.stdout, "%s: %d positions (random mover %.1f%%) in %s: %s\n", w.File, w.Positions,
			100*w.RandomRate, w.Stats.Elapsed.Round(time.Second), w.Stats)
	}
	if err := suite.BuildFiles(ctx, build); err != nil {
		return fmt.Errorf("datagen suite: %w", err)
	}
	if ctx.Err() != nil {
		return fmt.Errorf("datagen suite: %w: the files hold the positions kept so far", errInterrupted)
	}
	return nil
}
