package puzzles

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
	"github.com/baoengine/bao/solve"
)

// Stats count a build's work.
type Stats struct {
	Games     int // self-play games played (in order)
	Tried     int // candidates proved
	Undecided int // dropped: a proof not decided in the budget
	NotWon    int // dropped: lost for the side to move
	NotPuzzle int // dropped: too few legal moves, several winning moves, or trivial
	Found     int // puzzles the games gave
	Kept      int // puzzles kept
	// Full, TooGreedy, LevelFull, Duplicate and OnLine count the puzzles
	// found but not kept: their quota full, greedy beyond the greedy
	// quota, their difficulty's share full, a duplicate of a puzzle kept,
	// or a position on a line of one (or one on theirs).
	Full, TooGreedy, LevelFull, Duplicate, OnLine int
	// Namua and Greedy count the puzzles kept from the namua stage and
	// the greedy ones.
	Namua, Greedy int
	// Have and Want are the puzzles kept and wanted of each variant (in
	// the order of Config.Mix) and stage (namua, mtaji).
	Have, Want [3][2]int
	Nodes      uint64
	Elapsed    time.Duration
}

func (s *Stats) add(o Stats) {
	s.Games += o.Games
	s.Tried += o.Tried
	s.Undecided += o.Undecided
	s.NotWon += o.NotWon
	s.NotPuzzle += o.NotPuzzle
	s.Found += o.Found
	s.Nodes += o.Nodes
}

// worker holds one thread's engines: the self-play searchers, the
// solvers (one a variant for the candidates, one for the check of each
// puzzle found) and the difficulty's searcher.
type worker struct {
	pl    *player
	sv    [len(engine.Variants)]*solve.Solver
	check map[string]*solve.Solver
	diff  *search.Searcher // the difficulty's (FoundAt)
}

func newWorker() *worker {
	return &worker{pl: newPlayer(), check: map[string]*solve.Solver{}, diff: search.New(DifficultyOptions())}
}

// solverHashMiB is each solver's table.
const solverHashMiB = 64

// newSolver returns a solver for r with the puzzles' table.
func newSolver(r *engine.Rules) (*solve.Solver, error) {
	opt := solve.DefaultOptions()
	opt.HashMiB, opt.Threads = solverHashMiB, 1
	return solve.New(r, opt)
}

// solver returns the worker's candidates' solver for the default rules of v.
func (w *worker) solver(v engine.Variant) (*solve.Solver, error) {
	if w.sv[v] == nil {
		r := engine.DefaultRules(v)
		sv, err := newSolver(&r)
		if err != nil {
			return nil, err
		}
		w.sv[v] = sv
	}
	return w.sv[v], nil
}

// found is a puzzle a game gave, with what the merge needs.
type found struct {
	p     Puzzle
	start uint64 // the canonical key of its position
	line  []uint64
	vi    int // the variant's index in variantOrder
}

// gameResult is one game's puzzles and work.
type gameResult struct {
	index int
	found []found
	stats Stats
	err   error
}

// game plays game index and proves its candidates: every position after
// a move, from the last back, with MinLegal legal moves or more and at
// most MaxHand seeds in hand, proved on one solver whose table the game's
// proofs share (cleared at the start of the game, so the result depends on
// the game alone); each puzzle found is checked again as Check does, on a
// solver cleared for it. When more than PerGame are found, PerGame drawn
// from the seed are kept, in the order of the game.
func (w *worker) game(ctx context.Context, cfg *Config, index int) gameResult {
	out := gameResult{index: index, stats: Stats{Games: 1}}
	g, err := w.pl.play(ctx, cfg, index)
	if err != nil {
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
	sv.Clear()
	r := sv.Rules()
	var ch engine.Children
	for i := len(g.positions) - 1; i >= 1 && ctx.Err() == nil; i-- {
		pos := g.positions[i]
		r.Generate(&pos, &ch)
		if ch.N < MinLegal || int(pos.Store[pos.Side]) > cfg.MaxHand {
			continue
		}
		out.stats.Tried++
		pr, err := Prove(sv, pos, cfg.Budget)
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
		f, err := w.puzzle(ctx, g, i, &pr)
		if err != nil {
			if ctx.Err() != nil {
				break
			}
			// The check on a cold table did not confirm the proof within
			// its budget: the puzzle is not kept.
			out.stats.Undecided++
			continue
		}
		out.found = append(out.found, f)
	}
	if ctx.Err() != nil {
		out.err = ctx.Err()
		return out
	}
	slices.Reverse(out.found) // the order of the game
	if len(out.found) > cfg.PerGame {
		rng := gameRNG(cfg.Seed, index, drawPick)
		keep := rng.Perm(len(out.found))[:cfg.PerGame]
		slices.Sort(keep)
		var kept []found
		for _, k := range keep {
			kept = append(kept, out.found[k])
		}
		out.found = kept
	}
	out.stats.Found = len(out.found)
	return out
}

// puzzle makes the puzzle of the proof pr of position i of game g, with
// its depth, difficulty and rating, and checks it as Check does
// (checkOne, on a solver cleared for it, CheckNodes a proof).
func (w *worker) puzzle(ctx context.Context, g *game, i int, pr *Proof) (found, error) {
	pos, before := g.positions[i], g.positions[i-1]
	r := engine.DefaultRules(g.variant)
	var ch engine.Children
	r.Generate(&pos, &ch)
	gr, err := greedy(&r, &pos, &ch, pr.Win)
	if err != nil {
		return found{}, err
	}
	themes, err := themesOf(&r, pos, pr.Line, pr.Asked)
	if err != nil {
		return found{}, err
	}
	p := Puzzle{
		Variant: g.variant.String(),
		Before:  before.String(),
		Last:    g.moves[i-1].String(),
		BFEN:    pos.String(),
		Stage:   stageOf(&pos),
		Wins:    []string{pr.Win.String()},
		Legal:   pr.Legal,
		Plies:   pr.Plies,
		Line:    tokens(pr.Line),
		Asked:   pr.Asked,
		Refute:  refuteTokens(pr.Refute),
		Refutes: []map[string]string{},
		Greedy:  gr,
		Themes:  themes,
		Source:  Source{Game: g.index, Levels: [2]int{g.levels[0].Number, g.levels[1].Number}, Ply: int(pos.Ply)},
	}
	for _, m := range pr.Later {
		p.Refutes = append(p.Refutes, refuteTokens(m))
	}
	p.Depth = Depth(w.diff, &r, pos, pr.Line, pr.Asked)
	p.Difficulty = DifficultyOf(p.Depth, p.Asked, p.Legal)
	p.Rating, p.RD = RatingOf(p.Difficulty), StartRD
	if _, err := checkOne(ctx, w.check, &p, CheckNodes); err != nil {
		return found{}, err
	}
	f := found{p: p, line: lineKeys(&r, pos, pr.Line)}
	f.start, _ = canonical(&pos)
	f.vi = slices.Index(variantOrder[:], g.variant)
	return f, nil
}

// lineKeys returns the canonical keys of the positions along a line: the
// position itself and the one after each move.
func lineKeys(r *engine.Rules, pos engine.Position, line []engine.Move) []uint64 {
	k, _ := canonical(&pos)
	keys := []uint64{k}
	for _, m := range line {
		next, err := r.Play(&pos, m)
		if err != nil {
			break
		}
		pos = next
		k, _ := canonical(&pos)
		keys = append(keys, k)
	}
	return keys
}

func tokens(ms []engine.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

func refuteTokens(m map[engine.Move]engine.Move) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k.String()] = v.String()
	}
	return out
}

// merger keeps the puzzles found, game by game in order, within the
// quotas, without duplicates or positions on another's line.
type merger struct {
	q      quotas
	have   [3][2]int
	greedy [3]int
	levels [Levels + 1]int // the puzzles kept of each difficulty
	level  int             // the most of one difficulty
	starts map[uint64]bool // the canonical keys of the puzzles' positions
	lines  map[uint64]bool // those of every position on their lines
	out    []Puzzle
}

func newMerger(cfg *Config) *merger {
	return &merger{q: quotasOf(cfg), level: cfg.levelCap(), starts: map[uint64]bool{}, lines: map[uint64]bool{}}
}

// full reports whether every quota is met.
func (m *merger) full() bool {
	for i := range m.q.want {
		for s := range m.q.want[i] {
			if m.have[i][s] < m.q.want[i][s] {
				return false
			}
		}
	}
	return true
}

// take keeps f when its quota is open, a greedy one when the variant's
// greedy ones are not all taken, one of a difficulty when fewer than
// LevelShare of Count are of it, and when its position is no other's and
// on no other's line and no other's position is on its line; it counts
// the reason of a puzzle not kept in st.
func (m *merger) take(f *found, st *Stats) bool {
	s := 1
	if f.p.Stage == StageNamua {
		s = 0
	}
	switch {
	case m.have[f.vi][s] >= m.q.want[f.vi][s]:
		st.Full++
		return false
	case f.p.Greedy && m.greedy[f.vi] >= m.q.greedy[f.vi]:
		st.TooGreedy++
		return false
	case m.levels[f.p.Difficulty] >= m.level:
		st.LevelFull++
		return false
	case m.starts[f.start]:
		st.Duplicate++
		return false
	case m.lines[f.start] || slices.ContainsFunc(f.line, func(k uint64) bool { return m.starts[k] }):
		st.OnLine++
		return false
	}
	m.have[f.vi][s]++
	m.levels[f.p.Difficulty]++
	if f.p.Greedy {
		m.greedy[f.vi]++
	}
	m.starts[f.start] = true
	for _, k := range f.line {
		m.lines[k] = true
	}
	p := f.p
	p.ID = len(m.out) + 1
	m.out = append(m.out, p)
	return true
}

// Build plays self-play games at levels (game 0, 1, ...) and keeps the
// puzzles their positions give (worker.game), taking the games in order,
// until the quotas of Count are met (merger.take). The puzzles are
// numbered from 1 in the order kept. The result is a pure function of cfg
// less Threads and Progress. A cancelled ctx ends the build with an error
// wrapping ctx.Err().
func Build(ctx context.Context, cfg Config) ([]Puzzle, Stats, error) {
	var st Stats
	if err := cfg.Check(); err != nil {
		return nil, st, fmt.Errorf("puzzles: %w", err)
	}
	start := time.Now()
	m := newMerger(&cfg)
	err := playGames(ctx, &cfg, func(res gameResult) (bool, error) {
		if res.err != nil {
			return false, res.err
		}
		st.add(res.stats)
		for i := range res.found {
			if m.take(&res.found[i], &st) {
				st.Kept++
				if res.found[i].p.Stage == StageNamua {
					st.Namua++
				}
				if res.found[i].p.Greedy {
					st.Greedy++
				}
			}
		}
		st.Have, st.Want = m.have, m.q.want
		st.Elapsed = time.Since(start)
		if cfg.Progress != nil {
			cfg.Progress(st)
		}
		return m.full(), nil
	})
	st.Elapsed = time.Since(start)
	if err != nil {
		return nil, st, err
	}
	return m.out, st, nil
}

// playGames hands the results of games 0, 1, ... to take in order, each
// game worked on by one of cfg.Threads workers, until take says it is
// done or fails, or ctx is done.
func playGames(ctx context.Context, cfg *Config, take func(gameResult) (bool, error)) error {
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
				res := w.game(ctx, cfg, i)
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
	outer := ctx
	pending := map[int]gameResult{}
	next := 0
	var err error
	done := false
	for res := range results {
		if done || err != nil {
			continue // drain
		}
		pending[res.index] = res
		for {
			res, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			done, err = take(res)
			if done || err != nil {
				cancel()
				break
			}
		}
	}
	if err != nil && outer.Err() == nil {
		return err
	}
	if !done {
		return fmt.Errorf("puzzles: build stopped after %d games: %w", next, context.Cause(outer))
	}
	return nil
}
