package puzzles

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/solve"
)

// CheckNodes is the default node budget of each proof of Check: more than
// the build's, so that a file checks on a solver that spends more nodes
// on some proof than the one that built it.
const CheckNodes uint64 = 1_000_000

// CheckConfig is the setting of Check.
type CheckConfig struct {
	Nodes   uint64 // node budget of each proof (0: CheckNodes)
	Threads int    // puzzles checked at once (at least 1)
	// Progress, if not nil, receives a line every Period (0: never) and
	// none at the end.
	Progress io.Writer
	Period   time.Duration
}

// CheckReport is the result of Check.
type CheckReport struct {
	Puzzles int // puzzles checked
	Failed  []error
	Nodes   uint64
	Elapsed time.Duration
}

// String is the report's summary line.
func (r CheckReport) String() string {
	s := fmt.Sprintf("%d puzzles re-proven, %d failed (%.1fM solver nodes, %v)", r.Puzzles, len(r.Failed), float64(r.Nodes)/1e6, r.Elapsed.Round(time.Millisecond))
	for _, e := range r.Failed {
		s += "\n  " + e.Error()
	}
	return s
}

// Check re-proves every puzzle (CheckOne) and reports the ones that
// fail, each error naming its line (the puzzle's id) and field. A
// cancelled ctx ends it early with the puzzles checked so far counted.
func Check(ctx context.Context, ps []Puzzle, cfg CheckConfig) CheckReport {
	start := time.Now()
	if cfg.Nodes == 0 {
		cfg.Nodes = CheckNodes
	}
	cfg.Threads = max(cfg.Threads, 1)
	type result struct {
		err   error
		nodes uint64
	}
	results := make([]result, len(ps))
	done := make([]bool, len(ps))
	var mu sync.Mutex
	var wg sync.WaitGroup
	next := 0
	count := 0
	last := time.Now()
	for t := 0; t < cfg.Threads; t++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			solvers := map[string]*solve.Solver{}
			for ctx.Err() == nil {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= len(ps) {
					return
				}
				nodes, err := checkOne(ctx, solvers, &ps[i], cfg.Nodes)
				if ctx.Err() != nil {
					return // a proof cut short proves nothing
				}
				mu.Lock()
				results[i], done[i] = result{err, nodes}, true
				count++
				if cfg.Progress != nil && cfg.Period > 0 && time.Since(last) >= cfg.Period {
					last = time.Now()
					fmt.Fprintf(cfg.Progress, "checked %d/%d puzzles, %v\n", count, len(ps), time.Since(start).Round(time.Second))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	var rep CheckReport
	for i := range ps {
		if !done[i] {
			continue
		}
		rep.Puzzles++
		rep.Nodes += results[i].nodes
		if err := results[i].err; err != nil {
			rep.Failed = append(rep.Failed, &LineError{Line: i + 1, ID: ps[i].ID, Err: err})
		}
	}
	rep.Elapsed = time.Since(start)
	return rep
}

// CheckFile reads a puzzles file (ReadFile) and checks it (Check). The
// error is a fault of the file's form (naming line and field) or, after
// the check, the puzzles that failed.
func CheckFile(ctx context.Context, path string, cfg CheckConfig) (CheckReport, error) {
	ps, err := ReadFile(path)
	if err != nil {
		return CheckReport{}, err
	}
	rep := Check(ctx, ps, cfg)
	if len(rep.Failed) > 0 {
		return rep, fmt.Errorf("%s: %v", path, rep)
	}
	return rep, nil
}

// CheckOne re-proves one puzzle with a fresh solver: see checkOne.
func CheckOne(p *Puzzle, nodes uint64) error {
	_, err := checkOne(context.Background(), map[string]*solve.Solver{}, p, nodes)
	return err
}

// checkOne re-proves p with the solver for its rules from solvers (made
// when missing): its form (Validate), then every legal move labelled by
// Prove within nodes a proof, which must give exactly the listed winning
// moves and plies; then each refutation: the position after the losing
// move and its reply must be proven lost for the puzzle's side to move.
func checkOne(ctx context.Context, solvers map[string]*solve.Solver, p *Puzzle, nodes uint64) (uint64, error) {
	if err := p.Validate(); err != nil {
		return 0, err
	}
	r, _ := p.rules()
	pos, _ := engine.ParsePosition(p.BFEN, r.Variant)
	key := r.Describe()
	sv := solvers[key]
	if sv == nil {
		opt := solve.DefaultOptions()
		opt.HashMiB, opt.Threads = solverHashMiB, 1
		var err error
		if sv, err = solve.New(&r, opt); err != nil {
			return 0, fieldError("rules", err)
		}
		solvers[key] = sv
	}
	stop := sv.StopOn(ctx)
	defer stop()
	pr, err := Prove(sv, pos, nodes)
	used := pr.Nodes
	switch {
	case errors.Is(err, ErrNotWon):
		return used, fieldError("bfen", fmt.Errorf("proven lost for the side to move"))
	case err != nil:
		return used, fieldError("wins", err)
	}
	if got := tokens(pr.Wins); !slices.Equal(got, p.Wins) {
		return used, fieldError("wins", fmt.Errorf("%s listed, but the winning moves are %s", strings.Join(p.Wins, " "), strings.Join(got, " ")))
	}
	if pr.Plies != p.Plies {
		return used, fieldError("plies", fmt.Errorf("%d listed, but the win takes %d plies under best play", p.Plies, pr.Plies))
	}
	moves := make([]string, 0, len(p.Refute))
	for m := range p.Refute {
		moves = append(moves, m)
	}
	slices.Sort(moves)
	for _, m := range moves {
		c, _ := r.Play(&pos, mustMove(&r, &pos, m))
		g, _ := r.Play(&c, mustMove(&r, &c, p.Refute[m]))
		res := sv.Solve(g, solve.Limits{Nodes: nodes}, solve.Hooks{})
		used += res.Nodes
		if res.Value != solve.Loss {
			return used, fieldError("refute."+m, fmt.Errorf("the reply %s is not proven to win (%s for the side to move after it)", p.Refute[m], res.Value))
		}
	}
	return used, nil
}

// mustMove parses a token Validate has checked.
func mustMove(r *engine.Rules, p *engine.Position, tok string) engine.Move {
	m, _ := r.ParseMove(p, tok)
	return m
}

// Summary says a build's work in a few words.
func Summary(st Stats) string {
	return fmt.Sprintf("%d games, %d candidates proved, %.1fM solver nodes, %v", st.Games, st.Tried, float64(st.Nodes)/1e6, st.Elapsed.Round(time.Second))
}
