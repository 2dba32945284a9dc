package protocol

import (
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
	"github.com/baoengine/bao/solve"
)

// The root proof (option RootProof, in solver nodes; 0: off) runs the
// proof-number solver on the position before each full-strength search,
// bounded by those nodes and, in a timed search, by rootProofShare of the
// time the search plans to spend: a proven win is played at once, with a
// score that says so; anything else (a loss, or nothing proven) is left
// to the search. Its table lives for the game (cleared by ucinewgame and
// when the rules change), so that the work of one move's probe serves
// the next ones: a proof too big for one move's budget grows over a few
// moves. It keeps to searchmoves, and a position whose search has a mate
// limit is left to go mate's own proof.
const (
	rootProofShare   = 8 // the probe may spend 1/rootProofShare of the plan's soft bound
	rootProofHashMiB = 16
)

// rootProofSolver is the session's solver for the root proof under r,
// made (or remade, when the rules changed) on first use.
func (s *Session) rootProofSolver(r *engine.Rules) (*solve.Solver, error) {
	if s.rootSolver != nil && s.rootSolver.Rules() == *r {
		return s.rootSolver, nil
	}
	opt := solve.DefaultOptions()
	opt.HashMiB = rootProofHashMiB
	sv, err := solve.New(r, opt)
	if err != nil {
		return nil, err
	}
	s.rootSolver = sv
	return sv, nil
}

// proveRoot runs the root proof of pos, armed at start under plan, and
// reports true, after printing the final info line and bestmove, when it
// proved a win through a move searchmoves allows.
func (s *Session) proveRoot(r *engine.Rules, pos engine.Position, lim search.Limits, start time.Time, plan search.TimePlan) bool {
	sv, err := s.rootProofSolver(r)
	if err != nil {
		s.errorf("root proof: %v", err)
		return false
	}
	budget := solve.Limits{Nodes: uint64(s.rootProofNodes)}
	var deadline time.Time
	if plan.Timed {
		budget.Time = plan.Soft / rootProofShare
		deadline = start.Add(budget.Time)
	}
	release, ok := s.armProof(sv, deadline)
	if !ok {
		return false
	}
	defer release()
	res := sv.Solve(pos, budget, solve.Hooks{})
	if res.Value != solve.Win || res.Move == engine.NoMove || !allowed(res.Move, lim.SearchMoves) || !r.IsLegal(&pos, res.Move) {
		return false
	}
	// A win's length is exact only when the solver says so; otherwise it
	// is the length of the strategy found, at least one ply.
	sc := score.WinIn(max(res.Plies, 1))
	pv := res.PV
	if len(pv) == 0 || pv[0] != res.Move {
		pv = []engine.Move{res.Move}
	}
	el := time.Since(start)
	s.out.line(s.formatInfo(r, &pos, search.Info{
		Depth: max(res.Plies, 1), SelDepth: max(res.Plies, 1), MultiPV: 1, Score: sc,
		Nodes: res.Nodes, NPS: nps(res.Nodes, el), HashFull: s.searcher.HashFull(), Time: el, PV: pv,
	}))
	s.searcher.Hold(lim)
	s.lastLine("bestmove " + res.Move.String())
	return true
}
