package engine

// This file is a deliberately naive reference implementation of the rules,
// written straight from rules.md 2.2-2.10 with plain loops and no bit
// tricks. The differential tests compare the fast generator with it.

type refGame struct {
	pits    [2][16]int // [side][local]
	hand    [2]int
	own     [2]bool
	hadMore [2]bool
	side    int
	blocked int // global pit or -1
	won     bool
}

func refFromPosition(p *Position) refGame {
	var g refGame
	for i := 0; i < 32; i++ {
		g.pits[i>>4][i&15] = int(p.Pits[i])
	}
	g.hand = [2]int{int(p.Store[0]), int(p.Store[1])}
	g.own = [2]bool{p.Flags&1 != 0, p.Flags&2 != 0}
	g.hadMore = [2]bool{p.Flags&8 != 0, p.Flags&16 != 0}
	g.side = int(p.Side)
	g.blocked = -1
	if p.Blocked != NoPit {
		g.blocked = int(p.Blocked)
	}
	g.won = p.Flags&4 != 0
	return g
}

func (g *refGame) toPosition(ply uint16) Position {
	var p Position
	for s := 0; s < 2; s++ {
		for l := 0; l < 16; l++ {
			p.Pits[s*16+l] = uint8(g.pits[s][l])
		}
		p.Store[s] = uint8(g.hand[s])
		if g.own[s] {
			p.Flags |= 1 << s
		}
		if g.hadMore[s] {
			p.Flags |= 8 << s
		}
	}
	if g.won {
		p.Flags |= 4
	}
	p.Side = Side(g.side)
	p.Blocked = NoPit
	if g.blocked >= 0 {
		p.Blocked = Pit(g.blocked)
	}
	p.Ply = ply
	p.Key = p.ComputeKey()
	return p
}

func refFrontEmpty(g *refGame, s int) bool {
	for l := 0; l < 8; l++ {
		if g.pits[s][l] > 0 {
			return false
		}
	}
	return true
}

type refMove struct {
	hole   int // local
	right  bool
	safari bool
}

type refOutcome struct {
	g        refGame
	decision bool
	infinite bool
	captured map[int]bool
}

// refSow plays a whole move naively. capturing: whether it is a capturing move.
func refSow(rules *Rules, g0 refGame, m refMove, capturing bool) refOutcome {
	g := g0
	out := refOutcome{captured: map[int]bool{}}
	me, op := g.side, 1-g.side
	namua := g.hand[me] > 0
	h := m.hole
	front := h < 8
	dir := -1
	if (front && m.right) || (!front && !m.right) {
		dir = 1
	}
	fromNyumba := h == 4 && g.own[me]
	captureAt := func(e int) (int, bool) { // returns seeds, won
		t := 7 - e
		c := g.pits[op][t]
		g.pits[op][t] = 0
		out.captured[t] = true
		if t == 4 {
			g.own[op] = false
		}
		return c, refFrontEmpty(&g, op)
	}
	layout := func(k, d, c int) {
		for i := 0; i < c; i++ {
			g.pits[me][((k+i*d)%16+16)%16]++
		}
	}
	var pos, n int
	if namua {
		g.hand[me]--
		before := g.pits[me][h]
		g.pits[me][h]++
		if capturing {
			k, d := 0, 1
			if h == 6 || h == 7 || (h >= 2 && h <= 5 && m.right) {
				k, d = 7, -1
			}
			c, won := captureAt(h)
			if won {
				layout(k, d, c)
				out.g = g
				out.g.won = false
				return finishRef(rules, g0, out, capturing, won)
			}
			pos, n, dir = k-d, c, d
		} else {
			n = g.pits[me][h]
			if h == 4 && g.own[me] && before >= 6 {
				floor := rules.Variant == Kete && before == 6 && (!rules.KeteFloorOnlyIfHadMore || g.hadMore[me])
				if floor {
					g.own[me] = false
				} else {
					n = 2
				}
			} else if h == 4 && g.own[me] {
				g.own[me] = false
			}
			g.pits[me][h] -= n
			pos = h
		}
	} else {
		n = g.pits[me][h]
		g.pits[me][h] = 0
		if h == 4 && g.own[me] {
			g.own[me] = false
		}
		pos = h
	}
	type key struct {
		pits [2][16]int
		own  [2]bool
		pos  int
		dir  int
	}
	seen := map[key]bool{}
	for laps := 1; ; laps++ {
		e := pos
		for i := 0; i < n; i++ {
			e = ((e+dir)%16 + 16) % 16
			g.pits[me][e]++
		}
		if capturing && e < 8 && g.pits[me][e] >= 2 && g.pits[op][7-e] >= 1 {
			k, d := 0, 1
			if e >= 6 || (e >= 2 && dir == -1) {
				k, d = 7, -1
			}
			c, won := captureAt(e)
			if won {
				layout(k, d, c)
				out.g = g
				return finishRef(rules, g0, out, capturing, won)
			}
			pos, n, dir = k-d, c, d
			continue
		}
		if g.pits[me][e] == 1 {
			break
		}
		if !namua && g.blocked == me*16+e && !(rules.TakasiaFirstLapException && laps == 1 && fromNyumba) {
			break
		}
		if (namua || rules.MtajiNyumbaStops) && e == 4 && g.own[me] && g.pits[me][4] >= 6 {
			if !capturing {
				break
			}
			out.decision = true
			if !m.safari {
				break
			}
		}
		if laps >= rules.InfiniteMoveLapLimit {
			out.infinite = true
			return out
		}
		k := key{g.pits, g.own, e, dir}
		if seen[k] {
			out.infinite = true
			return out
		}
		seen[k] = true
		n = g.pits[me][e]
		g.pits[me][e] = 0
		pos = e
		if e == 4 && g.own[me] {
			g.own[me] = false
		}
	}
	out.g = g
	return finishRef(rules, g0, out, capturing, false)
}

// refTargets: opponent front holes side s captures in the first lap of an mtaji capture.
func refTargets(g *refGame, s int) map[int]bool {
	t := map[int]bool{}
	for h := 0; h < 16; h++ {
		n := g.pits[s][h]
		if n < 2 || n > 15 {
			continue
		}
		for _, d := range []int{1, -1} {
			e := ((h+d*n)%16 + 16) % 16
			if e < 8 && g.pits[s][e] >= 1 && g.pits[1-s][7-e] >= 1 {
				t[7-e] = true
			}
		}
	}
	return t
}

func finishRef(rules *Rules, g0 refGame, out refOutcome, capturing, won bool) refOutcome {
	g := &out.g
	me := g0.side
	mtaji := g0.hand[me] == 0
	g.side = 1 - me
	g.blocked = -1
	if mtaji && capturing {
		switch rules.MtajiNyumbaOwnership {
		case FirstCapture:
			g.own = [2]bool{}
		case OwnCapture:
			g.own[me] = false
		}
	}
	if rules.KeteFloorOnlyIfHadMore && rules.Variant == Kete {
		for s := 0; s < 2; s++ {
			if g.own[s] && g.pits[s][4] > 6 {
				g.hadMore[s] = true
			}
		}
	}
	if mtaji && !capturing && rules.Takasia && !won {
		v, p := g.side, me
		if g.hand[v] == 0 {
			if len(refTargets(g, v)) > 0 {
				if rules.TakasiaMustCapture && g0.blocked >= 0 && g0.blocked>>4 == me {
					g.blocked = g0.blocked
				}
			} else if t := refTargets(g, p); len(t) == 1 {
				var tl int
				for k := range t {
					tl = k
				}
				occ, big := 0, 0
				for l := 0; l < 8; l++ {
					if g.pits[v][l] > 0 {
						occ++
					}
					if g.pits[v][l] > 1 {
						big++
					}
				}
				excluded := (tl == 4 && g.own[v]) || occ == 1 || (big == 1 && g.pits[v][tl] > 1) ||
					(rules.TakasiaSingletonExempt && g.pits[v][tl] == 1)
				if !excluded {
					g.blocked = v*16 + tl
				}
			}
		}
	}
	return out
}

type refChild struct {
	m   Move
	pos Position
}

// refGenerate lists the legal moves in protocol order with their results.
func refGenerate(rules *Rules, p *Position) []refChild {
	g := refFromPosition(p)
	me := g.side
	if g.won || refFrontEmpty(&g, me) || refFrontEmpty(&g, 1-me) {
		return nil
	}
	order := []int{0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8}
	var caps, takatas []refChild
	var capMasks []map[int]bool
	emit := func(list *[]refChild, h int, right bool, capturing bool) {
		for _, saf := range []bool{false, true} {
			o := refSow(rules, g, refMove{h, right, saf}, capturing)
			if saf && !o.decision {
				continue
			}
			m := NewMove(MakePit(Side(me), h), right, saf)
			var pos Position
			if o.infinite {
				if rules.InfiniteMove == InfiniteIllegal {
					if !saf && !o.decision {
						break
					}
					continue
				}
				lost := g
				lost.won = true
				lost.side = 1 - me
				lost.blocked = -1
				pos = lost.toPosition(p.Ply + 1)
			} else {
				pos = o.g.toPosition(p.Ply + 1)
			}
			*list = append(*list, refChild{m, pos})
			if capturing {
				capMasks = append(capMasks, o.captured)
			}
			if !o.decision {
				break
			}
		}
	}
	marker := func(l int) bool { return l < 8 && g.pits[me][l] >= 1 && g.pits[1-me][7-l] >= 1 }
	if g.hand[me] > 0 {
		for l := 0; l < 8; l++ {
			if !marker(l) {
				continue
			}
			if l <= 5 {
				emit(&caps, l, false, true)
			}
			if l >= 2 {
				emit(&caps, l, true, true)
			}
		}
		if len(caps) > 0 {
			return caps
		}
		var cand []int
		functional := g.own[me] && g.pits[me][4] >= 6
		if functional || (rules.DormantNyumbaIsNyumba && g.own[me]) {
			for l := 0; l < 8; l++ {
				if l != 4 && g.pits[me][l] > 0 {
					cand = append(cand, l)
				}
			}
			if len(cand) == 0 && g.pits[me][4] > 0 {
				cand = []int{4}
			}
		} else {
			for l := 0; l < 8; l++ {
				if g.pits[me][l] >= 2 {
					cand = append(cand, l)
				}
			}
			if len(cand) == 0 {
				for l := 0; l < 8; l++ {
					if g.pits[me][l] > 0 {
						cand = append(cand, l)
					}
				}
			}
		}
		return refTakatas(rules, &g, cand, emit, &takatas)
	}
	for _, l := range order {
		n := g.pits[me][l]
		if n < 2 || n > 15 {
			continue
		}
		for _, right := range []bool{false, true} {
			cw := (l < 8) == right
			e := (l - n + 16) % 16
			if cw {
				e = (l + n) % 16
			}
			if marker(e) {
				emit(&caps, l, right, true)
			}
		}
	}
	if len(caps) > 0 && rules.TakasiaMustCapture && g.blocked >= 0 && g.blocked>>4 != me {
		var keep []refChild
		for i, c := range caps {
			if capMasks[i][g.blocked&15] {
				keep = append(keep, c)
			}
		}
		if len(keep) > 0 {
			caps = keep
		}
	}
	if len(caps) > 0 {
		return caps
	}
	var cand []int
	if rules.Variant == Kete && g.own[me] && g.pits[me][4] >= 2 {
		cand = []int{4}
	} else {
		for l := 0; l < 8; l++ {
			if g.pits[me][l] >= 2 && g.blocked != me*16+l {
				cand = append(cand, l)
			}
		}
		if len(cand) == 0 {
			for _, l := range order[8:] {
				if g.pits[me][l] >= 2 {
					cand = append(cand, l)
				}
			}
		}
	}
	return refTakatas(rules, &g, cand, emit, &takatas)
}

func refTakatas(rules *Rules, g *refGame, cand []int, emit func(*[]refChild, int, bool, bool), out *[]refChild) []refChild {
	me := g.side
	occupied := 0
	for l := 0; l < 8; l++ {
		if g.pits[me][l] > 0 {
			occupied++
		}
	}
	for _, l := range cand {
		lone := occupied == 1 && g.pits[me][l] > 0 && l < 8
		if !(lone && l == 0) {
			emit(out, l, false, false)
		}
		if !(lone && l == 7) {
			emit(out, l, true, false)
		}
	}
	return *out
}
