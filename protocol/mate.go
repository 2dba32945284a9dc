package protocol

import (
	"context"
	"slices"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
	"github.com/baoengine/bao/solve"
)

// The proof search of "go mate" is bounded in nodes and table size here,
// and in time by the plan of the search (search.TimePlan.Proof):
// positions whose proof needs more are left to the searcher ("small
// enough").
const (
	mateNodes   = 1_000_000
	mateHashMiB = 64
)

// solveMate runs the proof search for "go mate N" (N in plies), until
// start (when the search was armed) plus budget at most. It
// reports true, after printing the final info line and bestmove, when it
// proved a win within N plies or a loss; otherwise the caller searches as
// usual. Its cancel function is published in s.mateStop so that stop
// ends it, whichever phase of the proof search is running (StopOn keeps a
// stop that falls between the proof and the shortest-win search).
func (s *Session) solveMate(r *engine.Rules, pos engine.Position, lim search.Limits, start time.Time, budget time.Duration) bool {
	opt := solve.DefaultOptions()
	opt.HashMiB = min(s.searchOpts.HashMiB, mateHashMiB)
	sv, err := solve.New(r, opt)
	if err != nil {
		s.errorf("go mate: %v", err)
		return false
	}
	release, ok := s.armProof(sv, start.Add(budget))
	if !ok {
		return false
	}
	defer release()
	res := sv.SolveShortest(pos, solve.Limits{Nodes: mateNodes, Time: budget})
	if !res.Exact || res.Move == engine.NoMove || !allowed(res.Move, lim.SearchMoves) {
		// A proof through a move outside searchmoves is no answer: the
		// search, which keeps to them, decides.
		return false
	}
	var sc score.Score
	switch {
	case res.Value == solve.Win && res.Plies <= lim.Mate:
		sc = score.WinIn(res.Plies)
	case res.Value == solve.Loss:
		sc = score.LossIn(res.Plies)
	default:
		return false
	}
	// The same fields as the search's last line; its time counts from
	// Arm, as the search's lines do.
	el := time.Since(start)
	s.out.line(s.formatInfo(r, &pos, search.Info{
		Depth: res.Plies, SelDepth: res.Plies, MultiPV: 1, Score: sc,
		Nodes: res.Nodes, NPS: nps(res.Nodes, el), HashFull: s.searcher.HashFull(), Time: el, PV: res.PV,
	}))
	// go infinite and go ponder wait for stop or ponderhit, proof or not.
	s.searcher.Hold(lim)
	s.lastLine("bestmove " + res.Move.String())
	return true
}

// armProof makes sv stop at deadline (none when zero) and at a stop
// command, published in s.mateStop while the proof runs (StopOn keeps a
// stop that falls between two phases of the proof). It returns the
// release to defer, or false when a stop has already arrived.
func (s *Session) armProof(sv *solve.Solver, deadline time.Time) (release func(), ok bool) {
	ctx, cancel := context.WithCancel(context.Background())
	if !deadline.IsZero() {
		cancel()
		ctx, cancel = context.WithDeadline(context.Background(), deadline)
	}
	stopOn := sv.StopOn(ctx)
	s.mateStop.Store(&cancel)
	release = func() {
		s.mateStop.Store(nil)
		stopOn()
		cancel()
	}
	if s.stopRequested.Load() {
		release()
		return nil, false
	}
	return release, true
}

// allowed reports whether m is one of searchMoves (any move when empty).
func allowed(m engine.Move, searchMoves []engine.Move) bool {
	return len(searchMoves) == 0 || slices.Contains(searchMoves, m)
}
