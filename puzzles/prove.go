package puzzles

import (
	"errors"
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/solve"
)

// Proof is what the solver established about a position: every legal
// move labelled winning or losing, a refutation of each losing move, and
// the length of the game under best play with a main line.
type Proof struct {
	Wins   []engine.Move               // the winning moves, in the order of rules.Generate
	Refute map[engine.Move]engine.Move // each losing move and the opponent's winning reply
	Legal  int
	Plies  int           // exact length of the game under best play
	Line   []engine.Move // a main line of Plies moves
	Nodes  uint64        // solver nodes spent
}

// Reasons a position is not a puzzle (errors of Prove; wrapped).
var (
	// ErrUndecided: the position, a child or the length was not decided
	// within the node budget (or only a repetition avoids a loss).
	ErrUndecided = errors.New("not decided within the node budget")
	// ErrNotWon: the side to move does not win.
	ErrNotWon = errors.New("not won for the side to move")
	// ErrNotPuzzle: the selection rule fails (too few moves, too many win).
	ErrNotPuzzle = errors.New("not a puzzle")
)

// Prove labels every legal move of pos by the solver sv (cleared first,
// so the result depends on the position and the budget alone): a move
// wins iff its child is proven lost for the opponent, and loses iff the
// child is proven won for him, whose winning first move refutes it. Each
// proof has nodes nodes; the exact length and main line have the same
// budget. It returns an error wrapping ErrUndecided, ErrNotWon or
// ErrNotPuzzle when pos is no puzzle, stopping as soon as that is known.
func Prove(sv *solve.Solver, pos engine.Position, nodes uint64) (Proof, error) {
	r := sv.Rules()
	sv.Clear()
	var pr Proof
	var ch engine.Children
	r.Generate(&pos, &ch)
	pr.Legal = ch.N
	if ch.N < MinLegal {
		return pr, fmt.Errorf("%w: %v", ErrNotPuzzle, Selected(1, ch.N))
	}
	lim := solve.Limits{Nodes: nodes}
	res := sv.Solve(pos, lim, solve.Hooks{})
	pr.Nodes += res.Nodes
	switch res.Value {
	case solve.Win:
	case solve.Loss:
		return pr, ErrNotWon
	default:
		return pr, fmt.Errorf("%w: the position (%s)", ErrUndecided, res.Value)
	}
	upper := res.Plies
	pr.Refute = map[engine.Move]engine.Move{}
	for i := 0; i < ch.N; i++ {
		c := &ch.List[i]
		res := sv.Solve(c.Pos, lim, solve.Hooks{})
		pr.Nodes += res.Nodes
		switch res.Value {
		case solve.Loss:
			pr.Wins = append(pr.Wins, c.Move)
			if len(pr.Wins) > MaxWins(ch.N) {
				return pr, fmt.Errorf("%w: more than %d of %d moves win", ErrNotPuzzle, MaxWins(ch.N), ch.N)
			}
		case solve.Win:
			if res.Move == engine.NoMove {
				return pr, fmt.Errorf("%w: no reply to %v", ErrUndecided, c.Move)
			}
			pr.Refute[c.Move] = res.Move
		default:
			return pr, fmt.Errorf("%w: the move %v (%s)", ErrUndecided, c.Move, res.Value)
		}
	}
	if len(pr.Wins) == 0 {
		return pr, fmt.Errorf("solver: %s proven won, but every move was proven to lose", pos.String())
	}
	n, exact, _, used := sv.Shortest(pos, pos.Side, upper, nodes)
	pr.Nodes += used
	if !exact {
		return pr, fmt.Errorf("%w: the length of the win", ErrUndecided)
	}
	line, ok := sv.ShortestLine(pos, pos.Side, n, nodes)
	if !ok || len(line) != n {
		return pr, fmt.Errorf("%w: the main line", ErrUndecided)
	}
	pr.Plies, pr.Line = n, line
	return pr, nil
}
