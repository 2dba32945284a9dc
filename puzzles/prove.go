package puzzles

import (
	"errors"
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/solve"
)

// Budget is the solver's work on one proof: Root nodes for the position
// (0: Nodes), Nodes for each move, and for a move
// not decided within them a second try with Retry nodes (0: none) when at
// most MaxRetries moves of the position are open; Length nodes for the
// exact length of the win and for its main line (0: Nodes).
type Budget struct {
	Root, Nodes, Retry, Length uint64
}

// MaxRetries is the most moves of one position given a second try: a
// position with more moves open is seldom a puzzle.
const MaxRetries = 2

// MaxPlies bounds a puzzle's line: a longer win is not searched for its
// exact length.
const MaxPlies = 25

// Proof is what the solver established about a position: its one winning
// move, a refutation of every other move, the length of the game under
// best play with a main line, and how many of the winner's moves along
// that line are each the only winning move there (the turns asked).
type Proof struct {
	Win    engine.Move                 // the one winning move
	Refute map[engine.Move]engine.Move // each losing move and the opponent's winning reply
	Legal  int
	Plies  int           // exact length of the game under best play
	Line   []engine.Move // a main line of Plies moves
	// Asked is the number of the winner's moves of the line, from the
	// first, each the only winning move of its position; the turn after
	// them (if the line goes on) has two winning moves or more.
	Asked int
	// Later holds the refutations of the asked turns after the first
	// (Asked-1 maps): each losing move and the opponent's winning reply.
	Later []map[engine.Move]engine.Move
	Nodes uint64 // solver nodes spent
}

// Reasons a position is not a puzzle (errors of Prove; wrapped).
var (
	// ErrUndecided: the position, a move, the length or a turn of the
	// line was not decided within the budget (or only a repetition
	// avoids a loss).
	ErrUndecided = errors.New("not decided within the node budget")
	// ErrNotWon: the side to move does not win.
	ErrNotWon = errors.New("not won for the side to move")
	// ErrNotPuzzle: the selection rule fails: too few legal moves, more
	// than one winning move, or a trivial win (doc.go).
	ErrNotPuzzle = errors.New("not a puzzle")
)

// errSeveral is a turn with more than one winning move.
var errSeveral = errors.New("more than one move wins")

// prover runs the proofs of one position on a solver, counting nodes.
type prover struct {
	sv    *solve.Solver
	r     engine.Rules
	b     Budget
	nodes uint64
}

func newProver(sv *solve.Solver, b Budget) *prover {
	if b.Root == 0 {
		b.Root = b.Nodes
	}
	return &prover{sv: sv, r: sv.Rules(), b: b}
}

// solve decides p with n nodes.
func (pv *prover) solve(p engine.Position, n uint64) solve.Result {
	res := pv.sv.Solve(p, solve.Limits{Nodes: n}, solve.Hooks{})
	pv.nodes += res.Nodes
	return res
}

// decided reports whether a result is a proof either way.
func decided(res solve.Result) bool { return res.Value == solve.Win || res.Value == solve.Loss }

// label proves the legal moves ch of a position: a move wins iff the
// position after it is proven lost for the opponent, and loses iff it is
// proven won for him, whose first winning move refutes it. It returns the
// index of the one winning move and the refutations, or an error wrapping
// errSeveral as soon as a second move wins, or ErrUndecided when a move
// is decided neither way within the budget (after the retry).
func (pv *prover) label(ch *engine.Children) (int, map[engine.Move]engine.Move, error) {
	win := -1
	refute := map[engine.Move]engine.Move{}
	var open []int
	classify := func(i int, res solve.Result) error {
		switch {
		case res.Value == solve.Loss:
			if win >= 0 {
				return fmt.Errorf("%w: %v and %v", errSeveral, ch.List[win].Move, ch.List[i].Move)
			}
			win = i
		case res.Value == solve.Win && res.Move != engine.NoMove:
			refute[ch.List[i].Move] = res.Move
		default:
			open = append(open, i)
		}
		return nil
	}
	for i := 0; i < ch.N; i++ {
		if err := classify(i, pv.solve(ch.List[i].Pos, pv.b.Nodes)); err != nil {
			return win, refute, err
		}
	}
	if len(open) > 0 && len(open) <= MaxRetries && pv.b.Retry > pv.b.Nodes {
		again := open
		open = nil
		for _, i := range again {
			if err := classify(i, pv.solve(ch.List[i].Pos, pv.b.Retry)); err != nil {
				return win, refute, err
			}
		}
	}
	if len(open) > 0 {
		return win, refute, fmt.Errorf("%w: the move %v", ErrUndecided, ch.List[open[0]].Move)
	}
	if win < 0 {
		return win, refute, errors.New("solver: the position is proven won, but every move was proven to lose")
	}
	return win, refute, nil
}

// severalWin reports whether two of the moves ch are proven to win (the
// position after each proven lost for the opponent); moves not decided
// are passed over.
func (pv *prover) severalWin(ch *engine.Children) bool {
	n := 0
	for i := 0; i < ch.N && n < 2; i++ {
		res := pv.solve(ch.List[i].Pos, pv.b.Nodes)
		if !decided(res) && pv.b.Retry > pv.b.Nodes {
			res = pv.solve(ch.List[i].Pos, pv.b.Retry)
		}
		if res.Value == solve.Loss {
			n++
		}
	}
	return n == 2
}

// Prove labels every legal move of pos by the solver sv (its table as the
// caller left it: a proof is a fact whatever the table held) within the
// budget b a proof, and requires a puzzle (doc.go, "A puzzle"): at least
// MinLegal legal moves, the position won, exactly one winning move, every
// other move refuted, the win not trivial. Then it finds the exact length
// of the game and a main line (solve's Shortest and ShortestLine, with
// b.Retry nodes, or b.Nodes when that is more), and labels the moves of
// the winner's later turns along the line while each has exactly one
// winning move (Asked, Later); the first later turn with two winning
// moves ends the asked part, and one not decided drops the position. It
// returns an error wrapping ErrUndecided, ErrNotWon or ErrNotPuzzle when
// pos is no puzzle, stopping as soon as that is known.
func Prove(sv *solve.Solver, pos engine.Position, b Budget) (Proof, error) {
	pv := newProver(sv, b)
	pr, err := pv.prove(pos)
	pr.Nodes = pv.nodes
	return pr, err
}

func (pv *prover) prove(pos engine.Position) (Proof, error) {
	r := &pv.r
	var pr Proof
	var ch engine.Children
	r.Generate(&pos, &ch)
	pr.Legal = ch.N
	if ch.N < MinLegal {
		return pr, fmt.Errorf("%w: %d legal moves, want at least %d", ErrNotPuzzle, ch.N, MinLegal)
	}
	res := pv.solve(pos, pv.b.Root)
	switch res.Value {
	case solve.Win:
	case solve.Loss:
		return pr, ErrNotWon
	default:
		return pr, fmt.Errorf("%w: the position (%s)", ErrUndecided, res.Value)
	}
	upper := res.Plies
	win, refute, err := pv.label(&ch)
	switch {
	case errors.Is(err, errSeveral):
		return pr, fmt.Errorf("%w: %v", ErrNotPuzzle, err)
	case err != nil:
		return pr, err
	}
	pr.Win, pr.Refute = ch.List[win].Move, refute
	if why := trivial(r, &ch, win); why != "" {
		return pr, fmt.Errorf("%w: %s", ErrNotPuzzle, why)
	}
	long := pv.b.Length
	if long == 0 {
		long = pv.b.Nodes
	}
	n, exact, _, used := pv.sv.Shortest(pos, pos.Side, min(upper, MaxPlies), long)
	pv.nodes += used
	if !exact {
		return pr, fmt.Errorf("%w: the length of the win", ErrUndecided)
	}
	line, ok := pv.sv.ShortestLine(pos, pos.Side, n, long)
	if !ok || len(line) != n || line[0] != pr.Win {
		return pr, fmt.Errorf("%w: the main line", ErrUndecided)
	}
	pr.Plies, pr.Line, pr.Asked = n, line, 1
	q := pos
	for i, m := range line {
		if i%2 == 0 && i > 0 {
			r.Generate(&q, &ch)
			w, refute, err := pv.label(&ch)
			if errors.Is(err, errSeveral) {
				break
			}
			if err != nil {
				return pr, fmt.Errorf("line[%d]: %w", i, err)
			}
			if ch.List[w].Move != m {
				return pr, fmt.Errorf("solver: line[%d] is %v, but the one winning move is %v", i, m, ch.List[w].Move)
			}
			pr.Asked++
			pr.Later = append(pr.Later, refute)
		}
		next, err := r.Play(&q, m)
		if err != nil {
			return pr, fmt.Errorf("solver: line[%d] %v: %w", i, m, err)
		}
		q = next
	}
	return pr, nil
}
