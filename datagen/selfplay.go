package datagen

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/openings"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// maxStartTries bounds the attempts at a random start whose game is not
// over after its random plies.
const maxStartTries = 100

// Game is one finished self-play game: its samples (one per searched
// position, in order, results filled in), the position where it ended
// and how it ended.
type Game struct {
	Index   int // 0-based index of the game in the whole schedule
	Variant engine.Variant
	Opening string // "start" or the built-in opening's label
	// RandomPlies is the number of random moves played before the first
	// searched position.
	RandomPlies int
	Samples     []Sample
	Final       engine.Position // the last position: game over, or the move limit
	Result      engine.Result   // SouthWins, NorthWins, or Draw when adjudicated at MaxPlies
}

// openingBook holds the built-in openings of every variant, played out.
type openingBook [len(engine.Variants)][]bookEntry

type bookEntry struct {
	label string
	pos   engine.Position
}

// loadBook plays out the built-in openings (package openings) for the default
// rules of every variant.
func loadBook() (*openingBook, error) {
	var b openingBook
	for _, v := range engine.Variants {
		r := engine.DefaultRules(v)
		ops, err := openings.Load(openings.Spec{}, &r, nil)
		if err != nil {
			return nil, fmt.Errorf("datagen: %s openings: %w", v, err)
		}
		for i := range ops {
			p, err := ops[i].Position(&r)
			if err != nil {
				return nil, fmt.Errorf("datagen: %w", err)
			}
			b[v] = append(b[v], bookEntry{label: ops[i].Label, pos: p})
		}
	}
	return &b, nil
}

// Player plays the games of a self-play schedule one at a time with its
// own one-thread searcher: Run uses Threads of them, and the suite
// builder (judge/suite) one, to take positions from the games.
type Player struct {
	cfg     *Config
	book    *openingBook
	s       *search.Searcher
	game    *engine.Game // the game being played, reset for each game
	history []uint64     // the game's history for the search, reused
	ch      engine.Children
}

// NewPlayer returns a player of cfg's games, after checking cfg and
// playing out the built-in openings.
func NewPlayer(cfg Config) (*Player, error) {
	if len(cfg.Variants) == 0 {
		cfg.Variants = engine.Variants[:]
	}
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	book, err := loadBook()
	if err != nil {
		return nil, err
	}
	return newPlayer(&cfg, book), nil
}

// newPlayer returns a player of cfg's games from the played-out book.
func newPlayer(cfg *Config, book *openingBook) *Player {
	opts := cfg.SearchOptions
	opts.Threads = 1
	opts.MultiPV = 1
	opts.HashMiB = cfg.HashMiB
	return &Player{cfg: cfg, book: book, s: search.New(opts)}
}

// GameRNG returns the random source of game index of a run with seed:
// each game's start depends only on the seed and its index.
func GameRNG(seed uint64, index int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x64617461<<32|uint64(index))) // "data"
}

// start chooses game index's variant and start position: a built-in
// opening or the variant's start (even odds), then RandomMin..RandomMax
// random legal moves. A start whose game ends during the random moves is
// drawn again.
func (pl *Player) start(index int) (v engine.Variant, label string, plies int, p engine.Position) {
	cfg := pl.cfg
	rng := GameRNG(cfg.Seed, index)
	v = cfg.Variants[rng.IntN(len(cfg.Variants))]
	r := engine.DefaultRules(v)
	for try := 0; ; try++ {
		label, p = "start", engine.StartPosition(v)
		if book := pl.book[v]; len(book) > 0 && rng.IntN(2) == 0 {
			e := book[rng.IntN(len(book))]
			label, p = e.label, e.pos
		}
		plies = cfg.RandomMin + rng.IntN(cfg.RandomMax-cfg.RandomMin+1)
		if try == maxStartTries {
			plies = 0 // the book and start positions are never over
		}
		ok := true
		for i := 0; i < plies && ok; i++ {
			r.Generate(&p, &pl.ch)
			if pl.ch.N == 0 {
				ok = false
				break
			}
			p = pl.ch.List[rng.IntN(pl.ch.N)].Pos
		}
		if ok {
			r.Generate(&p, &pl.ch)
			if pl.ch.N > 0 {
				return v, label, plies, p
			}
		}
	}
}

// Play plays game index of the schedule from its start to the end (or
// the move limit) with a cleared searcher, one search per position. It
// returns ctx.Err() when ctx is cancelled first; the game is then
// abandoned.
func (pl *Player) Play(ctx context.Context, index int) (*Game, error) {
	cfg := pl.cfg
	v, label, plies, p := pl.start(index)
	g := &Game{Index: index, Variant: v, Opening: label, RandomPlies: plies}
	r := engine.DefaultRules(v)
	pl.s.Clear()
	if pl.game == nil {
		pl.game = engine.NewGame(&r, p)
	} else {
		pl.game.Reset(&r, p)
	}
	lim := search.Limits{Depth: cfg.Depth, Nodes: cfg.Nodes}
	stop := context.AfterFunc(ctx, pl.s.Stop)
	defer stop()
	for {
		r.Generate(&p, &pl.ch)
		if pl.ch.N == 0 {
			g.Result, _ = r.Outcome(&p)
			break
		}
		if cfg.MaxPlies > 0 && int(p.Ply) >= cfg.MaxPlies {
			g.Result = engine.Draw
			break
		}
		// Arm before looking at ctx: a cancel from now on stops the search.
		pl.s.Arm(lim)
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		pl.history = pl.game.AppendHistory(pl.history[:0])
		res := pl.s.Search(&r, p, pl.history, lim, nil)
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if res.Best == engine.NoMove {
			return nil, fmt.Errorf("datagen: game %d: the search found no move in %s", index, p.String())
		}
		g.Samples = append(g.Samples, Sample{Variant: v, Pos: p, Score: clampScore(res.Score), Best: res.Best})
		if err := pl.game.Play(res.Best); err != nil {
			return nil, fmt.Errorf("datagen: game %d: the search's move %v is not legal in %s: %w", index, res.Best, p.String(), err)
		}
		p = *pl.game.Current()
	}
	g.Final = p
	for i := range g.Samples {
		g.Samples[i].Result = resultFor(g.Result, g.Samples[i].Pos.Side)
	}
	return g, nil
}

// childAfter returns the position m leads to among the children ch.
func childAfter(ch *engine.Children, m engine.Move) (engine.Position, bool) {
	for i := 0; i < ch.N; i++ {
		if ch.List[i].Move == m {
			return ch.List[i].Pos, true
		}
	}
	return engine.Position{}, false
}

// resultFor returns a game's result from side s's view: +1 won, -1 lost,
// 0 drawn (adjudicated).
func resultFor(res engine.Result, s engine.Side) int8 {
	switch res {
	case engine.Winner(s):
		return 1
	case engine.Winner(s.Other()):
		return -1
	}
	return 0
}

// clampScore fits a search score into a Sample's int16.
func clampScore(s score.Score) int16 {
	return int16(max(min(s, 32767), -32767))
}
