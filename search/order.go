package search

import "github.com/baoengine/bao/engine"

// Ordering keys: the table move first, then captures by the seeds they
// take, then the two killers, then history (bounded below killerScore).
const (
	ttMoveScore  = 1 << 30
	captureUnit  = 1 << 20
	killerScore  = 1 << 19
	killer2Score = killerScore - 1
	historyMax   = 1 << 16
	// evalOrderBias keeps the evaluation key positive and below
	// killer2Score (evaluations stay far inside +-1<<17).
	evalOrderBias = 1 << 17
)

// scoreMoves gives each child of the frame its ordering key and reports
// whether the moves are captures (in Bao either all legal moves capture or
// none does, rules.md 2.1).
func (t *thread) scoreMoves(pos *engine.Position, f *frame, ttMove engine.Move, depth int) bool {
	opts := &t.s.opts
	opp := pos.Side.Other()
	before := pos.Seeds(opp)
	capture := false
	hist := &t.history[pos.Side]
	for i := 0; i < f.ch.N; i++ {
		c := &f.ch.List[i]
		m := c.Move
		var k int32
		if taken := before - c.Pos.Seeds(opp); taken > 0 {
			k = int32(taken) * captureUnit
			capture = true
		}
		switch {
		case m == ttMove:
			k = ttMoveScore
		case opts.Killers && m == f.killers[0]:
			k += killerScore
		case opts.Killers && m == f.killers[1]:
			k += killer2Score
		case opts.History:
			k += hist[m]
		}
		if depth >= opts.EvalOrderDepth {
			// The child's static value, from the mover's view, as the
			// finest key: below a capture unit and a killer.
			k += int32(evalOrderBias - t.evaluate(&c.Pos))
		}
		f.order[i] = k
		f.idx[i] = uint8(i)
	}
	return capture
}

// scoreCandidates gives each candidate of the frame its ordering key: the
// table move, then captures by the seeds of the first hole they take (the
// only capture known without sowing), then killers and history.
func (t *thread) scoreCandidates(pos *engine.Position, f *frame, ttMove engine.Move) {
	opts := &t.s.opts
	hist := &t.history[pos.Side]
	c := &f.cand
	for i := 0; i < c.N; i++ {
		m := c.Moves[i]
		var k int32
		if c.Capture {
			k = int32(c.Victim[i]) * captureUnit
		}
		switch {
		case m == ttMove || m|safariBit == ttMove:
			k = ttMoveScore
		case opts.Killers && m == f.killers[0]:
			k += killerScore
		case opts.Killers && m == f.killers[1]:
			k += killer2Score
		case opts.History:
			k += hist[m]
		}
		f.order[i] = k
		f.idx[i] = uint8(i)
	}
}

// safariBit is the safari mark of a move token ("+"): a candidate's safari
// twin is the candidate with it set.
var safariBit = engine.NewMove(0, false, true) ^ engine.NewMove(0, false, false)

// pickNext moves the best remaining child (highest key, the earliest in
// generator order on ties) to place i of the order and returns its index
// in the children list. Selection instead of a
// full sort, because most nodes cut after one or two moves.
func pickNext(f *frame, i, n int) int {
	best := i
	for j := i + 1; j < n; j++ {
		if f.order[j] > f.order[best] {
			best = j
		}
	}
	if best != i {
		f.order[i], f.order[best] = f.order[best], f.order[i]
		f.idx[i], f.idx[best] = f.idx[best], f.idx[i]
	}
	return int(f.idx[i])
}

// rememberCutoff records a quiet move that caused a beta cutoff: as the
// first killer of its ply and with a depth-squared history bonus (aged by
// halving the whole table when one entry saturates).
func (t *thread) rememberCutoff(side engine.Side, f *frame, m engine.Move, depth int) {
	if t.s.opts.Killers && f.killers[0] != m {
		f.killers[1] = f.killers[0]
		f.killers[0] = m
	}
	if t.s.opts.History {
		h := &t.history[side]
		h[m] += int32(depth * depth)
		if h[m] >= historyMax {
			for i := range h {
				h[i] /= 2
			}
		}
	}
}
