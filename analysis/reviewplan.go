package analysis

import (
	"fmt"
	"slices"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// ReviewPlan is how the review of a game searches and judges each move:
// the one definition that bao analyze, the web page (which receives it
// from GET /api/options) and the measuring tool (tools/reviewcheck)
// follow. docs/ledger.md holds the measurements that chose its numbers.
//
// A move is judged at the position before it, by two searches of the same
// kind and depth from that root: the whole position (its best move and
// the mover's chance with it) and the move played alone (Limits'
// SearchMoves, the protocol's "go searchmoves"): the mover's chance with
// the move played. The drop between the two is the move's cost (Mark).
// Every position is first searched whole to Depth (the game graph's
// points), and a move other than that search's best alone to Depth; then
// each of Checks in turn judges again, both ways at its depth, the moves
// whose drop so far is near the mistake's threshold, or (an unsure check)
// the marks whose better move the first pass did not find best. A move
// the deepest search that judged it prefers is never marked.
type ReviewPlan struct {
	Depth  int     `json:"depth"`  // every position, searched whole, and the move played, alone
	Checks []Check `json:"checks"` // the deeper judgements, in order
	// Decided is the mover's chance (with the best move) from which the
	// game counts as decided before the move: winning at Decided or more,
	// losing at 1 - Decided or less. A move in a decided game is marked
	// all the same; its verdict says the game was decided.
	Decided float64 `json:"decided"`
	// Switches are the search switches (search.Switches, by name, as
	// setoption sets them) the plan was measured with: the review's
	// searches set them, so that a depth means what it meant when the
	// plan's numbers were made.
	Switches map[string]string `json:"switches,omitempty"`
}

// Check is one deeper judgement of the review: the moves whose drop so
// far is at least MistakeDrop - Below and less than MistakeDrop + Above
// (never a move its last search preferred) are judged again at Depth.
// An Unsure check judges again, instead, the marked moves whose better
// move (the last search's best) is not the first pass's best: where two
// depths disagree on the better move, a deeper one settles it.
type Check struct {
	Depth  int     `json:"depth"`
	Below  float64 `json:"below"`
	Above  float64 `json:"above"`
	Unsure bool    `json:"unsure,omitempty"`
}

// Decided says whether the game was already decided before a move, from
// the mover's view.
type Decided string

// The states of a game before a move.
const (
	Open    Decided = ""        // neither side's chance is beyond the plan's bound
	Winning Decided = "winning" // the mover's chance with the best move is at least ReviewPlan.Decided
	Losing  Decided = "losing"  // ... at most 1 - ReviewPlan.Decided
)

// Verdict is the review's judgement of one move.
type Verdict struct {
	Best    engine.Move // the search's best move at the root (the better move when the move is marked)
	Before  float64     // the mover's chance with Best
	After   float64     // the mover's chance with the move played
	Drop    float64     // Before - After, at least 0: the move's cost
	Mark    string      // "=" the search's own move, else Mark's "??", "?" or ""
	Decided Decided     // whether the game was decided before the move
	Depth   int         // the depth of the searches the verdict rests on
	Checks  int         // the number (from 1) of the last of the plan's Checks that judged the move again; 0: none
}

// Marked reports whether the verdict marks the move a mistake or a
// blunder.
func (v Verdict) Marked() bool { return v.Mark == "?" || v.Mark == "??" }

// MoveSearch searches the position before move i of the game under review
// (with the game's history before it) to depth plies, restricted to
// moves (nil: every legal move), and returns the search's result.
type MoveSearch func(i, depth int, moves []engine.Move) search.Result

// DefaultReviewPlan is the review's plan: every position searched to
// depth 12 (the game graph's points), every move that drops the mover's chance by 5 points or more
// there judged again at depth 16, and every mark whose better move at
// depth 16 is not depth 12's best judged again at depth 18, whose
// verdict stands. docs/ledger.md ("The game review's plan") measures it
// and the plans it was chosen from against a depth-18 reference
// (tools/reviewcheck).
//
// Its searches are the engine's own, with the singular extension and
// internal iterative reduction: the same plan without them (the default
// until 2026-12-06, Switches SingularDepth and IIRDepth 0) searched twice
// the nodes for the same precision and recall, and its better moves were
// no better by a deeper judge (depth 22).
func DefaultReviewPlan() ReviewPlan {
	return ReviewPlan{Depth: 12, Checks: []Check{{Depth: 16, Below: 0.05, Above: 1}, {Depth: 18, Unsure: true}}, Decided: 0.9}
}

// Apply sets the plan's search switches on o.
func (p ReviewPlan) Apply(o *search.Options) error {
	names := make([]string, 0, len(p.Switches))
	for name := range p.Switches {
		names = append(names, name)
	}
	slices.Sort(names) // the same order every time
	for _, name := range names {
		if err := search.SetSwitch(o, name, p.Switches[name]); err != nil {
			return fmt.Errorf("review plan: %w", err)
		}
	}
	return nil
}

// Judge is the verdict on the move played at a root from two searches of
// that root: whole, of every legal move, and alone, of the move played
// only (ignored when the move is whole's best), in variant v.
func (p ReviewPlan) Judge(v engine.Variant, played engine.Move, whole, alone search.Result) Verdict {
	vd := Verdict{Best: whole.Best, Before: search.WinChance(v, whole.Score), Depth: whole.Depth}
	vd.Decided = p.decided(vd.Before)
	if played == whole.Best {
		vd.After, vd.Mark = vd.Before, "="
		return vd
	}
	vd.After = search.WinChance(v, alone.Score)
	vd.Drop = max(vd.Before-vd.After, 0)
	vd.Mark = Mark(vd.Before, vd.After)
	return vd
}

// decided is the state of a game whose mover has chance before.
func (p ReviewPlan) decided(before float64) Decided {
	const eps = 1e-9
	switch {
	case p.Decided <= 0.5:
		return Open
	case before >= p.Decided-eps:
		return Winning
	case before <= 1-p.Decided+eps:
		return Losing
	}
	return Open
}

// Rejudges reports whether check c judges a move again after verdict
// vd, whose position the first pass's whole search found first best in.
func (c Check) Rejudges(vd Verdict, first engine.Move) bool {
	const eps = 1e-9
	if c.Unsure {
		return vd.Marked() && vd.Best != first
	}
	return vd.Mark != "=" && vd.Drop >= MistakeDrop-c.Below-eps && vd.Drop < MistakeDrop+c.Above-eps
}

// Review judges every move of a game of variant v, moves its moves, with
// fn, in the order the web page searches: first every position before a
// move, whole to Depth, each followed by the move played alone when it is
// not the search's best (the graph's points come from the whole
// searches); then for each check in turn, the moves it rejudges, in the
// order of the game, whole and alone at the check's depth. It
// returns the whole searches at Depth (wholes[i] of the position before
// move i) and the verdicts.
func (p ReviewPlan) Review(v engine.Variant, moves []engine.Move, fn MoveSearch) (wholes []search.Result, verdicts []Verdict) {
	wholes = make([]search.Result, len(moves))
	verdicts = make([]Verdict, len(moves))
	for i, m := range moves {
		wholes[i] = fn(i, p.Depth, nil)
		verdicts[i] = p.judgeAt(v, i, m, wholes[i], p.Depth, fn)
	}
	for k, c := range p.Checks {
		for i, m := range moves {
			if c.Rejudges(verdicts[i], wholes[i].Best) {
				verdicts[i] = p.judgeAt(v, i, m, fn(i, c.Depth, nil), c.Depth, fn)
				verdicts[i].Checks = k + 1
			}
		}
	}
	return wholes, verdicts
}

// judgeAt is the verdict on move i, played, from whole, the search of
// its position to depth, and the search of the move alone to depth that
// it makes with fn when played is not whole's best.
func (p ReviewPlan) judgeAt(v engine.Variant, i int, played engine.Move, whole search.Result, depth int, fn MoveSearch) Verdict {
	var alone search.Result
	if played != whole.Best {
		alone = fn(i, depth, []engine.Move{played})
	}
	return p.Judge(v, played, whole, alone)
}
