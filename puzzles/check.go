package puzzles

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/solve"
)

// CheckNodes is the default node budget of each proof of Check: more than
// the build's, so that a file checks on a solver that spends more nodes
// on some proof than the one that built it.
const CheckNodes uint64 = 1_000_000

// CheckConfig is the setting of Check.
type CheckConfig struct {
	Nodes   uint64 // node budget of each proof (0: CheckNodes)
	Threads int    // puzzles checked at once (0: one)
	// Step re-proves every Step-th puzzle only (the 1st, the 1+Step-th,
	// ...; 0 or 1: all). The rules of the whole file are checked on all.
	Step int
	// Standard is the file's standard (nil: DefaultStandard).
	Standard *Standard
	// Progress, if not nil, receives a line every Period (0: never) and
	// none at the end.
	Progress io.Writer
	Period   time.Duration
}

// Validate reports a setting out of range, naming its field (step,
// threads) in the library's words.
func (c *CheckConfig) Validate() error {
	switch {
	case c.Step < 0:
		return field.Errorf("step", fmt.Sprint(c.Step), "want 1 or more (0: every puzzle)")
	case c.Threads < 0 || c.Threads > 256:
		return field.Errorf("threads", fmt.Sprint(c.Threads), "want 1..256")
	}
	return nil
}

// CheckReport is the result of Check.
type CheckReport struct {
	Puzzles  int // puzzles in the file
	Reproven int // puzzles re-proven
	Failed   []error
	Nodes    uint64
	Elapsed  time.Duration
}

// String is the report's summary line.
func (r CheckReport) String() string {
	s := fmt.Sprintf("%d puzzles, %d re-proven, %d faults (%.1fM solver nodes, %v)", r.Puzzles, r.Reproven, len(r.Failed), float64(r.Nodes)/1e6, r.Elapsed.Round(time.Millisecond))
	for _, e := range r.Failed {
		s += "\n  " + e.Error()
	}
	return s
}

// Check checks puzzles read by Read (each valid): first the rules of the
// whole file (the standard's count, shares and size, duplicates up to
// symmetry, positions on another's line), then it re-proves each puzzle
// (checkOne). It reports every fault: a puzzle's names its line (the
// puzzle's id) and the field or the rule. A cancelled ctx ends it early
// with the puzzles re-proven so far counted.
func Check(ctx context.Context, ps []Puzzle, cfg CheckConfig) CheckReport {
	start := time.Now()
	if cfg.Nodes == 0 {
		cfg.Nodes = CheckNodes
	}
	std := DefaultStandard()
	if cfg.Standard != nil {
		std = *cfg.Standard
	}
	cfg.Threads = max(cfg.Threads, 1)
	step := max(cfg.Step, 1)
	rep := CheckReport{Puzzles: len(ps), Failed: std.fileRules(ps)}
	type result struct {
		err   error
		nodes uint64
		done  bool
	}
	results := make([]result, len(ps))
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
				next += step
				mu.Unlock()
				if i >= len(ps) {
					return
				}
				nodes, err := checkOne(ctx, solvers, &ps[i], cfg.Nodes)
				if ctx.Err() != nil {
					return // a proof cut short proves nothing
				}
				mu.Lock()
				results[i] = result{err, nodes, true}
				count++
				if cfg.Progress != nil && cfg.Period > 0 && time.Since(last) >= cfg.Period {
					last = time.Now()
					fmt.Fprintf(cfg.Progress, "re-proved %d/%d puzzles, %v\n", count, (len(ps)+step-1)/step, time.Since(start).Round(time.Second))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for i := range ps {
		if !results[i].done {
			continue
		}
		rep.Reproven++
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
// the check, the faults found.
func CheckFile(ctx context.Context, path string, cfg CheckConfig) (CheckReport, error) {
	if err := cfg.Validate(); err != nil {
		return CheckReport{}, err
	}
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
// when missing, cleared for p), nodes a proof: its form (Validate); the
// position proven won; at its first turn and at each later turn asked,
// the listed move the only one that wins and every listed reply proven to
// win against its move; the length of the game under best play; and,
// when the line goes on after the turns asked, two winning moves at the
// next turn (else the puzzle would have to ask it).
func checkOne(ctx context.Context, solvers map[string]*solve.Solver, p *Puzzle, nodes uint64) (uint64, error) {
	if err := p.Validate(); err != nil {
		return 0, err
	}
	r, _ := p.rules()
	pos, _ := engine.ParsePosition(p.BFEN, r.Variant)
	key := r.Describe()
	sv := solvers[key]
	if sv == nil {
		var err error
		if sv, err = newSolver(&r); err != nil {
			return 0, fieldError("rules", err)
		}
		solvers[key] = sv
	}
	sv.Clear()
	stop := sv.StopOn(ctx)
	defer stop()
	pv := newProver(sv, Budget{Nodes: nodes})
	res := pv.solve(pos, nodes)
	switch res.Value {
	case solve.Win:
	case solve.Loss:
		return pv.nodes, fieldError("bfen", errors.New("proven lost for the side to move"))
	default:
		return pv.nodes, fieldError("bfen", fmt.Errorf("not proven won within %d nodes (%s)", nodes, res.Value))
	}
	if err := pv.checkTurn(pos, p.Wins[0], p.Refute, "wins", "refute"); err != nil {
		return pv.nodes, err
	}
	n, exact, _, used := sv.Shortest(pos, pos.Side, res.Plies, nodes)
	pv.nodes += used
	switch {
	case !exact:
		return pv.nodes, fieldError("plies", fmt.Errorf("the length of the win not found within %d nodes", nodes))
	case n != p.Plies:
		return pv.nodes, fieldError("plies", fmt.Errorf("%d listed, but the win takes %d plies under best play", p.Plies, n))
	}
	q := pos
	var ch engine.Children
	for i, tok := range p.Line {
		if i%2 == 0 && i > 0 {
			turn := i/2 + 1
			if i/2 >= p.Asked {
				r.Generate(&q, &ch)
				if !pv.severalWin(&ch) {
					return pv.nodes, fieldError("asked", fmt.Errorf("%d, but at turn %d (line[%d] %s) one move alone is proven to win: the puzzle asks every turn with one winning move", p.Asked, turn, i, tok))
				}
				break
			}
			if err := pv.checkTurn(q, tok, p.Refutes[i/2-1], fmt.Sprintf("line[%d]", i), fmt.Sprintf("refutes[%d]", i/2-1)); err != nil {
				return pv.nodes, err
			}
		}
		q, _ = r.Play(&q, mustMove(&r, &q, tok))
	}
	return pv.nodes, nil
}

// checkTurn re-proves one asked turn at q: the move win, named by the
// field winField, is the only one that wins, and every reply of refute
// (the field refField) is proven to win against its move.
func (pv *prover) checkTurn(q engine.Position, win string, refute map[string]string, winField, refField string) error {
	r := &pv.r
	var ch engine.Children
	r.Generate(&q, &ch)
	w, _, err := pv.label(&ch)
	switch {
	case errors.Is(err, errSeveral):
		return fieldError(winField, fmt.Errorf("%w at a turn asked: it has exactly one winning move", err))
	case err != nil:
		return fieldError(winField, err)
	case ch.List[w].Move.String() != win:
		return fieldError(winField, fmt.Errorf("%s listed, but the winning move is %v", win, ch.List[w].Move))
	}
	for _, m := range sortedKeys(refute) {
		c, _ := r.Play(&q, mustMove(r, &q, m))
		g, _ := r.Play(&c, mustMove(r, &c, refute[m]))
		if res := pv.solve(g, pv.b.Nodes); res.Value != solve.Loss {
			return fieldError(refField+"."+m, fmt.Errorf("the reply %s is not proven to win (%s for the side to move after it)", refute[m], res.Value))
		}
	}
	return nil
}

// Summary says a build's work in a few words.
func Summary(st Stats) string {
	return fmt.Sprintf("%d games, %d candidates proved, %.1fM solver nodes, %v", st.Games, st.Tried, float64(st.Nodes)/1e6, st.Elapsed.Round(time.Second))
}
