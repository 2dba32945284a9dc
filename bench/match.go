package bench

import (
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/baoengine/bao/bench/match"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// Player chooses the move to play in p; history holds the keys of the
// game's earlier positions. A Player is used by one game at a time.
type Player func(r *engine.Rules, p *engine.Position, history []uint64) engine.Move

// Opening is a start of a game: a variant and a position.
type Opening struct {
	Variant engine.Variant
	BFEN    string
}

// Openings returns n distinct openings: a variant's start position
// followed by 2 to 5 random moves (seeded, so the set is the same every
// run), the variants taken in turn. When keep is not nil, only openings it
// accepts are returned (see Balanced), so a variant whose random openings
// are all decided may be under-represented.
func Openings(n int, seed uint64, keep func(r *engine.Rules, p *engine.Position) bool) []Opening {
	rng := rand.New(rand.NewPCG(seed, 0x6261))
	seen := map[string]bool{}
	var out []Opening
	var ch engine.Children
	for tries := 0; len(out) < n && tries < 1000*n; tries++ {
		v := engine.Variants[tries%len(engine.Variants)]
		r := engine.DefaultRules(v)
		p := engine.StartPosition(v)
		plies := 2 + rng.IntN(4)
		for i := 0; i < plies; i++ {
			r.Generate(&p, &ch)
			if ch.N == 0 {
				break
			}
			p = ch.List[rng.IntN(ch.N)].Pos
		}
		r.Generate(&p, &ch)
		if ch.N == 0 || seen[p.String()] || (keep != nil && !keep(&r, &p)) {
			continue
		}
		seen[p.String()] = true
		out = append(out, Opening{Variant: v, BFEN: p.String()})
	}
	return out
}

// Balanced returns an opening filter that keeps positions whose depth-depth
// search score is within maxScore centi-seeds of equal: paired games from
// a decided opening are a coin flip that only dilutes a match (Bao la
// Kujifunza is a first-player win, and 2 random moves often decide it).
func Balanced(depth, maxScore int) func(r *engine.Rules, p *engine.Position) bool {
	s := search.New(search.DefaultOptions())
	return func(r *engine.Rules, p *engine.Position) bool {
		s.Clear()
		v := s.Search(r, *p, nil, search.Limits{Depth: depth}, nil).Score
		return v >= -maxScore && v <= maxScore
	}
}

// MatchResult counts the games of player A against player B from A's view.
// Draws are games stopped at the ply limit.
type MatchResult struct {
	Wins, Losses, Draws int
}

// Games returns the number of games played.
func (m MatchResult) Games() int { return m.Wins + m.Losses + m.Draws }

// Score returns A's score fraction (a draw counts half).
func (m MatchResult) Score() float64 {
	if m.Games() == 0 {
		return 0.5
	}
	return (float64(m.Wins) + float64(m.Draws)/2) / float64(m.Games())
}

// Elo returns A's Elo difference over B and the half-width of its 95%
// confidence interval, computed by the match runner's statistics
// (bench/match), so the harness and bao match report the same numbers.
func (m MatchResult) Elo() (elo, margin float64) {
	return match.Elo(m.Wins, m.Losses, m.Draws)
}

// EloInterval returns the 95% confidence interval of the Elo difference;
// a bound at a score of 0 or 1 is infinite.
func (m MatchResult) EloInterval() (lo, hi float64) {
	return match.EloBounds(m.Wins, m.Losses, m.Draws)
}

// String returns "+W -L =D (N games), score, Elo ± margin [95% interval]".
func (m MatchResult) String() string {
	e, d := m.Elo()
	lo, hi := m.EloInterval()
	return fmt.Sprintf("+%d -%d =%d (%d games), score %.1f%%, Elo %+.0f ± %.0f (95%%: %+.0f .. %+.0f)",
		m.Wins, m.Losses, m.Draws, m.Games(), 100*m.Score(), e, d, lo, hi)
}

// Match plays every opening twice, A as South then A as North, with
// workers games at a time; newA and newB make one player per worker. A game
// reaching maxPlies plies is a draw. It returns A's result.
func Match(openings []Opening, newA, newB func() Player, workers, maxPlies int) (MatchResult, error) {
	type job struct {
		o       Opening
		aSouth  bool
		outcome engine.Result
		err     error
	}
	jobs := make(chan *job)
	var all []*job
	for _, o := range openings {
		all = append(all, &job{o: o, aSouth: true}, &job{o: o, aSouth: false})
	}
	var wg sync.WaitGroup
	for w := 0; w < max(workers, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a, b := newA(), newB()
			for j := range jobs {
				south, north := a, b
				if !j.aSouth {
					south, north = b, a
				}
				j.outcome, j.err = PlayGame(j.o, south, north, maxPlies)
			}
		}()
	}
	for _, j := range all {
		jobs <- j
	}
	close(jobs)
	wg.Wait()
	var m MatchResult
	for _, j := range all {
		if j.err != nil {
			return m, fmt.Errorf("match: opening %s: %w", j.o.BFEN, j.err)
		}
		aSide := engine.South
		if !j.aSouth {
			aSide = engine.North
		}
		switch j.outcome {
		case engine.Winner(aSide):
			m.Wins++
		case engine.Winner(aSide.Other()):
			m.Losses++
		default:
			m.Draws++
		}
	}
	return m, nil
}

// PlayGame plays one game from the opening and returns its result: a win,
// or Draw when maxPlies plies pass. A player's illegal move is an error.
func PlayGame(o Opening, south, north Player, maxPlies int) (engine.Result, error) {
	r := engine.DefaultRules(o.Variant)
	p, err := engine.ParsePosition(o.BFEN, o.Variant)
	if err != nil {
		return engine.NoResult, fmt.Errorf("play game: %w", err)
	}
	var history []uint64
	for ply := 0; ply < maxPlies; ply++ {
		if res, _ := r.Outcome(&p); res != engine.NoResult {
			return res, nil
		}
		pl := south
		if p.Side == engine.North {
			pl = north
		}
		m := pl(&r, &p, history)
		q, err := r.Play(&p, m)
		if err != nil {
			return engine.NoResult, fmt.Errorf("play game: ply %d: %w", ply, err)
		}
		history = append(history, p.Key)
		p = q
	}
	if res, _ := r.Outcome(&p); res != engine.NoResult {
		return res, nil
	}
	return engine.Draw, nil
}
