package level

import (
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// Limit adapts a search to the level: no deeper than the level sees, with
// at least as many principal variations as it chooses among, no proof
// search for a mate (a person does not run one), and no capture or
// two-reply extension beyond its depth (the levels' Elo were measured
// without them, and a beginner's level should not see beyond the depth it
// is given). Full strength changes nothing.
func (l Level) Limit(opts *search.Options, lim *search.Limits) {
	if l.Full() {
		return
	}
	opts.MultiPV = max(opts.MultiPV, l.Lines)
	if l.Depth > 0 && (lim.Depth == 0 || lim.Depth > l.Depth) {
		lim.Depth = l.Depth
	}
	lim.Mate = 0
	opts.QDepth = 0
	opts.TwoReplies = false
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
