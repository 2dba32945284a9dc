package suite

import (
	"context"
	"fmt"
	"time"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/search"
	"github.com/baoengine/bao/solve"
)

// Config is the setting of Build.
type Config struct {
	Variant engine.Variant
	Count   int    // positions wanted
	Seed    uint64 // seed of the self-play games the positions come from
	Nodes   uint64 // the self-play search budget per move
	// SolveNodes is the node budget of each proof: the position's, then
	// each child's.
	SolveNodes uint64
	HashMiB    int // the solver's table (kept across positions: its facts hold for any root)
	// MaxWinShare keeps only positions where at most this share of the
	// legal moves win (positions where every move wins test nothing).
	MaxWinShare float64
	// MinToEnd and MaxToEnd choose the candidates: positions of the game
	// at least MinToEnd and at most MaxToEnd plies before its end (the
	// middle and late game; nearer the end the win is within a shallow
	// search, further away the solver rarely decides).
	MinToEnd, MaxToEnd int
	// PerGame and TriesPerGame bound the positions kept from one game and
	// the candidates tried in it (a candidate the solver cannot decide
	// costs its whole budget).
	PerGame, TriesPerGame int
	// Progress, if not nil, is called after each candidate.
	Progress func(Stats)
}

// DefaultConfig returns the defaults of "bao datagen suite" for v.
func DefaultConfig(v engine.Variant) Config {
	return Config{Variant: v, Count: 200, Seed: 1, Nodes: 5000, SolveNodes: 200_000, HashMiB: 64,
		MaxWinShare: 0.5, MinToEnd: 8, MaxToEnd: 30, PerGame: 3, TriesPerGame: 8}
}

// Stats count a build's work.
type Stats struct {
	Games     int // self-play games played
	Tried     int // candidates tried
	Undecided int // candidates dropped: the position or a child not decided within the budget
	Lost      int // candidates dropped: lost for the side to move
	TooEasy   int // candidates dropped: more than MaxWinShare of the moves win
	Kept      int
	Nodes     uint64 // solver nodes
	Elapsed   time.Duration
}

// Check reports the first setting of c that is out of range; its errors
// name the field that sets it and its value (a field.Error, or
// field.Leading for the table's size: count, nodes, solve nodes, max win
// share, plies to end, per game, tries per game, hash). The solver's table
// is bounded as every table is (search.CheckHashMiB), and MaxWinShare
// must be a number strictly between 0 and 1 (not NaN).
func (c *Config) Check() error {
	switch {
	case c.Count < 1:
		return field.Errorf("count", fmt.Sprint(c.Count), "want at least 1")
	case c.Nodes == 0:
		return field.Errorf("nodes", fmt.Sprint(c.Nodes), "want at least 1")
	case c.SolveNodes == 0:
		return field.Errorf("solve nodes", fmt.Sprint(c.SolveNodes), "want at least 1")
	case !(c.MaxWinShare > 0 && c.MaxWinShare < 1): // also NaN
		return field.Errorf("max win share", fmt.Sprintf("%g", c.MaxWinShare), "want a number between 0 and 1 (both excluded)")
	case c.MinToEnd < 1 || c.MaxToEnd < c.MinToEnd:
		return field.Errorf("plies to end", fmt.Sprintf("%d-%d", c.MinToEnd, c.MaxToEnd), "want MIN-MAX with 1 <= MIN <= MAX")
	case c.PerGame < 1:
		return field.Errorf("per game", fmt.Sprint(c.PerGame), "want at least 1")
	case c.TriesPerGame < 1:
		return field.Errorf("tries per game", fmt.Sprint(c.TriesPerGame), "want at least 1")
	}
	return field.Leading("hash", search.CheckHashMiB(c.HashMiB))
}

// Build plays self-play games and keeps positions of their middle
// and late game (with the game's winner to move) that the solver proves
// won for the side to move, with
// every move labelled by solving its child: a move wins iff its child is
// proven lost for the opponent. A position is dropped when it or any
// child is not decided within SolveNodes (or is undecidable because of
// repetitions), and when more than MaxWinShare of its moves win. The
// result is a pure function of the settings. Cancelling ctx returns the
// positions kept so far.
func Build(ctx context.Context, cfg Config) ([]Entry, Stats, error) {
	var st Stats
	if err := cfg.Check(); err != nil {
		return nil, st, fmt.Errorf("suite: %w", err)
	}
	play := datagen.DefaultConfig()
	play.Variants = []engine.Variant{cfg.Variant}
	play.Seed = cfg.Seed
	play.Nodes = cfg.Nodes
	pl, err := datagen.NewPlayer(play)
	if err != nil {
		return nil, st, err
	}
	r := engine.DefaultRules(cfg.Variant)
	opt := solve.DefaultOptions()
	opt.HashMiB, opt.Threads = cfg.HashMiB, 1
	sv, err := solve.New(&r, opt)
	if err != nil {
		return nil, st, fmt.Errorf("suite: %w", err)
	}
	release := sv.StopOn(ctx) // a stop between a label's two searches is kept
	defer release()
	start := time.Now()
	seen := map[uint64]bool{}
	var out []Entry
	for game := 0; len(out) < cfg.Count && ctx.Err() == nil; game++ {
		g, err := pl.Play(ctx, game)
		if err != nil {
			break // cancelled
		}
		st.Games++
		if g.Result == engine.Draw {
			continue
		}
		n := len(g.Samples)
		// Candidates in a seeded order, so that one game gives positions
		// at several distances from its end.
		var cand []int
		// Only the eventual winner's turns: the loser's positions are
		// mostly lost, and proving that costs as much as a win.
		for i := max(0, n-cfg.MaxToEnd); i <= n-cfg.MinToEnd; i++ {
			if g.Samples[i].Result == 1 {
				cand = append(cand, i)
			}
		}
		rng := datagen.GameRNG(cfg.Seed^0x7375697465, game) // "suite"
		rng.Shuffle(len(cand), func(a, b int) { cand[a], cand[b] = cand[b], cand[a] })
		kept := 0
		for _, i := range cand[:min(len(cand), cfg.TriesPerGame)] {
			if kept == cfg.PerGame || len(out) == cfg.Count || ctx.Err() != nil {
				break
			}
			p := g.Samples[i].Pos
			if seen[p.Key] {
				continue
			}
			seen[p.Key] = true
			st.Tried++
			e, why, err := label(sv, &r, p, &cfg, &st)
			if err != nil {
				return out, st, fmt.Errorf("suite: game %d ply %d: %w", game, p.Ply, err)
			}
			switch why {
			case "":
				out = append(out, e)
				kept++
				st.Kept++
			case "undecided":
				st.Undecided++
			case "lost":
				st.Lost++
			case "easy":
				st.TooEasy++
			}
			st.Elapsed = time.Since(start)
			if cfg.Progress != nil {
				cfg.Progress(st)
			}
		}
	}
	st.Elapsed = time.Since(start)
	return out, st, nil
}

// label proves p and each of its children. It returns the labelled entry,
// or why p was dropped: "lost", "undecided" or "easy".
func label(sv *solve.Solver, r *engine.Rules, p engine.Position, cfg *Config, st *Stats) (Entry, string, error) {
	e := Entry{Variant: r.Variant, Pos: p}
	lim := solve.Limits{Nodes: cfg.SolveNodes}
	res := sv.Solve(p, lim, solve.Hooks{})
	st.Nodes += res.Nodes
	switch res.Value {
	case solve.Win:
	case solve.Loss:
		return e, "lost", nil
	default:
		return e, "undecided", nil
	}
	var ch engine.Children
	r.Generate(&p, &ch)
	most := int(cfg.MaxWinShare * float64(ch.N))
	for i := 0; i < ch.N; i++ {
		c := &ch.List[i]
		res := sv.Solve(c.Pos, lim, solve.Hooks{})
		st.Nodes += res.Nodes
		switch res.Value {
		case solve.Loss:
			e.Win = append(e.Win, c.Move)
			if len(e.Win) > most {
				return e, "easy", nil
			}
		case solve.Win:
			e.Lose = append(e.Lose, c.Move)
		default:
			return e, "undecided", nil
		}
	}
	if len(e.Win) == 0 {
		// The root was proven won, so some child is lost for the
		// opponent: every child decided and none lost is a contradiction.
		return e, "", fmt.Errorf("proven won, but every move was proven to lose in %s", p.String())
	}
	return e, "", nil
}
