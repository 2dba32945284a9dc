package main

import "github.com/baoengine/bao/engine"

// winSearch decides forced wins within a number of plies by full-width
// search. A position repeated on the path is neither won nor lost, as the
// searcher scores a repetition 0.
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

// state is what a position is to the forced-win search.
type state uint8

const (
	ongoing  state = iota // the game goes on
	repeated              // a repetition: neither won nor lost
	won                   // the game is over and the side to move has won
	lost                  // the game is over and the side to move has lost
)

// classify returns p's state: a repetition of a position of the path
// (one without seeds in hand, the only kind that can recur), the end of
// the game by the rules' referee, or neither.
func (s *winSearch) classify(p *engine.Position, ply int) state {
	if ply > 0 && p.Store[0] == 0 && p.Store[1] == 0 {
		for _, k := range s.path {
			if k == p.Key {
				return repeated
			}
		}
	}
	switch res, _ := s.r.Outcome(p); res {
	case engine.NoResult:
		return ongoing
	case engine.Winner(p.Side):
		return won
	}
	return lost
}

// wins reports whether the side to move can force a win within depth.
func (s *winSearch) wins(p *engine.Position, depth, ply int) bool {
	if st := s.classify(p, ply); st != ongoing {
		return st == won
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
	if st := s.classify(p, ply); st != ongoing {
		return st == lost
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
