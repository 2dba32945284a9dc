package engine

// playMoveSeeds is playMove written the plain way: every seed dropped one
// at a time into the hole array, every step recorded in tr when tr is not
// nil. Traces (the web page's animation) come from it, and the tests hold
// playMove's lap-at-once sowing to it on random positions. It must give
// exactly playMove's result.
func (r *Rules) playMoveSeeds(dst *Position, m Move, capturing bool, tr *Trace) (res sowResult) {
	me := dst.Side & 1
	base := int(me) << 4
	mine := (*[16]uint8)(dst.Pits[base : base+16])
	theirs := (*[16]uint8)(dst.Pits[base^16 : base^16+16])
	h := m.Hole().Local()
	namua := dst.Store[me] > 0
	var p, n int // pickup position and handful
	step := 15   // anticlockwise
	if m.clockwise() {
		step = 1
	}
	fromNyumba := h == nyumbaLocal && dst.Owns(me)

	// Step 1. Start the move: the hand seed (namua) or the lift (mtaji).
	if namua {
		dst.Store[me]--
		before := mine[h]
		mine[h]++
		if tr != nil {
			tr.add(EventHand, MakePit(me, h), mine[h])
		}
		if capturing {
			// Namua capture (rules.md 2.3.1), kichwa by rules.md 2.4.
			k, st := leftKichwa, 1
			if h >= 6 || (h > 1 && m.Right()) {
				k, st = rightKichwa, 15
			}
			c := captureSeeds(dst, theirs, 7-h, &res, tr)
			if res.won {
				layOutSeeds(mine, k, st, c, me, tr)
				return res
			}
			p, n, step = (k-st)&ringMask, int(c), st
		} else {
			// Namua takata (rules.md 2.3.2): lift all, or the tax of 2
			// from a functional nyumba (Kete: the kuu floor, rules.md 3.2).
			n = int(mine[h])
			if h == nyumbaLocal && dst.Owns(me) {
				if before >= 6 && !r.keteFloor(dst.Flags, me, before) {
					n = 2
				} else {
					dst.Flags &^= 1 << me
				}
			}
			mine[h] -= uint8(n)
			if tr != nil {
				tr.add(EventLift, MakePit(me, h), uint8(n))
			}
			p = h
		}
	} else {
		n = int(mine[h])
		mine[h] = 0
		if fromNyumba {
			dst.Flags &^= 1 << me
		}
		if tr != nil {
			tr.add(EventLift, MakePit(me, h), uint8(n))
		}
		p = h
	}

	blocked := -1
	if dst.Blocked != NoPit && dst.Blocked.Side() == me && !namua {
		blocked = dst.Blocked.Local()
	}
	nyumbaStops := namua || r.MtajiNyumbaStops
	limit := r.lapLimit()
	var saved sowState
	power, lam := 1, 0

	// Step 2. The lap loop of rules.md 2.2.
	for laps := 1; ; laps++ {
		e := p
		for i := 0; i < n; i++ {
			e = (e + step) & ringMask
			mine[e]++
			if tr != nil {
				tr.add(EventSow, MakePit(me, e), mine[e])
			}
		}

		// Capture first (rules.md 2.2 order of checks).
		if capturing && e < 8 && mine[e] >= 2 && theirs[7-e] >= 1 {
			c := captureSeeds(dst, theirs, 7-e, &res, tr)
			k, st := leftKichwa, 1
			switch {
			case e >= 6:
				k, st = rightKichwa, 15
			case e <= 1:
			case step == 15:
				k, st = rightKichwa, 15
			}
			if res.won {
				layOutSeeds(mine, k, st, c, me, tr)
				return res
			}
			p, n, step = (k-st)&ringMask, int(c), st
			continue
		}
		if mine[e] == 1 {
			if tr != nil {
				tr.add(EventEnd, MakePit(me, e), 1)
			}
			return res
		}
		if e == blocked && !(r.TakasiaFirstLapException && laps == 1 && fromNyumba) {
			if tr != nil {
				tr.add(EventStopTakasia, MakePit(me, e), mine[e])
			}
			return res
		}
		if nyumbaStops && e == nyumbaLocal && mine[e] >= 6 && dst.Owns(me) {
			if !capturing {
				if tr != nil {
					tr.add(EventStopNyumba, MakePit(me, e), mine[e])
				}
				return res
			}
			res.decision = true
			if !m.Safari() {
				if tr != nil {
					tr.add(EventStopNyumba, MakePit(me, e), mine[e])
				}
				return res
			}
			if tr != nil {
				tr.add(EventSafari, MakePit(me, e), mine[e])
			}
		}

		// Relay, after the never-ending test (rules.md 4).
		if laps >= limit {
			res.infinite = true
			return res
		}
		if laps >= cycleStart {
			if lam > 0 && saved.pick == uint8(e) && saved.step == uint8(step) &&
				saved.flags == dst.Flags && saved.pits == dst.Pits {
				res.infinite = true
				return res
			}
			if lam == power {
				power, lam = power*2, 0
			}
			if lam == 0 {
				saved = sowState{pits: dst.Pits, flags: dst.Flags, pick: uint8(e), step: uint8(step)}
			}
			lam++
		}
		n = int(mine[e])
		mine[e] = 0
		p = e
		if e == nyumbaLocal && dst.Owns(me) {
			dst.Flags &^= 1 << me
		}
		if tr != nil {
			tr.add(EventRelay, MakePit(me, e), uint8(n))
		}
	}
}

// sowState is the state playMoveSeeds records at a relay pickup for cycle
// detection: all holes, the pickup hole, the direction and the flags
// (ownership). With the move's fixed parameters it determines the rest of
// the move.
type sowState struct {
	pits  [32]uint8
	flags uint8
	pick  uint8
	step  uint8
}

// captureSeeds empties the opponent's front hole t (his local index),
// updates his ownership and reports in res whether his front row is now
// empty. It returns the seeds taken.
func captureSeeds(dst *Position, theirs *[16]uint8, t int, res *sowResult, tr *Trace) uint8 {
	c := theirs[t]
	theirs[t] = 0
	res.captured |= 1 << t
	opp := dst.Side.Other()
	if t == nyumbaLocal {
		dst.Flags &^= 1 << opp
	}
	if tr != nil {
		tr.add(EventCapture, MakePit(opp, t), c)
	}
	if theirs[0]|theirs[1]|theirs[2]|theirs[3]|theirs[4]|theirs[5]|theirs[6]|theirs[7] == 0 {
		res.won = true
	}
	return c
}

// layOutSeeds sows the c seeds of a game-ending capture as one plain lap
// from kichwa k (rules.md 2.9, engine convention), so that the final
// position still holds all 64 seeds.
func layOutSeeds(mine *[16]uint8, k, step int, c uint8, me Side, tr *Trace) {
	e := k
	for i := 0; i < int(c); i++ {
		mine[e]++
		if tr != nil {
			tr.add(EventSow, MakePit(me, e), mine[e])
		}
		e = (e + step) & ringMask
	}
	if tr != nil {
		tr.add(EventGameOver, MakePit(me, k), c)
	}
}
