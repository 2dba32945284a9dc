package protocol

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// parseGo reads the arguments of go into limits. Missing or malformed
// values are ignored with a warning, as protocol.md 5 says. A clock at
// or below zero for the side to move means "move now" (the plan of
// search.Plan says so). perft is the depth of go perft, checked
// as the perft command checks it, or -1; ok is false when go perft's
// depth was refused with an error, or when the bad values leave a search
// with no limit (bestmove 0000 has been answered): nothing runs then.
func (s *Session) parseGo(args []string) (lim search.Limits, perft int, ok bool) {
	if i := slices.Index(args, "perft"); i >= 0 {
		var rest []string
		if i+1 < len(args) && !isGoKeyword(args[i+1]) {
			rest = args[i+1 : i+2]
		}
		d, ok := s.perftDepth(rest)
		return lim, d, ok
	}
	perft = -1
	var raw string // the value as written, for warnings
	num := func(i int, name string) (int64, bool) {
		if i+1 >= len(args) {
			s.warnf("go: %s without a value, ignored", name)
			return 0, false
		}
		raw = args[i+1]
		n, err := strconv.ParseInt(raw, 10, 64)
		if errors.Is(err, strconv.ErrRange) {
			// A whole number beyond int64: the bounds below read it as
			// their own, and say so.
			if strings.HasPrefix(raw, "-") {
				return math.MinInt64, true
			}
			return math.MaxInt64, true
		}
		if err != nil {
			s.warnf("go: %s %q is not a number, ignored", name, raw)
			return 0, false
		}
		return n, true
	}
	// atLeastOne reads a limit at or below zero, which asks for less than
	// the least search, as 1: the search then ends by itself at once.
	atLeastOne := func(n int64, name string) int64 {
		if n < 1 {
			s.warnf("go: %s %s is below 1, read as 1", name, raw)
			return 1
		}
		return n
	}
	// atMost reads a value above hi as hi, with a warning: a time beyond
	// maxGoMillis would overflow the clock's arithmetic, and a deeper
	// search than maxGoDepth cannot run.
	atMost := func(n, hi int64, name string) int64 {
		if n > hi {
			s.warnf("go: %s %s is above %d, read as %d", name, raw, hi, hi)
			return hi
		}
		return n
	}
	ms := func(n int64, name string) time.Duration {
		if n < 0 {
			n = 0
		}
		return time.Duration(atMost(n, maxGoMillis, name)) * time.Millisecond
	}
	badLimit := false // a limit was given without a number, and ignored
	for i := 0; i < len(args); i++ {
		a := args[i]
		var n int64
		var have bool
		switch a {
		case "wtime", "btime", "winc", "binc", "p1time", "p2time", "p1inc", "p2inc",
			"movestogo", "movetime", "depth", "nodes", "mate":
			n, have = num(i, a)
			if have {
				i++
			} else if i+1 < len(args) && !isGoKeyword(args[i+1]) {
				i++
			}
			badLimit = badLimit || !have
		}
		switch a {
		case "wtime", "p1time":
			if have {
				lim.Time[engine.South] = ms(n, a)
				lim.TimeGiven[engine.South] = true
			}
		case "btime", "p2time":
			if have {
				lim.Time[engine.North] = ms(n, a)
				lim.TimeGiven[engine.North] = true
			}
		case "winc", "p1inc":
			if have {
				lim.Inc[engine.South] = ms(n, a)
			}
		case "binc", "p2inc":
			if have {
				lim.Inc[engine.North] = ms(n, a)
			}
		case "movestogo":
			switch {
			case have && n < 1:
				s.warnf("go: movestogo %s is below 1, ignored: the clock is sudden death", raw)
			case have:
				lim.MovesToGo = int(atMost(n, maxGoMovesToGo, a))
			}
		case "movetime":
			if have {
				lim.MoveTime = ms(atLeastOne(n, a), a)
			}
		case "depth":
			if have {
				lim.Depth = int(atMost(atLeastOne(n, a), maxGoDepth, a))
			}
		case "nodes":
			if have {
				lim.Nodes = uint64(atMost(atLeastOne(n, a), maxGoNodes, a))
			}
		case "mate":
			if have {
				n = atLeastOne(n, a)
				if s.ugi {
					lim.Mate = int(atMost(n, maxGoDepth, a))
				} else {
					// Moves: 2n-1 plies, at most maxGoDepth.
					lim.Mate = int(2*atMost(n, (maxGoDepth+1)/2, a) - 1)
				}
			}
		case "infinite":
			lim.Infinite = true
		case "ponder":
			lim.Ponder = true
		case "searchmoves":
			for i+1 < len(args) && !isGoKeyword(args[i+1]) {
				i++
				m, err := s.rules.ParseMove(&s.pos, args[i])
				if err != nil {
					s.warnf("go searchmoves: %v", err)
					continue
				}
				lim.SearchMoves = append(lim.SearchMoves, m)
			}
		default:
			s.warnf("go: unknown token %q ignored", a)
		}
	}
	if over := s.searchOpts.MoveOverhead; lim.MoveTime > 0 && lim.MoveTime <= over {
		s.warnf("go: movetime %d is not above MoveOverhead %d: the search gets 1 ms",
			lim.MoveTime.Milliseconds(), over.Milliseconds())
	}
	if lim.Mate > 0 && (lim.Depth == 0 || lim.Depth > lim.Mate) {
		// A full-width search of depth n sees every win within n plies:
		// deeper iterations cannot find a win within the bound.
		lim.Depth = lim.Mate
	}
	side := s.pos.Side
	endless := !lim.Infinite && !lim.Ponder && !search.Plan(&lim, side, s.searchOpts.MoveOverhead).EndsByItself
	if lim.TimeGiven[side.Other()] && endless {
		s.warnf("go: no clock for %s, the side to move: the search runs until stop", side.Name())
	} else if badLimit && endless {
		// go depth abc searched until stop: a typo must not start a
		// search that never answers by itself.
		s.errorf("go: no limit left once the bad values are ignored: nothing searched (go infinite searches until stop)")
		s.out.line("bestmove 0000")
		return lim, perft, false
	}
	return lim, perft, true
}

// The largest values go reads; a larger one is read as the bound, with a
// warning.
const (
	// maxGoMillis bounds a clock, increment or movetime: 10^12 ms (about
	// 31 years) keeps the time plan's sums and products far from
	// overflowing time.Duration (292 years in nanoseconds).
	maxGoMillis = 1_000_000_000_000
	// maxGoDepth bounds depth and mate (in plies); the search's own
	// bound (score.MaxPly) is lower still.
	maxGoDepth = 1000
	// maxGoNodes bounds nodes, so that a count beyond int64 is read as a
	// bound that is said.
	maxGoNodes = 1_000_000_000_000_000_000
	// maxGoMovesToGo bounds movestogo, so that it fits any int.
	maxGoMovesToGo = 1 << 30
)

var goKeywords = map[string]bool{
	"wtime": true, "btime": true, "winc": true, "binc": true, "p1time": true, "p2time": true,
	"p1inc": true, "p2inc": true, "movestogo": true, "movetime": true, "depth": true,
	"nodes": true, "mate": true, "perft": true, "infinite": true, "ponder": true, "searchmoves": true,
}

func isGoKeyword(s string) bool { return goKeywords[s] }

// cmdGo starts a search, or answers at once when there is nothing to
// search.
func (s *Session) cmdGo(args []string) {
	if !s.valid {
		s.errorf("no valid position")
		s.out.line("bestmove 0000")
		return
	}
	lim, perft, ok := s.parseGo(args)
	if !ok {
		return
	}
	if perft >= 0 {
		s.runPerft(perft, false)
		return
	}
	var ch engine.Children
	s.rules.Generate(&s.pos, &ch)
	if ch.N == 0 {
		s.out.line(s.finishedGameInfo())
		s.out.line("bestmove 0000")
		return
	}
	lv, seed := s.strength.level(), s.strength.seed
	opts := s.searchOpts
	lv.Limit(&opts, &lim)
	s.searcher.SetOptions(opts)
	s.searcher.Prepare()
	rules, pos := s.rules, s.pos
	history := append([]uint64(nil), s.history...)
	// The plan the searcher times itself by; the proof search of go mate
	// keeps to it too.
	plan := search.Plan(&lim, pos.Side, opts.MoveOverhead)
	armed := time.Now() // the search's clock starts at Arm
	s.searcher.Arm(lim)
	s.stopRequested.Store(false)
	s.ending.Store(false)
	s.endsAfterPonderhit = plan.EndsByItself
	s.endless = lim.Ponder || !s.endsAfterPonderhit
	s.searching = true
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		if plan.Proof > 0 && s.solveMate(&rules, pos, lim, armed, plan.Proof) {
			s.done <- struct{}{}
			return
		}
		if s.rootProofNodes > 0 && plan.Proof == 0 && lv.Full() && !lim.Infinite && !lim.Ponder && !plan.MoveNow &&
			s.proveRoot(&rules, pos, lim, armed, plan) {
			s.done <- struct{}{}
			return
		}
		gate := newProgressGate()
		// The last line's time counts from Arm, as the progress lines'
		// does (they include a proof search of go mate).
		start := armed
		var lines level.Lines
		res := s.searcher.Search(&rules, pos, history, lim, func(info search.Info) {
			if !lv.Full() {
				lines.Add(info)
			}
			if gate.allow(info) {
				s.out.line(s.formatInfo(&rules, &pos, info))
			}
		})
		el := time.Since(start)
		// The move played may come from an iteration cut short: its score
		// is then a bound at that iteration's depth, and the line says so.
		final := search.Info{
			Depth: res.ScoreDepth(), SelDepth: res.SelDepth, MultiPV: 1, Score: res.Score, Bound: res.Bound,
			Nodes: res.Nodes, NPS: nps(res.Nodes, el), HashFull: res.HashFull, Time: el, PV: res.PV,
		}
		if chosen, ok := lines.Choose(lv, &pos, seed); ok {
			// The level plays this line: the last report and the
			// bestmove say so.
			res.Best, res.Score, res.PV = chosen.PV[0], chosen.Score, chosen.PV
			res.Ponder = engine.NoMove
			if len(chosen.PV) > 1 {
				res.Ponder = chosen.PV[1]
			}
			final.Score, final.PV = chosen.Score, chosen.PV
			final.Depth, final.Bound = chosen.Depth, search.Exact
		}
		s.out.line(s.formatInfo(&rules, &pos, final))
		best := res.Best
		if best == engine.NoMove || !rules.IsLegal(&pos, best) {
			// A searcher stopped before its first iteration still owes a
			// legal move.
			best = ch.List[0].Move
		}
		line := "bestmove " + best.String()
		if !s.ugi && s.ponder && res.Ponder != engine.NoMove {
			line += " ponder " + res.Ponder.String()
		}
		s.lastLine(line)
		s.done <- struct{}{}
	}()
}

// finishedGameInfo is the info line of a go in a finished game (no legal
// move): "info depth 0 score mate 0", with wdl under UCI_ShowWDL (1000 for
// the side to move when the rules give it the win, else 0).
func (s *Session) finishedGameInfo() string {
	line := "info depth 0 score mate 0"
	if s.showWDL {
		res, _ := s.rules.Outcome(&s.pos)
		w := 0
		if res == engine.SouthWins && s.pos.Side == engine.South || res == engine.NorthWins && s.pos.Side == engine.North {
			w = 1000
		}
		line += fmt.Sprintf(" wdl %d 0 %d", w, 1000-w)
	}
	return line
}

// formatInfo writes an info line. The PV is checked move by move and cut
// at the first move that is not legal, so every printed PV is legal.
func (s *Session) formatInfo(r *engine.Rules, root *engine.Position, info search.Info) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d", info.Depth)
	if info.SelDepth > 0 {
		fmt.Fprintf(&b, " seldepth %d", info.SelDepth)
	}
	if info.MultiPV > 0 {
		fmt.Fprintf(&b, " multipv %d", info.MultiPV)
	}
	b.WriteString(" score ")
	b.WriteString(s.formatScore(info.Score))
	switch info.Bound {
	case search.Lower:
		b.WriteString(" lowerbound")
	case search.Upper:
		b.WriteString(" upperbound")
	}
	if s.showWDL {
		w := wdlWin(r.Variant, info.Score)
		fmt.Fprintf(&b, " wdl %d 0 %d", w, 1000-w)
	}
	n := info.NPS
	if n == 0 {
		n = nps(info.Nodes, info.Time)
	}
	fmt.Fprintf(&b, " nodes %d nps %d hashfull %d time %d", info.Nodes, n, info.HashFull, info.Time.Milliseconds())
	if len(info.PV) > 0 {
		b.WriteString(" pv")
		p := *root
		for _, m := range info.PV {
			q, err := r.Play(&p, m)
			if err != nil {
				break
			}
			b.WriteByte(' ')
			b.WriteString(m.String())
			p = q
		}
	}
	return b.String()
}

// nps returns the speed of nodes searched in el (0 when el is 0).
func nps(nodes uint64, el time.Duration) uint64 {
	if el <= 0 {
		return 0
	}
	return uint64(float64(nodes) / el.Seconds())
}

// formatScore writes "cp N" or "mate N" (moves under uci, plies under ugi).
func (s *Session) formatScore(v score.Score) string {
	return v.Protocol(s.ugi)
}

// wdlWin returns the win chance in per mille for a score in variant v:
// search.WinChance (eval.WinProbability, fitted to self-play games, or
// 1000 and 0 for a proven result; Bao has no draw).
func wdlWin(v engine.Variant, sc score.Score) int {
	return int(math.Round(1000 * search.WinChance(v, sc)))
}

// progressGate keeps progress output to about 20 lines a second (at a
// million nodes a second) after a first burst of 20, so very fast
// iterations cannot flood a GUI. It counts nodes, not time, so the output
// of a node- or depth-limited search with one thread is the same on every
// machine and every run; the MultiPV lines of one iteration pass or drop
// together, as the first of them does.
type progressGate struct {
	tokens    float64
	lastNodes uint64
	depth     int  // the iteration of the last decision
	pass      bool // the last decision
}

// The gate's burst and its refill rate.
const (
	gateBurst        = 20
	gateNodesPerLine = 50_000
)

func newProgressGate() *progressGate { return &progressGate{tokens: gateBurst} }

// allow reports whether the progress line info may be printed.
func (g *progressGate) allow(info search.Info) bool {
	if info.MultiPV > 1 && info.Bound == search.Exact && info.Depth == g.depth {
		return g.pass
	}
	if info.Nodes > g.lastNodes {
		g.tokens = min(gateBurst, g.tokens+float64(info.Nodes-g.lastNodes)/gateNodesPerLine)
		g.lastNodes = info.Nodes
	}
	g.depth = info.Depth
	g.pass = g.tokens >= 1
	if g.pass {
		g.tokens--
	}
	return g.pass
}
