package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"time"

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
with this command in its header; the built-in suites are datagen/suites/*.txt.
Progress goes to stderr; Ctrl-C writes the positions kept so far.`

const suiteBuildExamples = `  bao datagen suite --dir datagen/suites --threads 2
  bao datagen suite --dir /tmp/suites --variant kete --count 50 --solve-nodes 500000
`

func runDatagenSuite(e *env) error {
	fs := newFlags(e, "datagen suite", suiteBuildAbout, suiteBuildExamples)
	def := datagen.DefaultSuiteConfig(engine.Kiswahili)
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
	vs, err := parseVariants(*variant)
	if err != nil {
		return usagef("--variant: %v", err)
	}
	lo, hi, err := parseRange(*toEnd)
	if err != nil || lo < 1 {
		return usagef("--plies-to-end: %q: want MIN-MAX with 1 <= MIN <= MAX", *toEnd)
	}
	if *count < 1 || *solveNodes == 0 || *perGame < 1 || *tries < 1 || *share <= 0 || *share >= 1 || *threads < 1 || *hash < 1 || *nodes == 0 {
		return usagef("datagen suite: want --count, --solve-nodes, --nodes, --hash, --per-game, --tries-per-game, --threads at least 1 and 0 < --max-win-share < 1")
	}
	command := fmt.Sprintf("bao datagen suite --variant %%s --count %d --seed %d --nodes %d --solve-nodes %d --hash %d --max-win-share %g --plies-to-end %d-%d --per-game %d --tries-per-game %d",
		*count, *seed, *nodes, *solveNodes, *hash, *share, lo, hi, *perGame, *tries)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	var mu sync.Mutex // serialises the progress lines and the first error
	var firstErr error
	sem := make(chan struct{}, *threads)
	var wg sync.WaitGroup
	for _, v := range vs {
		cfg := datagen.SuiteConfig{Variant: v, Count: *count, Seed: *seed, Nodes: *nodes, SolveNodes: *solveNodes,
			HashMiB: *hash, MaxWinShare: *share, MinToEnd: lo, MaxToEnd: hi, PerGame: *perGame, TriesPerGame: *tries}
		var last time.Time
		cfg.Progress = func(st datagen.SuiteStats) {
			if *every > 0 && time.Since(last) >= *every {
				last = time.Now()
				mu.Lock()
				fmt.Fprintf(e.stderr, "suite %s: %s %s\n", v, st.Elapsed.Round(time.Second), suiteStatsText(st))
				mu.Unlock()
			}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			err := buildOneSuite(ctx, e, cfg, filepath.Join(*dir, v.String()+".txt"), fmt.Sprintf(command, v), &mu)
			if err != nil {
				mu.Lock()
				if firstErr == nil {
					firstErr = err
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	if ctx.Err() != nil {
		return errors.New("datagen suite: interrupted: the files hold the positions kept so far")
	}
	return nil
}

// buildOneSuite builds one variant's suite and writes it to file.
func buildOneSuite(ctx context.Context, e *env, cfg datagen.SuiteConfig, file, command string, mu *sync.Mutex) error {
	entries, st, err := datagen.BuildSuite(ctx, cfg)
	if err != nil {
		return fmt.Errorf("datagen suite: %s: %w", cfg.Variant, err)
	}
	score := datagen.MeasureSuite(entries, func(se *datagen.SuiteEntry) (engine.Move, int) { return se.Win[0], 0 })
	header := []string{
		fmt.Sprintf("Bao la %s: positions proven won for the side to move, every legal move labelled", title(cfg.Variant.String())),
		"by proving its child (bao datagen suite --help). Line: BFEN | variant | winning moves | losing moves.",
		"Built by: " + command,
		fmt.Sprintf("From %d self-play games: %s.", st.Games, suiteStatsText(st)),
		fmt.Sprintf("A uniformly random move wins in %.1f%% of the positions.", 100*score.RandomRate()),
	}
	if ctx.Err() != nil {
		header = append(header, "Interrupted before the count was reached.")
	}
	f, err := os.Create(file)
	if err != nil {
		return fmt.Errorf("datagen suite: %w", err)
	}
	if err := datagen.WriteSuite(f, header, entries); err != nil {
		f.Close()
		return fmt.Errorf("datagen suite: %s: %w", file, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("datagen suite: %w", err)
	}
	mu.Lock()
	fmt.Fprintf(e.stdout, "%s: %d positions (random mover %.1f%%) in %s: %s\n", file, len(entries),
		100*score.RandomRate(), st.Elapsed.Round(time.Second), suiteStatsText(st))
	mu.Unlock()
	return nil
}

func suiteStatsText(st datagen.SuiteStats) string {
	return fmt.Sprintf("%d candidates tried, %d kept, dropped %d undecided, %d lost, %d with too many winning moves; %d solver nodes",
		st.Tried, st.Kept, st.Undecided, st.Lost, st.TooEasy, st.Nodes)
}

func title(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
