package puzzles

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/search"
)

// maxGamePlies ends a self-play game that runs this long without a
// result; its positions are candidates all the same.
const maxGamePlies = 400

// game is one self-play game between two levels.
type game struct {
	index   int
	variant engine.Variant
	levels  [2]level.Level // South's and North's
	seed    uint64         // the game's seed of the levels' choices (level.Seed)
	// positions are the positions where a move was chosen, in order, and
	// moves the moves chosen there.
	positions []engine.Position
	moves     []engine.Move
}

// player plays self-play games at levels, one searcher per side.
type player struct {
	s       [2]*search.Searcher
	history []uint64
}

func newPlayer() *player {
	var pl player
	for i := range pl.s {
		o := search.DefaultOptions()
		o.Threads, o.HashMiB = 1, 16
		pl.s[i] = search.New(o)
	}
	return &pl
}

// gameRNG is the random source of game index of a build with seed.
func gameRNG(seed uint64, index int, purpose uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, purpose<<32|uint64(index)))
}

// The draws of a game's random source.
const (
	drawSetup = 0x706c6179 // "play": variant, levels, seed
	drawPick  = 0x7069636b // "pick": the puzzles kept when a game gives more than PerGame
)

// variantOrder is the order of the variants in Config's shares.
var variantOrder = [3]engine.Variant{engine.Kiswahili, engine.Kujifunza, engine.Kete}

// drawVariant picks a game's variant from shares per mille (the order of
// variantOrder).
func drawVariant(rng *rand.Rand, mix [3]int) engine.Variant {
	x := rng.IntN(mix[0] + mix[1] + mix[2])
	for i, v := range variantOrder {
		if x < mix[i] {
			return v
		}
		x -= mix[i]
	}
	return engine.Kiswahili
}

// play plays game index of the build from the variant's start: each side
// a level drawn from MinLevel..MaxLevel, which searches to its depth and
// chooses among its lines as bao play does (level.Lines, Choose), with a
// game's seed drawn for the game, after an opening of 1..Opening plies
// (drawn) of moves drawn among the legal ones, so that games of the same
// levels part at once: the strong levels hardly vary their choices, and
// two games of level 9 against level 9 would be one game. A game longer
// than maxGamePlies is cut there.
func (pl *player) play(ctx context.Context, cfg *Config, index int) (*game, error) {
	rng := gameRNG(cfg.Seed, index, drawSetup)
	all := level.All()
	g := &game{index: index, variant: drawVariant(rng, cfg.GameMix)}
	for i := range g.levels {
		g.levels[i] = all[cfg.MinLevel-1+rng.IntN(cfg.MaxLevel-cfg.MinLevel+1)]
	}
	g.seed = 1 + rng.Uint64N(level.MaxSeed)
	opening := 1 + rng.IntN(max(cfg.Opening, 1))
	r := engine.DefaultRules(g.variant)
	eg := engine.NewGame(&r, engine.StartPosition(g.variant))
	var lims [2]search.Limits
	for i, s := range pl.s {
		o := s.Options()
		d := search.DefaultOptions()
		o.MultiPV, o.QDepth, o.TwoReplies, o.SingularDepth, o.IIRDepth = 1, d.QDepth, d.TwoReplies, d.SingularDepth, d.IIRDepth
		g.levels[i].Limit(&o, &lims[i])
		s.SetOptions(o)
		s.Clear()
	}
	var ch engine.Children
	for ctx.Err() == nil {
		p := *eg.Current()
		r.Generate(&p, &ch)
		if ch.N == 0 || len(g.positions) >= maxGamePlies {
			g.positions = append(g.positions, p)
			return g, nil
		}
		g.positions = append(g.positions, p)
		var m engine.Move
		if len(g.moves) < opening {
			m = ch.List[rng.IntN(ch.N)].Move
		} else {
			lv := g.levels[p.Side]
			var lines level.Lines
			pl.history = eg.AppendHistory(pl.history[:0])
			res := pl.s[p.Side].Search(&r, p, pl.history, lims[p.Side], lines.Add)
			m = res.Best
			if in, ok := lines.Choose(lv, &p, g.seed); ok {
				m = in.PV[0]
			}
		}
		if err := eg.Play(m); err != nil {
			return nil, fmt.Errorf("puzzles: game %d: the level's move %v is not legal in %s: %w", index, m, p.String(), err)
		}
		g.moves = append(g.moves, m)
	}
	return nil, ctx.Err()
}
