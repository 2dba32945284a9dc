package engine

// Legal fills ml with the legal moves of p, in the order of protocol.md 7.
func (r *Rules) Legal(p *Position, ml *MoveList) {
	var ch Children
	r.Generate(p, &ch)
	ml.N = ch.N
	for i := 0; i < ch.N; i++ {
		ml.Moves[i] = ch.List[i].Move
	}
}

// IsLegal reports whether m is a legal move of p.
func (r *Rules) IsLegal(p *Position, m Move) bool {
	_, err := r.Play(p, m)
	return err == nil
}

// Play returns the position after the legal move m, or an error naming the
// move and why it cannot be played. Any Move value is accepted.
func (r *Rules) Play(p *Position, m Move) (Position, error) {
	var ch Children
	r.Generate(p, &ch)
	for i := 0; i < ch.N; i++ {
		if ch.List[i].Move == m {
			return ch.List[i].Pos, nil
		}
	}
	if ch.N == 0 {
		return *p, Place(Refuse("move.gameOver", nil, "the game is over"), "move", []string{"move", m.String()}, "move %v", m)
	}
	return *p, Place(Refuse("move.notLegal", []string{"legal", movesText(&ch)}, "not legal here (legal: %s)", movesText(&ch)), "move", []string{"move", m.String()}, "move %v", m)
}

// ParseMove reads a move token in position p and returns the legal move it
// names. Besides the forms of the package-level ParseMove, the letter may
// be left out when only one legal move starts at that hole (as KIBA writes
// kichwa and kimbi captures).
func (r *Rules) ParseMove(p *Position, s string) (Move, error) {
	m, bare, err := parseMoveToken(s)
	if err != nil {
		return NoMove, err
	}
	var ch Children
	r.Generate(p, &ch)
	if ch.N == 0 {
		return NoMove, moveRefusal("move.gameOver", s, nil, "the game is over")
	}
	if bare {
		found := NoMove
		count := 0
		for i := 0; i < ch.N; i++ {
			c := ch.List[i].Move
			if c.Hole() == m.Hole() && c.Safari() == m.Safari() {
				found = c
				count++
			}
		}
		switch count {
		case 1:
			return found, nil
		case 0:
			return NoMove, moveRefusal("move.noneFrom", s, []string{"hole", m.Hole().String(), "legal", movesText(&ch)}, "no legal move starts at %v (legal: %s)", m.Hole(), movesText(&ch))
		}
		return NoMove, moveRefusal("move.ambiguous", s, []string{"legal", movesText(&ch)}, "ambiguous: add L or R (legal: %s)", movesText(&ch))
	}
	for i := 0; i < ch.N; i++ {
		if ch.List[i].Move == m {
			return m, nil
		}
	}
	if m.Hole().Side() != p.Side {
		return NoMove, moveRefusal("move.notYours", s, []string{"hole", m.Hole().String(), "owner", m.Hole().Side().String(), "side", p.Side.String()},
			"%v belongs to %s, but %s is to move", m.Hole(), m.Hole().Side().Name(), p.Side.Name())
	}
	if !m.Safari() && r.hasMove(&ch, m|moveSafari) {
		return NoMove, moveRefusal("move.nyumbaAmbiguous", s, []string{"stop", m.String(), "safari", (m | moveSafari).String()},
			"ambiguous: the move reaches the nyumba; write %v to stop or %v for safari", m, m|moveSafari)
	}
	return NoMove, moveRefusal("move.notLegal", s, []string{"legal", movesText(&ch)}, "not legal here (legal: %s)", movesText(&ch))
}

func (r *Rules) hasMove(ch *Children, m Move) bool {
	for i := 0; i < ch.N; i++ {
		if ch.List[i].Move == m {
			return true
		}
	}
	return false
}

// movesText lists the moves of ch, space separated.
func movesText(ch *Children) string {
	b := make([]byte, 0, ch.N*5)
	for i := 0; i < ch.N; i++ {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, ch.List[i].Move.String()...)
	}
	return string(b)
}

// Trace plays the legal move m from p and records every step of its
// sowing. It returns the position after the move as Play does.
func (r *Rules) Trace(p *Position, m Move) (Position, *Trace, error) {
	var ch Children
	r.Generate(p, &ch)
	for i := 0; i < ch.N; i++ {
		if ch.List[i].Move != m {
			continue
		}
		// A position's legal moves are all captures or all takata; which
		// one is known by sowing m both ways and matching the child the
		// generator made (a takata is played when every capture never ends).
		for _, capturing := range [2]bool{true, false} {
			c := Child{Pos: *p}
			tr := &Trace{Move: m}
			res := r.playMoveSeeds(&c.Pos, m, capturing, tr)
			ok := r.finish(p, &c, m, capturing, res)
			if ok {
				rekey(p, &c.Pos)
			}
			if ok && c.Pos == ch.List[i].Pos {
				return c.Pos, tr, nil
			}
		}
		return *p, nil, errorf("move %v: trace does not reproduce the generated move", m)
	}
	return *p, nil, errorf("move %v: not legal here", m)
}
