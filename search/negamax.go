package search

import (
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
)

// infinity is beyond every score, for open windows. The search's
// arithmetic is on ints; a score leaves it as a score.Score, and
// score.MaxPly bounds both the search's depth and the ply of any node.
const infinity = int(score.Win) + 1000

// proven reports whether v, a score of the search's arithmetic, is a
// proven win or loss (score.Score.IsProven).
func proven(v int) bool { return score.Score(v).IsProven() }

// terminalScore is the score of a position with no legal move at ply, from
// the side to move's view: a win if the opponent already lost (flagWon or
// an empty front row of the opponent), else a loss.
func terminalScore(p *engine.Position, ply int) int {
	me := p.Side
	if p.Won() || (p.FrontEmpty(me.Other()) && !p.FrontEmpty(me)) {
		return int(score.WinIn(ply))
	}
	return int(score.LossIn(ply))
}

// leafOver reports whether a leaf is a finished game, without generating
// moves: a won flag, an empty front row, or an mtaji player with no hole of
// two seeds (rules.md 2.9). A position whose every move never ends
// (rules.md 4) is not detected here; interior nodes see it as no children.
func leafOver(p *engine.Position) bool {
	me := p.Side
	if p.Won() || p.FrontEmpty(me) || p.FrontEmpty(me.Other()) {
		return true
	}
	if p.Store[me] != 0 {
		return false
	}
	base := int(me) << 4
	for _, c := range p.Pits[base : base+16] {
		if c >= 2 {
			return false
		}
	}
	return true
}

// leafScore is the value of a node at depth 0: the end of the game or
// the static evaluation with the tempo.
func (t *thread) leafScore(p *engine.Position, ply int) int {
	if leafOver(p) {
		return terminalScore(p, ply)
	}
	if t.plainLeaves {
		return t.s.opts.Eval.Evaluate(t.r, p) + t.s.opts.Tempo
	}
	return t.evaluateLeaf(p, ply) + t.s.opts.Tempo
}

// repeated reports whether the position at ply (key) occurred earlier on
// the search path or in the game history. Only mtaji positions can repeat
// (hands only shrink), and only positions with the same side to move, two
// plies apart.
func (t *thread) repeated(p *engine.Position, ply int) bool {
	if p.Store[0]|p.Store[1] != 0 {
		return false
	}
	key := p.Key
	for i := ply - 2; i >= 0; i -= 2 {
		if t.stack[i].key == key {
			return true
		}
	}
	for _, k := range t.s.history {
		if k == key {
			return true
		}
	}
	return false
}

// clockCheckNodes is how many nodes a thread searches between two
// readings of the clock (a power of two; 128 nodes take about 0.1 ms).
// The alarm alone cannot end a search on time when every processor of
// the Go runtime is busy, as with two search threads on two cores: a
// timer runs only when a processor enters the scheduler, which a
// searching thread does only when the runtime preempts it, every 10 ms.
// Every thread reads the clock, helpers too: on a busy machine the
// operating system runs the threads in turns, and a helper that stops at
// the deadline hands its core to a main thread waiting for its turn.
const clockCheckNodes = 128

// publishNodes is how many nodes a thread searches between two
// publications of its counters (a power of two).
const publishNodes = 1024

// checkLimits is called at every node: the stop flag, the node limit;
// every clockCheckNodes nodes the clock; and every
// publishNodes nodes the publication of the counters and the node limit
// of a search with several threads (every thread, so that the limit
// holds whichever thread the operating system lets run).
func (t *thread) checkLimits() {
	s := t.s
	if s.stop.Load() {
		t.stopped = true
		if t.gate != nil {
			t.gate.open() // the waiting helpers stop too (threadturns.go)
		}
		return
	}
	if t.nodeLimit > 0 && t.nodes >= t.nodeLimit {
		t.stopped = true
		s.stop.Store(true)
		return
	}
	if t.nodes&(clockCheckNodes-1) != 0 {
		return
	}
	if t.nodes&(publishNodes-1) == 0 {
		t.publish()
		if t.gate != nil {
			t.gate.pass()
			if s.stop.Load() {
				t.stopped = true
				t.gate.open()
				return
			}
		}
		if s.lim.Nodes > 0 && s.totalNodes() >= s.lim.Nodes {
			t.stopped = true
			s.stop.Store(true)
			return
		}
		if t.id == 0 {
			t.yieldToHost()
		}
	}
	if s.timeUp() {
		t.stopped = true
		s.stop.Store(true)
	}
}

// negamax is the alpha-beta search with PVS of the node pos at ply with
// depth plies left. It returns a fail-soft score from the side to move's
// view. pos must stay valid during the call (it lives in the parent's
// frame). When the thread is stopped the result is meaningless.
func (t *thread) negamax(pos *engine.Position, alpha, beta, depth, ply int) int {
	s := t.s
	opts := &s.opts
	pvNode := beta-alpha > 1
	t.pvLen[ply] = 0

	// Step 1. Count the node and check the limits.
	t.nodes++
	if t.canStop {
		t.checkLimits()
		if t.stopped {
			return 0
		}
	} else if t.nodes&(publishNodes-1) == 0 {
		t.publish()
		t.passTurn()
	}
	if ply > t.seldepth {
		t.seldepth = ply
	}
	t.stack[ply].key = pos.Key

	// Step 2. Repetition: a position met before on the path or in the
	// game scores 0 (rules.md 9: no draw rule, search policy).
	if t.repeated(pos, ply) {
		return 0
	}

	// Step 3. Horizon: the static evaluation (or the end of the game). A
	// horizon node whose mover must capture (rules.md 2.1: captures are
	// compulsory, so every legal move is one) is searched on instead, up
	// to Options.QDepth plies beyond the horizon (capture extension).
	// Beyond its first ply the extension may be bounded (Options.QWidth).
	f := &t.stack[ply]
	f.pairs = 0
	if ply > 0 {
		f.pairs = t.stack[ply-1].pairs
	}
	quiesce := false
	if depth <= 0 || ply >= score.MaxPly {
		if depth <= -opts.QDepth || ply >= score.MaxPly || leafOver(pos) {
			return t.leafScore(pos, ply)
		}
		t.r.Candidates(pos, &f.cand)
		if !f.cand.Capture {
			return t.leafScore(pos, ply)
		}
		quiesce = true
	}

	// Step 4. Transposition table: a move to try first, and a cutoff when
	// the stored bounds already decide this window.
	ttMove := engine.NoMove
	var tt ttData // the table's entry (tt.move NoMove: none)
	if depth >= opts.TTMinDepth {
		t.probes++
	}
	if d, ok := s.probe(pos.Key, ply, depth); ok {
		t.hits++
		ttMove, tt = d.move, d
		if opts.TTCutoffs && !pvNode && d.depth >= depth {
			switch {
			case d.lower >= beta:
				return d.lower
			case d.upper <= alpha:
				return d.upper
			case d.lower == d.upper:
				return d.lower
			}
		}
	}

	// Step 4b. Internal iterative reduction (option): a deep node the
	// table knows nothing of is searched a ply shallower; it has no move
	// to try first, so a full-depth search of it would cost most, and
	// the next iteration finds it with the move this one stores.
	if opts.IIRDepth > 0 && depth >= opts.IIRDepth && ttMove == engine.NoMove && !quiesce {
		depth--
	}

	// Step 5. The moves. A node expected to cut after a move or two sows
	// its candidates one at a time (most children of a cut node are never
	// searched, and sowing is most of the cost of a node); otherwise all
	// children are generated. No candidate means the game is over.
	if !quiesce {
		t.r.Candidates(pos, &f.cand)
		if f.cand.N == 0 {
			return terminalScore(pos, ply)
		}
	}
	f.lazy = f.cand.Exact && depth <= opts.LazyDepth && depth < opts.EvalOrderDepth
	f.found = false
	n := f.cand.N
	if !f.lazy {
		t.r.GenerateFrom(pos, &f.cand, &f.ch)
		n = f.ch.N
		if n == 0 {
			return terminalScore(pos, ply)
		}
		if depth-1 >= opts.TTMinDepth {
			// Start the table misses of the children that will probe.
			for i := 0; i < n; i++ {
				s.tt.prefetch(f.ch.List[i].Pos.Key)
			}
		}
	}

	// Step 5b. Reverse futility (option): a non-PV node near the horizon
	// whose static value beats beta by a margin per ply left is taken to
	// hold its advantage.
	if opts.RFPMargin > 0 && !pvNode && !quiesce && depth <= opts.RFPDepth && !proven(beta) {
		if v := t.evaluate(pos); v-opts.RFPMargin*depth >= beta {
			return v
		}
	}

	// Step 6. Null move (option): give the opponent a free move; if he
	// still cannot reach beta with a reduced search, cut. Off by default,
	// since Bao is full of positions where moving hurts.
	if opts.NullMove && !pvNode && depth >= 3 && pos.Store[0]|pos.Store[1] == 0 &&
		!proven(beta) && t.evaluate(pos) >= beta {
		null := *pos
		null.Side = null.Side.Other()
		null.Blocked = engine.NoPit
		null.Key = null.ComputeKey()
		v := -t.negamax(&null, -beta, -beta+1, depth-3, ply+1)
		if t.stopped {
			return 0
		}
		if v >= beta && !proven(v) {
			return v
		}
	}

	// Step 7. Order the moves: table move, then by seeds captured, then
	// killers and history.
	var capture bool
	if f.lazy {
		t.scoreCandidates(pos, f, ttMove)
		capture = f.cand.Capture
	} else {
		capture = t.scoreMoves(pos, f, ttMove, depth)
	}

	// Step 8. Search the children: the first with the full window, the
	// others with a null window and a re-search when they beat alpha
	// (principal variation search), late takata moves reduced (option).
	best := -infinity
	bestMove := engine.NoMove
	alpha0 := alpha
	childDepth := depth - 1
	bounded := quiesce && opts.QWidth > 0 && depth < 0
	if quiesce && (opts.QStandPat || bounded) {
		// Stand pat: the static value bounds the node from below, as if
		// the mover could decline the capture. The node then never
		// scores a proven loss, and a proven win only through a capture
		// it searched, so the captures it skips make no false proof.
		best = t.leafScore(pos, ply)
		if best >= beta {
			return best
		}
		alpha = max(alpha, best)
	}
	// Step 7a. ProbCut (option): at a deep non-PV node, a move among the
	// first few that beats beta by a margin at 4 plies less is taken to
	// beat beta at full depth. The table's bound, when deep enough and
	// below that margin, says the try would fail.
	if opts.ProbCutDepth > 0 && depth >= opts.ProbCutDepth && !pvNode && !f.lazy && !quiesce && ply > 0 &&
		!proven(beta) && !(ttMove != engine.NoMove && tt.depth >= depth-3 && tt.upper < beta+opts.ProbCutMargin) {
		if v, m, ok := t.probCut(f, n, beta+opts.ProbCutMargin, depth-4, ply); t.stopped {
			return 0
		} else if ok {
			s.tt.store(pos.Key, ply, depth-3, v, infinity, m, false)
			return v
		}
	}
	// Step 7b. Singular extension (option): the table's move, when every
	// other move searched to half the depth fails clearly below the
	// table's lower bound, is searched one ply deeper. When it is not
	// singular at a non-PV node whose table bound beats beta, the node
	// may cut at once (SingularMultiCut: a second move reached the
	// singular bound, which beats beta) or search the table's move a ply
	// shallower (SingularNegative: the node has other good moves).
	ttExtend := 0
	if opts.SingularDepth > 0 && depth >= opts.SingularDepth && ply > 0 && !f.lazy && !quiesce && n > 2 &&
		ttMove != engine.NoMove && tt.depth >= depth-3 && tt.lower > -infinity && !proven(tt.lower) {
		sBeta := tt.lower - opts.SingularMargin*depth
		singular, v := t.singular(f, n, ttMove, sBeta, (depth-1)/2, ply)
		if t.stopped {
			return 0
		}
		switch {
		case singular:
			ttExtend = 1
		case pvNode:
		case opts.SingularMultiCut && v >= sBeta && sBeta >= beta:
			return sBeta
		case opts.SingularNegative && tt.lower >= beta:
			ttExtend = -1
		}
	}
	searched := 0
	// With several threads, a node of deferDepth or more puts off the
	// moves another thread is searching and marks the ones it searches
	// (lazysmp.go); the put-off moves follow the rest of the list.
	shared := s.busy != nil && opts.Threads > 1 && depth >= deferDepth && !f.lazy && !quiesce
	nDeferred, next := 0, -1
	for i := 0; ; i++ {
		if bounded && searched >= opts.QWidth {
			break // the biggest captures only (Options.QWidth)
		}
		var c *engine.Child
		if next < 0 {
			c = t.nextChild(pos, f, &i, &n)
			if c == nil && nDeferred > 0 {
				next = 0
			}
		}
		if next >= 0 {
			if next == nDeferred {
				break
			}
			i = int(f.deferred[next])
			next++
			c = &f.ch.List[f.idx[i]]
		} else if c == nil {
			break
		} else if shared && searched > 0 && s.busy.busy(c.Pos.Key) {
			f.deferred[nDeferred] = uint8(i)
			nDeferred++
			continue
		}
		// A node whose move list holds a single move searches it one
		// ply deeper (option SingleReply): the move costs the side
		// nothing to find, so the ply it would spend goes to the line.
		// The list is the legal moves of a node that generated its
		// children, the candidates (with any safari twin) of a lazy
		// one, known once its first move is played.
		if searched == 0 && i == 0 && !quiesce && ply < score.MaxPly/2 {
			switch {
			case n == 1 && opts.SingleReply:
				childDepth = depth
			case n == 2 && opts.TwoReplies:
				f.pairs ^= 1
				if f.pairs == 0 {
					childDepth = depth
				}
			}
		}
		if shared {
			s.busy.enter(c.Pos.Key)
		}
		var v int
		if searched == 0 {
			d := childDepth
			if c.Move == ttMove {
				d += ttExtend
			}
			v = -t.negamax(&c.Pos, -beta, -alpha, d, ply+1)
		} else {
			r := 0
			if opts.LMR && depth >= 3 && searched >= 3 && !capture && f.order[i] < killerScore {
				r = 1
				if searched >= 8 && depth >= 5 {
					r = 2
				}
			}
			v = -t.negamax(&c.Pos, -alpha-1, -alpha, childDepth-r, ply+1)
			if r > 0 && v > alpha && !t.stopped {
				v = -t.negamax(&c.Pos, -alpha-1, -alpha, childDepth, ply+1)
			}
			if pvNode && v > alpha && v < beta && !t.stopped {
				v = -t.negamax(&c.Pos, -beta, -alpha, childDepth, ply+1)
			}
		}
		if shared {
			s.busy.leave(c.Pos.Key)
		}
		searched++
		if t.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				bestMove = c.Move
				alpha = v
				t.pv[ply][0] = c.Move
				copy(t.pv[ply][1:], t.pv[ply+1][:t.pvLen[ply+1]])
				t.pvLen[ply] = t.pvLen[ply+1] + 1
				if v >= beta {
					// Step 9. Beta cutoff: remember a quiet move as a
					// killer and in the history.
					if !capture {
						t.rememberCutoff(pos.Side, f, c.Move, depth)
					}
					break
				}
			}
		}
	}
	if searched == 0 {
		// Every candidate was never-ending: no legal move, a loss.
		return terminalScore(pos, ply)
	}
	if quiesce {
		return best
	}

	// Step 10. Store the result: a lower bound on a cutoff, an upper bound
	// when nothing beat alpha, else the exact value.
	lower, upper := -infinity, infinity
	switch {
	case best >= beta:
		lower = best
	case best <= alpha0:
		upper = best
	default:
		lower, upper = best, best
	}
	if bestMove == engine.NoMove {
		bestMove = ttMove
	}
	if depth >= opts.TTMinDepth {
		s.tt.store(pos.Key, ply, depth, lower, upper, bestMove, pvNode)
	}
	return best
}

// singular reports whether every child in f's list but ttMove, searched
// to depth with a null window at sBeta, fails low: ttMove is then the
// node's one good move. It stops at the first child that does not and
// returns that child's value too (a value below sBeta when singular).
func (t *thread) singular(f *frame, n int, ttMove engine.Move, sBeta, depth, ply int) (bool, int) {
	for i := 0; i < n; i++ {
		c := &f.ch.List[i]
		if c.Move == ttMove {
			continue
		}
		v := -t.negamax(&c.Pos, -sBeta, -sBeta+1, depth, ply+1)
		if t.stopped || v >= sBeta {
			return false, v
		}
	}
	return true, sBeta - 1
}

// probCut searches the first Options.ProbCutMoves children in the frame's
// order to depth with a null window at pBeta, and returns the value and
// move of the first that reaches it (ok), if any. The order it leaves is
// the order the node's loop takes.
func (t *thread) probCut(f *frame, n, pBeta, depth, ply int) (int, engine.Move, bool) {
	for i := 0; i < n && i < t.s.opts.ProbCutMoves; i++ {
		c := &f.ch.List[pickNext(f, i, n)]
		v := -t.negamax(&c.Pos, -pBeta, -pBeta+1, depth, ply+1)
		if t.stopped {
			return 0, engine.NoMove, false
		}
		if v >= pBeta && !proven(v) {
			return v, c.Move, true
		}
	}
	return 0, engine.NoMove, false
}

// nextChild returns the child to search at place *i of the frame's order,
// or nil when there is none left. A lazy frame sows the candidate there;
// one that is not legal is skipped (*i moves on), a stop-or-safari choice
// appends the safari twin, and when every capture turns out never-ending
// the frame switches to the takata moves (rules.md 4, item 3).
func (t *thread) nextChild(pos *engine.Position, f *frame, i, n *int) *engine.Child {
	if !f.lazy {
		if *i >= *n {
			return nil
		}
		return &f.ch.List[pickNext(f, *i, *n)]
	}
	for {
		if *i >= *n {
			if !f.cand.Capture || f.found {
				return nil
			}
			// Every capture never ends: the takata moves are legal instead.
			t.r.TakataCandidates(pos, &f.cand)
			t.scoreCandidates(pos, f, engine.NoMove)
			*i, *n = 0, f.cand.N
			continue
		}
		j := pickNext(f, *i, *n)
		m := f.cand.Moves[j]
		legal, decision := t.r.PlayCandidate(pos, &f.cand, m, &f.slot)
		if decision && m&safariBit == 0 {
			k := *n
			f.cand.Moves[k] = m | safariBit
			f.order[k] = f.order[*i] - 1
			f.idx[k] = uint8(k)
			*n = k + 1
			f.cand.N = *n
		}
		if legal {
			f.found = true
			return &f.slot
		}
		*i++
	}
}
