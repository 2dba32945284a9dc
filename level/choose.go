package level

import (
	"math"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// Line is one candidate of a search: its first move and its score in
// centi-seeds from the mover's view (a proven result is a score beyond
// ±(30000 - 120), as the search writes it).
type Line struct {
	Move  engine.Move
	Score int
}

// provenCap is what a proven win (or loss) counts for in the choice: far
// more than any evaluation, but finite, so a weak level with a wide
// Spread can still overlook one.
const provenCap = 3000

// Choose picks the move to play among lines (best first, as a MultiPV
// search reports them) for level l: the best when l takes one line or
// there is one; otherwise line i with weight exp(-(best - score_i) /
// Spread) among the first l.Lines, drawn with seed. It returns NoMove
// when lines is empty.
func Choose(lines []Line, l Level, seed uint64) engine.Move {
	if len(lines) == 0 {
		return engine.NoMove
	}
	n := min(len(lines), max(l.Lines, 1))
	if n == 1 || l.Spread <= 0 {
		return lines[0].Move
	}
	best := capped(lines[0].Score)
	for _, ln := range lines[1:n] {
		best = max(best, capped(ln.Score))
	}
	var weights [64]float64
	n = min(n, len(weights))
	total := 0.0
	for i := 0; i < n; i++ {
		w := math.Exp(-float64(best-capped(lines[i].Score)) / float64(l.Spread))
		weights[i] = w
		total += w
	}
	x := unitFloat(seed) * total
	for i := 0; i < n; i++ {
		if x < weights[i] {
			return lines[i].Move
		}
		x -= weights[i]
	}
	return lines[n-1].Move
}

// capped bounds a score to ±provenCap.
func capped(score int) int {
	return min(max(score, -provenCap), provenCap)
}

// unitFloat maps a seed to [0, 1) through a mixing function, so that
// nearby seeds (position keys that differ in a few bits) give unrelated
// draws.
func unitFloat(seed uint64) float64 {
	z := seed + 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	return float64(z>>11) / (1 << 53)
}

// MaxSeed is the largest game seed (the protocol's Level Seed option, the
// LevelSeed tag of a game record): one a GUI can draw and a spin option
// can carry on every platform (a 32-bit int). Seeds run from 0 (nothing
// added: the draw depends on the position and the level only) to MaxSeed.
const MaxSeed = 1<<31 - 1

// Seed is the draw's seed for a position: its key mixed with the level,
// so each level makes its own choices, and with the game's seed (the
// protocol's Level Seed), so that two games at one level differ while a
// game's seed replays it. Game seed 0 adds nothing (gameMask(0) is 0):
// the draws are the position's and the level's alone, those the ladder
// of docs/levels.md was measured with.
func Seed(p *engine.Position, l Level, game uint64) uint64 {
	return p.Key ^ uint64(l.Number)*0x5bd1e9955bd1e995 ^ gameMask(game)
}

// gameMask spreads a game's seed over 64 bits (the finalizer of
// MurmurHash3, a bijection that keeps 0 at 0), so that games whose seeds
// differ in a few bits draw unrelated masks.
func gameMask(game uint64) uint64 {
	z := game
	z ^= z >> 33
	z *= 0xff51afd7ed558ccd
	z ^= z >> 33
	z *= 0xc4ceb9fe1a85ec53
	z ^= z >> 33
	return z
}

// Lines keeps the lines of a search's deepest completed iteration, in
// MultiPV order, for a level's choice. Give it every progress report.
type Lines struct {
	depth int
	infos []search.Info
}

// Add records one progress report; only the exact lines of an iteration
// count.
func (ls *Lines) Add(info search.Info) {
	if info.Bound != search.Exact || info.MultiPV < 1 || len(info.PV) == 0 {
		return
	}
	if info.Depth > ls.depth {
		ls.depth = info.Depth
		ls.infos = ls.infos[:0]
	}
	if info.Depth < ls.depth {
		return
	}
	for len(ls.infos) < info.MultiPV {
		ls.infos = append(ls.infos, search.Info{})
	}
	info.PV = append([]engine.Move(nil), info.PV...)
	ls.infos[info.MultiPV-1] = info
}

// Choose returns the line level l plays in position pos of the game
// seeded with game (see Seed) among the deepest iteration's lines, and
// false when there are none to choose from.
func (ls *Lines) Choose(l Level, pos *engine.Position, game uint64) (search.Info, bool) {
	var cands []Line
	for _, in := range ls.infos {
		if len(in.PV) == 0 {
			break // lines are numbered from 1 without gaps
		}
		cands = append(cands, Line{Move: in.PV[0], Score: int(in.Score)})
	}
	if len(cands) == 0 {
		return search.Info{}, false
	}
	m := Choose(cands, l, Seed(pos, l, game))
	for _, in := range ls.infos[:len(cands)] {
		if in.PV[0] == m {
			return in, true
		}
	}
	return search.Info{}, false
}
