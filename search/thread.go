package search

import (
	"sync"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/score"
)

// frame is the per-ply state of a thread: the children of the node at this
// ply, their ordering keys, the node's key (for repetition) and the
// killers. A thread preallocates score.MaxPly+2 frames, so searching allocates
// nothing.
type frame struct {
	ch      engine.Children        // all children, when the node generates them
	cand    engine.Candidates      // the candidates, when the node sows one at a time
	slot    engine.Child           // the candidate being searched
	lazy    bool                   // the node sows candidates one at a time
	found   bool                   // a lazy node has met a legal candidate
	pairs   uint8                  // parity of the two-move nodes on the path to here (Options.TwoReplies)
	order   [engine.MaxMoves]int32 // ordering keys, in pick order
	idx     [engine.MaxMoves]uint8 // children indices, in pick order
	key     uint64
	killers [2]engine.Move
	// deferred holds the pick positions of the moves put off while
	// another thread searched them (lazysmp.go).
	deferred [engine.MaxMoves]uint8
	// acc holds the first layer of the last leaf evaluated below this
	// node (leafeval.go); accKey is the key of the node it belongs to.
	acc    eval.Accumulator
	accKey uint64
}

// rootMove is one legal root move, its child and its latest result.
type rootMove struct {
	move  engine.Move
	pos   engine.Position
	score int           // latest exact or bound score, -infinity if unknown
	prev  int           // score of the last completed iteration
	prev2 int           // score of the iteration before that (same parity as the next)
	pv    []engine.Move // preallocated to score.MaxPly+1
}

// thread is one search thread's private state.
type thread struct {
	s         *Searcher
	r         *engine.Rules
	id        int
	nodes     uint64   // nodes of this thread in this search
	probes    uint64   // table probes of this thread in this search
	hits      uint64   // probes that found the position
	published counters // the counters as other goroutines read them
	seldepth  int
	stopped   bool // this thread must unwind
	canStop   bool // false during the first iteration, which always completes
	nodeLimit uint64
	lastYield time.Duration // when yieldToHost last paused (yield_js.go)
	gate      *cpuGate      // a helper's turns to search, nil when it always runs (threadturns.go)
	// killerPlies: the frames below it may hold killers of searches
	// before the current one (since the last clear; see clear).
	killerPlies int

	root   []rootMove
	pvIdx  int
	bestPV []engine.Move // the line of the last completed iteration
	done   Result        // a helper's last completed iteration (PV in bestPV)
	// doneMu guards a helper's done and bestPV: Search reads them while
	// the helper may still be searching (lazysmp.go).
	doneMu sync.Mutex
	// stability follows how settled the main thread's root is (the soft
	// bound's scale, rootstability.go).
	stability rootStability

	ecache evalCache // Options.EvalCache (leafeval.go)
	// plainLeaves: leaves are evaluated with Evaluate, neither cached nor
	// incremental (the hand evaluation without a cache; set by setRoot).
	plainLeaves bool

	// stack is allocated when the thread first searches (useStack): 0.7
	// MB a thread, 180 MB at Threads 256, which isready (Prepare) spent
	// 0.2 to 2.4 s allocating, and ucinewgame touching, for helpers that
	// may never run (threadturns.go).
	stack   *[score.MaxPly + 2]frame
	rootKey uint64          // the root's key, for stack[0] (setRoot)
	rootCh  engine.Children // the root's children (setRoot)
	// The large arrays hold no pointers and come last, so that the
	// garbage collector scans only the fields above.
	pv      [score.MaxPly + 1][score.MaxPly + 1]engine.Move
	pvLen   [score.MaxPly + 1]int
	history [2][256]int32
}

func newThread(s *Searcher, id int) *thread {
	return &thread{s: s, id: id, bestPV: make([]engine.Move, 0, score.MaxPly+1)}
}

// clear resets what the thread learnt (history, killers, cached
// evaluations).
//
// Only the frames a search has reached can hold killers (a cutoff at ply p
// follows a node at p, which seldepth counts): the others are left alone.
// A thread that searched little, or never, may not even have the rest of
// its stack (0.7 MB) in memory yet; zeroing all of it made ucinewgame at
// Threads 256 take 1.3 to 1.6 s, the operating system supplying the 180 MB
// of stacks page by page.
func (t *thread) clear() {
	t.ecache.clear()
	t.history = [2][256]int32{}
	if t.stack == nil {
		return
	}
	n := min(max(t.killerPlies, t.seldepth+1), len(t.stack))
	for i := range t.stack[:n] {
		t.stack[i].killers = [2]engine.Move{}
	}
	t.killerPlies = 0
}

// setRoot generates the root moves (restricted to searchMoves when given;
// when none of those is legal, all moves) and resets the counters. It
// reports false when there is no move to search (the game is over).
func (t *thread) setRoot(r *engine.Rules, root *engine.Position, searchMoves []engine.Move) bool {
	t.r = r
	t.killerPlies = max(t.killerPlies, t.seldepth+1)
	t.ecache.use(r, t.s.opts.Eval)
	t.plainLeaves = t.ecache.entries == nil && (t.s.opts.fullEval || t.s.opts.Eval.Net() == nil)
	t.nodes, t.probes, t.hits = 0, 0, 0
	t.done = Result{}
	t.published.reset()
	t.seldepth = 0
	t.stopped = false
	t.canStop = false
	t.nodeLimit = 0
	t.stability = rootStability{}
	if t.s.opts.Threads == 1 {
		t.nodeLimit = t.s.lim.Nodes
	}
	t.rootKey = root.Key
	ch := &t.rootCh
	r.Generate(root, ch)
	t.root = t.root[:0]
	restrict := false
	for i := 0; i < ch.N; i++ {
		restrict = restrict || containsMove(searchMoves, ch.List[i].Move)
	}
	for i := 0; i < ch.N; i++ {
		c := &ch.List[i]
		if restrict && !containsMove(searchMoves, c.Move) {
			continue
		}
		var pv []engine.Move
		if n := len(t.root); n < cap(t.root) {
			pv = t.root[:n+1][n].pv[:0]
		}
		if pv == nil {
			pv = make([]engine.Move, 0, score.MaxPly+1)
		}
		t.root = append(t.root, rootMove{move: c.Move, pos: c.Pos, score: -infinity, prev: -infinity, prev2: -infinity, pv: pv})
	}
	return len(t.root) > 0
}

// useStack allocates the thread's stack if it has none yet: on the
// thread's own goroutine when it first searches (Prepare does it for the
// main thread).
func (t *thread) useStack() {
	if t.stack == nil {
		t.stack = new([score.MaxPly + 2]frame)
	}
}

func containsMove(ms []engine.Move, m engine.Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// rootTerminalScore is the score of a root with no legal move.
func (t *thread) rootTerminalScore(root *engine.Position) int {
	return terminalScore(root, 0)
}

// iterate is iterative deepening. The main thread (progress may be nil)
// reports and decides when to stop; helper threads (Lazy SMP) search the
// same root one ply beyond the main thread's iteration (nextDepth), share
// the table with it, and keep their last completed iteration, which Search
// plays when it is deeper than the main thread's. A helper that completes
// the depth of a depth-limited search stops the search.
func (t *thread) iterate(progress func(Info)) Result {
	s := t.s
	t.useStack()
	t.stack[0].key = t.rootKey
	maxDepth := score.MaxPly - 1
	if s.lim.Depth > 0 {
		maxDepth = min(s.lim.Depth, maxDepth)
	}
	multiPV := min(s.opts.MultiPV, len(t.root))
	var res Result
	prevScore := 0
	for depth := 1 + t.id&1; depth <= maxDepth; depth = t.nextDepth(depth) {
		if t.id == 0 {
			s.mainDepth.Store(int32(depth))
		}
		for t.pvIdx = 0; t.pvIdx < multiPV; t.pvIdx++ {
			if s.opts.Algorithm == "mtdf" && multiPV == 1 {
				prevScore = t.mtdf(depth, prevScore)
			} else {
				// Bao scores swing between odd and even depths (the
				// side that moved last is ahead), so the window centres
				// on the score of two iterations ago when there is one.
				center := t.root[t.pvIdx].prev2
				if center == -infinity {
					center = t.root[t.pvIdx].prev
				}
				prevScore = t.aspiration(depth, center, progress)
			}
			if t.stopped {
				break
			}
		}
		if t.stopped && t.canStop {
			if t.id == 0 && multiPV == 1 {
				t.adoptUnfinished(&res)
			}
			break
		}
		t.canStop = true
		for i := range t.root {
			t.root[i].prev2 = t.root[i].prev
			t.root[i].prev = t.root[i].score
		}
		if t.id != 0 {
			// A helper keeps its last complete iteration: Search takes
			// it when it is deeper than the main thread's. A helper that
			// completes the depth asked for ends the search (Lazy SMP's
			// gain for depth-limited searches).
			t.publishDone(depth)
			if s.lim.Depth > 0 && depth >= s.lim.Depth && multiPV == 1 {
				s.stop.Store(true)
				s.signal()
				break
			}
			continue
		}
		// The iteration is complete: record and report it.
		best := &t.root[0]
		res = Result{Best: best.move, Score: score.Score(best.score), Depth: depth}
		t.bestPV = append(t.bestPV[:0], best.pv...)
		if len(best.pv) > 1 {
			res.Ponder = best.pv[1]
		}
		prevScore = best.score
		if progress != nil {
			for i := 0; i < multiPV; i++ {
				progress(t.info(depth, i, t.root[i].score, Exact))
			}
		}
		if s.stop.Load() {
			break
		}
		plies := score.Score(best.score).Plies()
		if m := s.lim.Mate; m > 0 && plies > 0 && plies <= m {
			break
		}
		if proven(best.score) && depth > abs(plies)+2 && multiPV == 1 && !s.opts.NullMove && !s.opts.LMR {
			break // the game-theoretic value is proven
		}
		t.stability.update(best.move, best.score)
		if s.stopDeepening(depth, t.stability.softPercent()) {
			break
		}
	}
	t.publish()
	if t.id == 0 {
		// One allocation per search: the caller owns the line.
		res.PV = append([]engine.Move(nil), t.bestPV...)
	}
	return res
}

// adoptUnfinished takes the best move of an iteration that the clock or a
// stop cut short, when that iteration has already found a move better
// than the last complete one's. The root search rotates a move to the
// front only when it scores above alpha: above the first move's score at
// the new depth, or above the aspiration window's lower bound when the
// first move failed low. Such a move is a better choice than the last
// complete iteration's, one ply deeper, and its score is a lower bound
// of that depth's value (the moves not yet searched may be better still);
// an iteration that found nothing better leaves that choice in front,
// and res as it is.
func (t *thread) adoptUnfinished(res *Result) {
	best := &t.root[0]
	if best.move == res.Best || best.score == -infinity {
		return
	}
	res.Best, res.Score, res.Bound, res.Ponder = best.move, score.Score(best.score), Lower, engine.NoMove
	t.bestPV = append(t.bestPV[:0], best.pv...)
	if len(best.pv) > 1 {
		res.Ponder = best.pv[1]
	}
}

// nextDepth returns the depth of the thread's next iteration. The main
// thread deepens one ply at a time; a helper (Lazy SMP) jumps to one ply
// beyond the main thread's iteration, so that it fills the shared table
// ahead of the main thread and, in a depth-limited search, completes the
// last depth first.
func (t *thread) nextDepth(depth int) int {
	if t.id == 0 {
		return depth + 1
	}
	return max(depth+1, int(t.s.mainDepth.Load())+1)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// aspirationDelta is the first half-width of an aspiration window.
const aspirationDelta = 50

// aspiration searches the current root line at depth with a window around
// prev that widens by half on every fail (delta += delta/2).
func (t *thread) aspiration(depth, prev int, progress func(Info)) int {
	delta := aspirationDelta
	alpha, beta := -infinity, infinity
	if t.s.opts.Aspiration && depth >= 4 && prev > -infinity && !proven(prev) {
		alpha, beta = max(prev-delta, -infinity), min(prev+delta, infinity)
	}
	for {
		v := t.rootSearch(alpha, beta, depth)
		if t.stopped {
			return v
		}
		switch {
		case v <= alpha:
			t.report(progress, depth, v, Upper)
			beta = (alpha + beta) / 2
			alpha = max(v-delta, -infinity)
		case v >= beta:
			t.report(progress, depth, v, Lower)
			beta = min(v+delta, infinity)
		default:
			return v
		}
		delta += delta / 2
	}
}

// reportNodes is the number of nodes a search must have searched before
// it reports fail-high/low lines (about a second on one core), so that
// fast searches stay quiet.
const reportNodes = 1_000_000

// report sends a fail-high/low line once the search has searched
// reportNodes nodes. The gate counts nodes, not time, so that the output
// of a node- or depth-limited search with one thread is the same on every
// machine and every run.
func (t *thread) report(progress func(Info), depth, v int, b Bound) {
	if progress == nil || t.id != 0 || t.s.totalNodes()+t.nodes-t.published.nodes.Load() < reportNodes {
		return
	}
	progress(t.info(depth, t.pvIdx, v, b))
}

// mtdf is the MTD(f) driver: a sequence of null-window searches that
// converge on the minimax value from the first guess (Plaat et al. 1996).
func (t *thread) mtdf(depth, guess int) int {
	g := guess
	lower, upper := -infinity, infinity
	for lower < upper {
		beta := max(g, lower+1)
		g = t.rootSearch(beta-1, beta, depth)
		if t.stopped {
			return g
		}
		if g < beta {
			upper = g
		} else {
			lower = g
		}
	}
	// The last fail high put the best move first; the line comes from the
	// table (null-window searches keep no triangular PV).
	best := &t.root[t.pvIdx]
	best.score = g
	t.tablePV(best)
	return g
}

// rootSearch searches the root moves from pvIdx on with window
// (alpha, beta) and returns the best score (fail-soft). A move that raises
// alpha moves to position pvIdx, so the root list stays ordered best first
// and previous best lines are searched first next time.
func (t *thread) rootSearch(alpha, beta, depth int) int {
	best := -infinity
	alpha0 := alpha
	pvNode := beta-alpha > 1
	// With several threads, a move another thread is searching goes to
	// the end of the list, as in negamax (lazysmp.go); the moves from
	// undeferred on are the ones put off. The last move not yet put off
	// is searched at once: putting it off would only place it behind
	// moves that were busy before it. A MultiPV search, whose lines come
	// from the main thread alone (adoptDeeperHelper), keeps its root
	// order: deferral there is unmeasured.
	s := t.s
	shared := s.busy != nil && s.opts.Threads > 1 && s.opts.MultiPV == 1 && depth >= deferDepth
	undeferred := len(t.root)
	for i := t.pvIdx; i < len(t.root); i++ {
		rm := &t.root[i]
		if shared && i > t.pvIdx && i < undeferred-1 && s.busy.busy(rm.pos.Key) {
			moved := *rm
			copy(t.root[i:], t.root[i+1:])
			t.root[len(t.root)-1] = moved
			undeferred--
			i--
			continue
		}
		t.stack[1].key = rm.pos.Key
		if shared {
			s.busy.enter(rm.pos.Key)
		}
		var v int
		if i == t.pvIdx || !pvNode {
			v = -t.negamax(&rm.pos, -beta, -alpha, depth-1, 1)
		} else {
			v = -t.negamax(&rm.pos, -alpha-1, -alpha, depth-1, 1)
			if v > alpha && v < beta && !t.stopped {
				v = -t.negamax(&rm.pos, -beta, -alpha, depth-1, 1)
			}
		}
		if shared {
			s.busy.leave(rm.pos.Key)
		}
		if t.stopped {
			return best
		}
		if v > best {
			best = v
		}
		if v > alpha || i == t.pvIdx {
			rm.score = v
			rm.pv = append(rm.pv[:0], rm.move)
			rm.pv = append(rm.pv, t.pv[1][:t.pvLen[1]]...)
		} else {
			rm.score = -infinity
		}
		if v > alpha {
			alpha = v
			// Rotate the new best to the front of the searched lines.
			moved := *rm
			copy(t.root[t.pvIdx+1:i+1], t.root[t.pvIdx:i])
			t.root[t.pvIdx] = moved
			if v >= beta {
				break
			}
		}
	}
	if t.pvIdx == 0 && !t.stopped {
		lower, upper := -infinity, infinity
		switch {
		case best <= alpha0:
			upper = best
		case best >= beta:
			lower = best
		default:
			lower, upper = best, best
		}
		t.s.tt.store(t.stack[0].key, 0, depth, lower, upper, t.root[0].move, pvNode)
	}
	return best
}

// tablePV rebuilds rm's line from the table: each stored move is checked
// against the generator, and the walk stops at a repeated position.
func (t *thread) tablePV(rm *rootMove) {
	rm.pv = append(rm.pv[:0], rm.move)
	pos := rm.pos
	var ch engine.Children
	var seen [score.MaxPly]uint64
	for ply := 1; ply < score.MaxPly; ply++ {
		for _, k := range seen[:ply-1] {
			if k == pos.Key {
				return
			}
		}
		seen[ply-1] = pos.Key
		d, ok := t.s.tt.probe(pos.Key, ply)
		if !ok || d.move == engine.NoMove {
			return
		}
		t.r.Generate(&pos, &ch)
		found := false
		for i := 0; i < ch.N; i++ {
			if ch.List[i].Move == d.move {
				pos = ch.List[i].Pos
				found = true
				break
			}
		}
		if !found {
			return
		}
		rm.pv = append(rm.pv, d.move)
	}
}

// info builds the progress report of root line i.
func (t *thread) info(depth, i, v int, b Bound) Info {
	s := t.s
	el := s.elapsed()
	nodes := s.totalNodes() + t.nodes - t.published.nodes.Load()
	nps := uint64(0)
	if el > 0 {
		nps = uint64(float64(nodes) / el.Seconds())
	}
	return Info{
		Depth:    depth,
		SelDepth: t.seldepth,
		MultiPV:  i + 1,
		Score:    score.Score(v),
		Bound:    b,
		Nodes:    nodes,
		NPS:      nps,
		HashFull: s.tt.hashfull(),
		Time:     el,
		PV:       append([]engine.Move(nil), t.root[i].pv...),
	}
}
