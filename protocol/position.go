package protocol

import (
	"strings"

	"github.com/baoengine/bao/engine"
)

// setStart sets the start position of the current variant and rules.
func (s *Session) setStart() {
	r, err := s.currentRules()
	if err != nil {
		s.errorf("rules: %v", err)
		s.valid = false
		return
	}
	s.rules = r
	s.pos = engine.StartPosition(r.Variant)
	s.history = s.history[:0]
	s.valid = true
}

// cmdPosition handles "position startpos|fen <BFEN> [moves m...]". Any
// error leaves no valid position: a later go is refused rather than
// searching a stale one.
func (s *Session) cmdPosition(args []string) {
	s.valid = false
	r, err := s.currentRules()
	if err != nil {
		s.errorf("position: rules: %v", err)
		return
	}
	if len(args) == 0 {
		s.errorf("position: want startpos or fen <BFEN>")
		return
	}
	movesAt := len(args)
	for i, a := range args {
		if a == "moves" {
			movesAt = i
			break
		}
	}
	var p engine.Position
	switch args[0] {
	case "startpos":
		if movesAt != 1 {
			s.errorf("position: unexpected %q after startpos", args[1])
			return
		}
		p = engine.StartPosition(r.Variant)
	case "fen":
		p, err = engine.ParsePosition(strings.Join(args[1:movesAt], " "), r.Variant)
		if err != nil {
			s.errorf("position: %v", err)
			return
		}
	default:
		s.errorf("position: %q: want startpos or fen", args[0])
		return
	}
	g := engine.NewGame(&r, p)
	if movesAt < len(args) {
		for i, tok := range args[movesAt+1:] {
			if _, err := g.PlayToken(tok); err != nil {
				s.errorf("position: move %d: %v", i+1, err)
				return
			}
		}
	}
	s.rules, s.pos, s.history, s.valid = r, *g.Current(), g.History(), true
}
