package puzzles

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/search"
	"github.com/baoengine/bao/solve"
)

// Config is the setting of Build.
type Config struct {
	Seed  uint64 // seed of the self-play games: variants, levels, the levels' choices, the candidates
	Count int    // puzzles wanted
	// SolveNodes is the node budget of each proof: the position's, each
	// child's, the exact length's and the main line's.
	SolveNodes uint64
	// MinLevel and MaxLevel bound the levels of the self-play games (package
	// level; each side draws one): 1 Beginner .. 10 Grandmaster.
	MinLevel, MaxLevel int
	// Mix is the share of the games of each variant, per mille:
	// Kiswahili, Kujifunza, Kete.
	Mix [3]int
	// MaxToEnd: the candidates are the positions of a finished game at
	// most MaxToEnd plies before its end, either side to move.
	MaxToEnd int
	// PerGame and TriesPerGame bound the puzzles kept from one game and
	// the candidates tried in it (in an order drawn from the seed).
	PerGame, TriesPerGame int
	// Threads is the number of games worked on at once. The result does
	// not depend on it: each game's puzzles depend on the game alone, and
	// the games are taken in order.
	Threads int
	// Progress, if not nil, is called after each game, in order.
	Progress func(Stats)
}

// DefaultConfig returns the defaults of "bao puzzles build".
func DefaultConfig() Config {
	return Config{Seed: 1, Count: 300, SolveNodes: 20_000, MinLevel: 1, MaxLevel: 9,
		Mix: [3]int{800, 100, 100}, MaxToEnd: 12, PerGame: 2, TriesPerGame: 4, Threads: 1}
}

// Check reports the first setting out of range, naming the flag of "bao
// puzzles build" that sets it.
func (c *Config) Check() error {
	nl := len(level.All()) - 1 // the full level has no depth: no self-play
	switch {
	case c.Count < 1:
		return fmt.Errorf("--count %d: want at least 1", c.Count)
	case c.SolveNodes == 0:
		return fmt.Errorf("--solve-nodes %d: want at least 1", c.SolveNodes)
	case c.MinLevel < 1 || c.MaxLevel > nl || c.MinLevel > c.MaxLevel:
		return fmt.Errorf("--levels %d-%d: want MIN-MAX with 1 <= MIN <= MAX <= %d", c.MinLevel, c.MaxLevel, nl)
	case c.Mix[0] < 0 || c.Mix[1] < 0 || c.Mix[2] < 0 || c.Mix[0]+c.Mix[1]+c.Mix[2] == 0:
		return fmt.Errorf("--mix %d,%d,%d: want three shares of 0 or more, not all 0", c.Mix[0], c.Mix[1], c.Mix[2])
	case c.MaxToEnd < 1:
		return fmt.Errorf("--plies-to-end %d: want at least 1", c.MaxToEnd)
	case c.PerGame < 1:
		return fmt.Errorf("--per-game %d: want at least 1", c.PerGame)
	case c.TriesPerGame < 1:
		return fmt.Errorf("--tries-per-game %d: want at least 1", c.TriesPerGame)
	case c.Threads < 1 || c.Threads > 256:
		return fmt.Errorf("--threads %d: want 1..256", c.Threads)
	}
	return nil
}

// Stats count a build's work.
type Stats struct {
	Games     int // self-play games played (in order)
	Tried     int // candidates proved
	Undecided int // dropped: the position, a child or the length not decided in the budget
	NotWon    int // dropped: lost for the side to move
	NotPuzzle int // dropped: too few legal moves, or too many win
	Kept      int // puzzles kept
	Nodes     uint64
	Elapsed   time.Duration
}

func (s *Stats) add(o Stats) {
	s.Games += o.Games
	s.Tried += o.Tried
	s.Undecided += o.Undecided
	s.NotWon += o.NotWon
	s.NotPuzzle += o.NotPuzzle
	s.Kept += o.Kept
	s.Nodes += o.Nodes
}

// worker holds one thread's engines: the self-play searchers, the solver
// and the difficulty's searcher.
type worker struct {
	pl   *player
	sv   [len(engine.Variants)]*solve.Solver
	diff *search.Searcher
	hash int
}

func newWorker() *worker {
	return &worker{pl: newPlayer(), diff: search.New(DifficultyOptions())}
}

// solverHashMiB is each solver's table; Prove clears it per position.
const solverHashMiB = 64

// solver returns the worker's solver for the default rules of v.
func (w *worker) solver(v engine.Variant) (*solve.Solver, error) {
	if w.sv[v] == nil {
		r := engine.DefaultRules(v)
		opt := solve.DefaultOptions()
		opt.HashMiB, opt.Threads = solverHashMiB, 1
		sv, err := solve.New(&r, opt)
		if err != nil {
			return nil, err
		}
		w.sv[v] = sv
	}
	return w.sv[v], nil
}

// gameResult is one game's puzzles and work.
type gameResult struct {
	index   int
	puzzles []Puzzle
	keys    []uint64
	stats   Stats
	err     error
}

// game plays game index and proves its candidates.
func (w *worker) game(ctx context.Context, cfg *Config, index int) gameResult {
	out := gameResult{index: index, stats: Stats{Games: 1}}
	g, err := w.pl.play(ctx, cfg, index)
	if err != nil || !g.over {
		out.err = err
		return out
	}
	sv, err := w.solver(g.variant)
	if err != nil {
		out.err = err
		return out
	}
	stop := sv.StopOn(ctx)
	defer stop()
	r := sv.Rules()
	n := len(g.positions)
	var cand []int
	var ch engine.Children
	for i := max(0, n-cfg.MaxToEnd); i < n; i++ {
		r.Generate(&g.positions[i], &ch)
		if ch.N >= MinLegal {
			cand = append(cand, i)
		}
	}
	rng := gameRNG(cfg.Seed, index, drawPick)
	rng.Shuffle(len(cand), func(a, b int) { cand[a], cand[b] = cand[b], cand[a] })
	for _, i := range cand[:min(len(cand), cfg.TriesPerGame)] {
		if len(out.puzzles) == cfg.PerGame || ctx.Err() != nil {
			break
		}
		pos := g.positions[i]
		out.stats.Tried++
		pr, err := Prove(sv, pos, cfg.SolveNodes)
		out.stats.Nodes += pr.Nodes
		switch {
		case errors.Is(err, ErrUndecided):
			out.stats.Undecided++
			continue
		case errors.Is(err, ErrNotWon):
			out.stats.NotWon++
			continue
		case errors.Is(err, ErrNotPuzzle):
			out.stats.NotPuzzle++
			continue
		case err != nil:
			out.err = fmt.Errorf("puzzles: game %d ply %d: %w", index, pos.Ply, err)
			return out
		}
		if ctx.Err() != nil {
			break // a proof cut short by the stop is not trusted
		}
		p := Puzzle{
			Variant:    g.variant.String(),
			BFEN:       pos.String(),
			Wins:       tokens(pr.Wins),
			Plies:      pr.Plies,
			Difficulty: Difficulty(w.diff, &r, pos, pr.Wins),
			Legal:      pr.Legal,
			Line:       tokens(pr.Line),
			Refute:     map[string]string{},
			Source:     Source{Game: index, Levels: [2]int{g.levels[0].Number, g.levels[1].Number}, Ply: int(pos.Ply)},
		}
		for m, reply := range pr.Refute {
			p.Refute[m.String()] = reply.String()
		}
		out.puzzles = append(out.puzzles, p)
		out.keys = append(out.keys, pos.Key^uint64(g.variant)<<56)
		out.stats.Kept++
	}
	return out
}

func tokens(ms []engine.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// Build plays self-play games at levels (game 0, 1, ...) and keeps
// positions of their last MaxToEnd plies that Prove makes puzzles, with
// their Difficulty, until Count are kept; a position met in an earlier
// game is not kept again. The puzzles are numbered from 1 in game order.
// The result is a pure function of cfg less Threads and Progress.
// Cancelling ctx returns the puzzles of the games finished in order.
func Build(ctx context.Context, cfg Config) ([]Puzzle, Stats, error) {
	var st Stats
	if err := cfg.Check(); err != nil {
		return nil, st, fmt.Errorf("puzzles: %w", err)
	}
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan int)
	results := make(chan gameResult)
	var wg sync.WaitGroup
	for t := 0; t < cfg.Threads; t++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := newWorker()
			for i := range jobs {
				res := w.game(ctx, &cfg, i)
				select {
				case results <- res:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := 0; ; i++ {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()
	pending := map[int]gameResult{}
	seen := map[uint64]bool{}
	var out []Puzzle
	var err error
	next := 0
	for res := range results {
		pending[res.index] = res
		for ; ; next++ {
			res, ok := pending[next]
			if !ok || len(out) >= cfg.Count || err != nil {
				break
			}
			delete(pending, next)
			if res.err != nil {
				if ctx.Err() == nil {
					err = res.err
				}
				cancel()
				break
			}
			st.add(res.stats)
			for k, p := range res.puzzles {
				if len(out) < cfg.Count && !seen[res.keys[k]] {
					seen[res.keys[k]] = true
					p.ID = len(out) + 1
					out = append(out, p)
				}
			}
			st.Kept = len(out)
			st.Elapsed = time.Since(start)
			if cfg.Progress != nil {
				cfg.Progress(st)
			}
		}
		if len(out) >= cfg.Count || err != nil {
			cancel()
		}
	}
	st.Elapsed = time.Since(start)
	return out, st, err
}
