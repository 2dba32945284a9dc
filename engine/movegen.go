package engine

// Child is a legal move with the position it leads to.
type Child struct {
	Move Move
	Pos  Position
}

// Children is a fixed-size list of legal moves and their positions, filled
// by Rules.Generate without allocating.
type Children struct {
	N    int
	List [MaxMoves]Child

	// Scratch space of Generate, kept here so that a reused Children
	// needs no zeroing per call.
	cand     Candidates
	captured [MaxMoves]uint8
	mode     genMode // what generate does with each sown child
	sideKey  uint64  // sideKey of the position, its mover's holes, for rekeyMove
}

// MoveList is a fixed-size list of moves.
type MoveList struct {
	N     int
	Moves [MaxMoves]Move
}

// Slice returns the moves as a slice of the list's array.
func (l *MoveList) Slice() []Move { return l.Moves[:l.N] }

// Contains reports whether m is in the list.
func (l *MoveList) Contains(m Move) bool {
	for _, x := range l.Moves[:l.N] {
		if x == m {
			return true
		}
	}
	return false
}

// Generate fills out with every legal move of p and the position each
// leads to, in the order of protocol.md 7 (hole A1..A8, B1..B8, then L
// before R, then without "+" before with). A finished game has no moves.
func (r *Rules) Generate(p *Position, out *Children) { r.generate(p, out, genFull) }

// CountLegal returns the number of legal moves of p, the N that Generate
// would give, using out as scratch space. It sows every candidate as
// Generate does (legality in Bao needs the whole sowing) but leaves the
// children unfinished: no side switch, takasia or key. Perft counts its
// last ply with it (the bulk counting of chess perft programs).
func (r *Rules) CountLegal(p *Position, out *Children) int {
	r.generate(p, out, genCount)
	return out.N
}

// genMode says how far generate finishes the children it sows.
type genMode uint8

const (
	genFull  genMode = iota // finished children with their keys (Generate)
	genNoKey                // finished children without keys (perft's inner plies)
	genCount                // sown only, to count the legal moves (CountLegal)
)

// GenerateFrom is Generate for a caller that has already filled c with
// p's candidates (Rules.Candidates), which it does not compute again. It
// may overwrite c (with the takata candidates, when every capture never
// ends).
func (r *Rules) GenerateFrom(p *Position, c *Candidates, out *Children) {
	out.N = 0
	out.mode = genFull
	out.sideKey = sideKey(p, p.Side)
	r.sowCandidates(p, c, out)
}

// generate is Generate, with the children finished as mode says.
func (r *Rules) generate(p *Position, out *Children, mode genMode) {
	out.N = 0
	out.mode = mode
	if mode == genFull {
		out.sideKey = sideKey(p, p.Side)
	}
	c := &out.cand
	r.Candidates(p, c)
	r.sowCandidates(p, c, out)
}

// sowCandidates sows the candidates c of p into out as generate does.
func (r *Rules) sowCandidates(p *Position, c *Candidates, out *Children) {
	b := &c.sow
	if !c.Capture {
		for _, m := range c.Moves[:c.N] {
			r.addTakata(p, b, out, m)
		}
		return
	}
	captured := &out.captured
	for _, m := range c.Moves[:c.N] {
		r.addCapture(p, b, out, captured, m)
	}
	// The hizi zetu obligation (rules.md 2.8, 3.2): if some capture takes
	// the reserved hole, only those are legal.
	if b := p.Blocked; out.N > 0 && r.TakasiaMustCapture && b != NoPit && b.Side() != p.Side && !p.Namua() {
		bit := uint8(1) << b.Local()
		k := 0
		for i := 0; i < out.N; i++ {
			if captured[i]&bit != 0 {
				out.List[k] = out.List[i]
				k++
			}
		}
		if k > 0 {
			out.N = k
		}
	}
	if out.N == 0 {
		// Every capture never ends: the mover plays a takata as if no
		// capture existed (rules.md 4, item 3).
		r.takataCandidates(p, c)
		for _, m := range c.Moves[:c.N] {
			r.addTakata(p, b, out, m)
		}
	}
}

// addTakata sows one takata of p (prepared in b) and appends it if it is
// legal.
func (r *Rules) addTakata(p *Position, b *sowBase, out *Children, m Move) {
	c := &out.List[out.N]
	if out.mode == genCount {
		if r.legal(r.sow(b, nil, m, false)) {
			c.Move = m
			out.N++
		}
		return
	}
	c.Pos = *p
	res := r.sow(b, &c.Pos, m, false)
	if r.finish(p, c, m, false, res) {
		if out.mode == genFull {
			rekeyMove(p, &c.Pos, out.sideKey)
		}
		out.N++
	}
}

// addCapture sows one capturing move of p (prepared in b), and its safari
// twin when the stop or safari choice arises, and appends the legal ones. captured records
// the opponent's holes each appended move took.
func (r *Rules) addCapture(p *Position, b *sowBase, out *Children, captured *[MaxMoves]uint8, m Move) {
	for {
		c := &out.List[out.N]
		var res sowResult
		var ok bool
		if out.mode == genCount {
			res = r.sow(b, nil, m, true)
			c.Move = m
			ok = r.legal(res)
		} else {
			c.Pos = *p
			res = r.sow(b, &c.Pos, m, true)
			ok = r.finish(p, c, m, true, res)
			if ok && out.mode == genFull {
				rekeyMove(p, &c.Pos, out.sideKey)
			}
		}
		if ok {
			captured[out.N] = res.captured
			out.N++
		}
		if !res.decision || m.Safari() {
			return
		}
		m |= moveSafari
	}
}

// legal reports whether a move that went as res is legal, as finish does:
// all but a never-ending move under infiniteMove=illegal.
func (r *Rules) legal(res sowResult) bool {
	return !res.infinite || r.InfiniteMove != InfiniteIllegal
}

// finish completes a sown child but for its key (the caller's): side,
// ply, ownership at the end of an mtaji capture and the takasia hole. It
// reports false when the move is not legal (never-ending under
// infiniteMove=illegal).
func (r *Rules) finish(parent *Position, c *Child, m Move, capturing bool, res sowResult) bool {
	q := &c.Pos
	c.Move = m
	if res.infinite {
		if r.InfiniteMove == InfiniteIllegal {
			return false
		}
		// The mover loses at once; the board stays as it was.
		*q = *parent
		q.Flags |= flagWon
	}
	me := parent.Side
	mtaji := parent.Store[me] == 0
	q.Side = me.Other()
	q.Ply = parent.Ply + 1
	q.Blocked = NoPit
	if mtaji && capturing && !res.infinite {
		switch r.MtajiNyumbaOwnership {
		case FirstCapture:
			q.Flags &^= flagOwnBoth
		case OwnCapture:
			q.Flags &^= 1 << me
		}
	}
	if r.KeteFloorOnlyIfHadMore && r.Variant == Kete {
		for s := South; s <= North; s++ {
			if q.Owns(s) && q.Pits[MakePit(s, nyumbaLocal)] > 6 {
				q.Flags |= flagHadMore << s
			}
		}
	}
	if mtaji && !capturing && r.Takasia && !res.won && !res.infinite {
		q.Blocked = r.takasiaAfter(parent, q)
	}
	return true
}

// takasiaAfter returns the takasia hole of q, the position after a
// takata in the mtaji stage by the side that moved in parent (rules.md 2.8),
// or, under takasiaMustCapture, the hole the new mover must capture.
func (r *Rules) takasiaAfter(parent, q *Position) Pit {
	victim := q.Side
	mover := victim.Other()
	if q.Store[victim] != 0 {
		return NoPit
	}
	// 1. A victim with a capture is not takasia'd. The obligation of the
	// previous takasia passes to the new mover.
	if q.CaptureTargets(victim) != 0 {
		if r.TakasiaMustCapture && parent.Blocked != NoPit && parent.Blocked.Side() == mover {
			return parent.Blocked
		}
		return NoPit
	}
	// 2-3. Exactly one target of the mover's first-lap captures.
	t := q.CaptureTargets(mover)
	if t == 0 || t&(t-1) != 0 {
		return NoPit
	}
	l := trailingBit8(t)
	pit := MakePit(victim, l)
	// 4. Exclusions.
	front := (*[16]uint8)(q.Pits[int(victim)<<4 : int(victim)<<4+16])
	occupied, big := 0, 0
	for i := 0; i < 8; i++ {
		if front[i] > 0 {
			occupied++
		}
		if front[i] > 1 {
			big++
		}
	}
	switch {
	case l == nyumbaLocal && q.Owns(victim):
		return NoPit
	case occupied == 1:
		return NoPit
	case big == 1 && front[l] > 1:
		return NoPit
	case r.TakasiaSingletonExempt && front[l] == 1:
		return NoPit
	}
	return pit
}
