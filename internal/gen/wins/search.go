package main

import "github.com/baoengine/bao/engine"

// winSearch decides forced wins within a number of plies by full-width
// search. A position repeated on the path (one without seeds in hand, the
// only kind that can recur) is neither won nor lost, as the searcher
// scores a repetition 0.
type winSearch struct {
	r    *engine.Rules
	path []uint64
	ch   []engine.Children
}

// maxDepth bounds the plies a winSearch looks ahead.
const maxDepth = 16

func newWinSearch(r *engine.Rules) *winSearch {
	return &winSearch{r: r, ch: make([]engine.Children, maxDepth+1)}
}

// winsWithin reports whether the side to move in p can force a win within
// depth plies.
func (s *winSearch) winsWithin(p *engine.Position, depth int) bool {
	s.path = s.path[:0]
	return s.wins(p, depth, 0)
}

// end reports whether p repeats a position of the path or ends the game,
// and whether the side to move has then won.
func (s *winSearch) end(p *engine.Position, ply int) (over, won bool) {
	if ply > 0 && p.Store[0] == 0 && p.Store[1] == 0 {
		for _, k := range s.path {
			if k == p.Key {
				return true, false
			}
		}
	}
	res, _ := s.r.Outcome(p)
	if res == engine.NoResult {
		return false, false
	}
	return true, res == engine.Winner(p.Side)
}

// wins reports whether the side to move can force a win within depth.
func (s *winSearch) wins(p *engine.Position, depth, ply int) bool {
	if over, won := s.end(p, ply); over {
		return won
	}
	if depth == 0 {
		return false
	}
	ch := &s.ch[ply]
	s.r.Generate(p, ch)
	s.path = append(s.path, p.Key)
	defer func() { s.path = s.path[:len(s.path)-1] }()
	for i := 0; i < ch.N; i++ {
		if s.loses(&ch.List[i].Pos, depth-1, ply+1) {
			return true
		}
	}
	return false
}

// loses reports whether the side to move loses within depth whatever he
// plays.
func (s *winSearch) loses(p *engine.Position, depth, ply int) bool {
	if over, won := s.end(p, ply); over {
		return !won && !s.repeated(p, ply)
	}
	if depth == 0 {
		return false
	}
	ch := &s.ch[ply]
	s.r.Generate(p, ch)
	s.path = append(s.path, p.Key)
	defer func() { s.path = s.path[:len(s.path)-1] }()
	for i := 0; i < ch.N; i++ {
		if !s.wins(&ch.List[i].Pos, depth-1, ply+1) {
			return false
		}
	}
	return true
}

// repeated reports whether p repeats a position of the path.
func (s *winSearch) repeated(p *engine.Position, ply int) bool {
	if ply == 0 || p.Store[0] != 0 || p.Store[1] != 0 {
		return false
	}
	for _, k := range s.path {
		if k == p.Key {
			return true
		}
	}
	return false
}
