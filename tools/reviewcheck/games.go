package main

import (
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/search"
)

// maxPlies ends a game between levels that runs this long without a
// result; its moves are reviewed all the same.
const maxPlies = 400

// pairing is a match-up of two levels; the games alternate their colours.
type pairing struct{ a, b level.Level }

// game is one game between two levels: the positions before every move
// and the position after the last, and the moves the levels chose.
type game struct {
	index     int
	variant   engine.Variant
	levels    [2]level.Level // South's and North's
	seed      uint64         // the game's seed of the levels' choices (level.Seed)
	positions []engine.Position
	moves     []engine.Move
}

// rules returns the game's rules (the variant's defaults).
func (g *game) rules() engine.Rules { return engine.DefaultRules(g.variant) }

// history returns the keys of the positions before position i.
func (g *game) history(i int) []uint64 { return engine.HistoryKeys(g.positions[:i]) }

// gameSetup is the variant, levels and seed of game index of a run: the
// pairings in turn, each pairing's colours swapped every other time, the
// variants in turn, and a game's seed drawn from the run's seed.
func gameSetup(index int, pairs []pairing, variants []engine.Variant, seed uint64) (engine.Variant, [2]level.Level, uint64) {
	p := pairs[index%len(pairs)]
	lv := [2]level.Level{p.a, p.b}
	if (index/len(pairs))%2 == 1 {
		lv[0], lv[1] = lv[1], lv[0]
	}
	return variants[index%len(variants)], lv, 1 + mix(seed, uint64(index))%level.MaxSeed
}

// mix is a splitmix64 step of seed and i: unrelated values for nearby
// inputs.
func mix(seed, i uint64) uint64 {
	z := seed*0x9e3779b97f4a7c15 + i + 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// playGame plays game index from the variant's start: each side's level
// searches to its depth with its lines and chooses among them as bao play
// and the web page do (level.Limit, level.Lines, Choose with the game's
// seed), with one searcher per side, one thread, cleared at the start.
func playGame(index int, v engine.Variant, levels [2]level.Level, seed uint64) (*game, error) {
	g := &game{index: index, variant: v, levels: levels, seed: seed}
	r := g.rules()
	eg := engine.NewGame(&r, engine.StartPosition(v))
	var searchers [2]*search.Searcher
	var lims [2]search.Limits
	for i := range searchers {
		o := search.DefaultOptions()
		o.Threads = 1
		levels[i].Limit(&o, &lims[i])
		searchers[i] = search.New(o)
	}
	for len(g.moves) < maxPlies {
		p := *eg.Current()
		if res, _ := r.Outcome(&p); res != engine.NoResult {
			break
		}
		var lines level.Lines
		res := searchers[p.Side].Search(&r, p, eg.History(), lims[p.Side], lines.Add)
		m := res.Best
		if in, ok := lines.Choose(levels[p.Side], &p, seed); ok {
			m = in.PV[0]
		}
		if err := eg.Play(m); err != nil {
			return nil, fmt.Errorf("game %d: the level's move %v is not legal in %s: %w", index, m, p.String(), err)
		}
	}
	g.positions = append([]engine.Position(nil), eg.Positions()...)
	g.moves = append([]engine.Move(nil), eg.Moves()...)
	return g, nil
}
