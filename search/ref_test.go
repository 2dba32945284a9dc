package search_test

import (
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/search"
)

// refSearch is a plain full-width fail-hard alpha-beta written only for
// the tests: generator order, no table, no ordering, no windows tricks.
// Its leaf and end-of-game rules restate the searcher's documented ones
// independently.
type refSearch struct {
	r    *engine.Rules
	path []uint64
	ch   []engine.Children
}

func newRef(r *engine.Rules) *refSearch {
	return &refSearch{r: r, ch: make([]engine.Children, 64)}
}

func (rs *refSearch) value(p *engine.Position, depth int) int {
	rs.path = rs.path[:0]
	return rs.ab(p, -search.WinScore-1, search.WinScore+1, depth, 0)
}

// over reports a finished game at a leaf: won flag, empty front row, or an
// mtaji player with no hole of two seeds.
func over(p *engine.Position) bool {
	if p.Won() || p.FrontEmpty(p.Side) || p.FrontEmpty(p.Side.Other()) {
		return true
	}
	if p.Store[p.Side] > 0 {
		return false
	}
	for l := 0; l < 16; l++ {
		if p.Pits[int(p.Side)<<4|l] >= 2 {
			return false
		}
	}
	return true
}

func endScore(p *engine.Position, ply int) int {
	if p.Won() || (p.FrontEmpty(p.Side.Other()) && !p.FrontEmpty(p.Side)) {
		return search.WinScore - ply
	}
	return -(search.WinScore - ply)
}

func (rs *refSearch) ab(p *engine.Position, alpha, beta, depth, ply int) int {
	if ply > 0 && p.Store[0] == 0 && p.Store[1] == 0 {
		for _, k := range rs.path {
			if k == p.Key {
				return max(alpha, min(beta, 0))
			}
		}
	}
	if depth == 0 {
		v := 0
		if over(p) {
			v = endScore(p, ply)
		} else {
			v = eval.Evaluate(rs.r, p)
		}
		return max(alpha, min(beta, v))
	}
	ch := &rs.ch[ply]
	rs.r.Generate(p, ch)
	if ch.N == 0 {
		return max(alpha, min(beta, endScore(p, ply)))
	}
	rs.path = append(rs.path, p.Key)
	defer func() { rs.path = rs.path[:len(rs.path)-1] }()
	for i := 0; i < ch.N; i++ {
		v := -rs.ab(&ch.List[i].Pos, -beta, -alpha, depth-1, ply+1)
		if v >= beta {
			return beta
		}
		if v > alpha {
			alpha = v
		}
	}
	return alpha
}
