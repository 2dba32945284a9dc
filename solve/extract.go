package solve

import (
	"errors"
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
)

// Proof is a winning strategy as an acyclic graph of positions: for each
// position with the winner to move one move, for each position with the
// loser to move every legal move, down to positions whose game is over.
// Positions reached twice share one node. WriteTo writes it in the format
// of doc.go; Verify checks such a file.
type Proof struct {
	Rules  engine.Rules
	Root   engine.Position
	Winner engine.Side
	nodes  []pnode
	kids   []int32
	// Resolved counts the winner's positions whose move came from the
	// bounded search because the table had lost the facts.
	Resolved int
}

// pnode is one position of a Proof.
//
//	move   the winner's move (winner to move), or NoMove
//	first  index in kids of the first child; the children of a loser's
//	       position are in the order of Rules.Generate
//	n      number of children (0: the game is over, won by the winner)
//	dist   plies to the end of the game in the strategy (the loser
//	       choosing the longest line)
type pnode struct {
	first int32
	n     uint8
	move  engine.Move
	dist  uint16
}

// Nodes returns the number of distinct positions in the proof.
func (p *Proof) Nodes() int { return len(p.nodes) }

// Plies returns the length of the longest game the strategy allows.
func (p *Proof) Plies() int { return int(p.nodes[0].dist) }

// FirstMove returns the winner's first move, or NoMove when the loser
// moves first or the game is already over.
func (p *Proof) FirstMove() engine.Move { return p.nodes[0].move }

// errNoStrategy reports that no strategy within the budget was found
// below a position; the caller tries another move.
var errNoStrategy = errors.New("no strategy within the budget")

// extractBudget bounds the nodes of the bounded searches one extraction
// may spend where the table lost its facts.
const extractBudget = 20_000_000

// extractor builds a Proof from the solver's table.
//
// Every decided, cycle-free table entry is a true fact: "the winner wins
// from here within dist plies" (dist was computed from facts about the
// children when the entry was decided). The extraction asks each position
// for a strategy within a budget of plies that such a fact guarantees, and
// gives each child one ply less, so budgets fall strictly along every line
// and the strategy cannot loop, even when entries were replaced and proved
// again with other lengths. Where the table no longer holds a fitting fact,
// the exact bounded search of distance.go finds the winning move.
type extractor struct {
	s      *Solver
	proof  *Proof
	done   map[engine.Position]int32 // a complete node per position (Ply = 0)
	bound  *distance
	budget uint64
}

// Extract builds the proof that winner wins from p, which Solve must have
// decided (if the table lost the root, it is proved again).
func (s *Solver) Extract(p engine.Position, winner engine.Side) (*Proof, error) {
	x := &extractor{
		s:     s,
		proof: &Proof{Rules: s.rules, Root: p, Winner: winner},
		done:  map[engine.Position]int32{},
		bound: &distance{r: &s.rules, s: s, winner: winner, memo: map[uint64]bounds{}, budget: extractBudget},
	}
	plies := -1
	if d, ok := x.fact(&p); ok {
		plies = int(d)
	} else {
		res := s.Solve(p, Limits{}, Hooks{})
		want := Win
		if p.Side != winner {
			want = Loss
		}
		if res.Value != want {
			return nil, fmt.Errorf("extract proof: %s: %v for the side to move, not %v", p.String(), res.Value, want)
		}
		plies = res.Plies
	}
	s.rearm()
	id, err := x.build(p, plies)
	if err != nil {
		return nil, fmt.Errorf("extract proof: %w", err)
	}
	if id != 0 {
		// The root is built last; move it to the front.
		pr := x.proof
		pr.nodes[0], pr.nodes[id] = pr.nodes[id], pr.nodes[0]
		for i := range pr.kids {
			switch pr.kids[i] {
			case 0:
				pr.kids[i] = id
			case id:
				pr.kids[i] = 0
			}
		}
	}
	return x.proof, nil
}

// fact returns the table's strategy length for a position won by the
// winner (whoever is to move), if the table holds a cycle-free decision.
func (x *extractor) fact(q *engine.Position) (uint16, bool) {
	if v, ok := quickOutcome(&x.s.rules, q); ok {
		return 0, (v.pn == 0) == (q.Side == x.proof.Winner)
	}
	e, ok := x.s.tt.lookup(q.Key)
	if !ok || e.flags&flagCyc != 0 {
		return 0, false
	}
	if q.Side == x.proof.Winner {
		return e.dist, e.pn == 0
	}
	return e.dist, e.dn == 0
}

// build returns a node proving that the winner wins from pos within budget
// plies, building it and everything below.
func (x *extractor) build(pos engine.Position, budget int) (int32, error) {
	norm := pos
	norm.Ply = 0
	if id, ok := x.done[norm]; ok && int(x.proof.nodes[id].dist) <= budget {
		return id, nil
	}
	if budget < 0 {
		return 0, errNoStrategy
	}
	var ch engine.Children
	x.s.rules.Generate(&pos, &ch)
	var node pnode
	var err error
	switch {
	case ch.N == 0:
		if res, why := x.s.rules.Outcome(&pos); res != engine.Winner(x.proof.Winner) {
			return 0, fmt.Errorf("position %s: the game is over but %s does not win (%s)", pos.String(), x.proof.Winner.Name(), why)
		}
	case budget == 0:
		return 0, errNoStrategy
	case pos.Side == x.proof.Winner:
		node, err = x.winnerNode(&pos, &ch, budget)
	default:
		node, err = x.loserNode(&ch, budget)
	}
	if err != nil {
		return 0, err
	}
	pr := x.proof
	if len(pr.nodes) >= 1<<31-1 {
		return 0, fmt.Errorf("proof too large")
	}
	id := int32(len(pr.nodes))
	pr.nodes = append(pr.nodes, node)
	if old, ok := x.done[norm]; !ok || pr.nodes[old].dist > node.dist {
		x.done[norm] = id
	}
	return id, nil
}

// winnerNode picks the winner's move: first the children the table proves
// lost within the budget, shortest first; then, if the table lost them,
// the same after proving the position again; then the children the
// bounded search proves.
func (x *extractor) winnerNode(pos *engine.Position, ch *engine.Children, budget int) (pnode, error) {
	tried := make([]bool, ch.N)
	if node, ok, err := x.tableMove(ch, budget, tried); ok || err != nil {
		return node, err
	}
	// The table lost the facts: prove the children again with df-pn, and
	// take one whose new strategy fits the budget.
	x.proof.Resolved++
	x.s.Solve(*pos, Limits{}, Hooks{})
	x.s.rearm()
	if node, ok, err := x.tableMove(ch, budget, tried); ok || err != nil {
		return node, err
	}
	// Still none: the exact bounded search finds the move.
	for _, i := range x.bound.order(ch) {
		if tried[i] {
			continue
		}
		win, err := x.bound.within(&ch.List[i].Pos, budget-1)
		if err != nil {
			return pnode{}, &LostProofError{Position: pos.String(), Err: err}
		}
		if !win {
			continue
		}
		id, err := x.build(ch.List[i].Pos, budget-1)
		if errors.Is(err, errNoStrategy) {
			continue
		}
		if err != nil {
			return pnode{}, err
		}
		return x.link(ch.List[i].Move, []int32{id}), nil
	}
	return pnode{}, errNoStrategy
}

// tableMove tries, shortest first, the children not yet tried that the
// table proves lost within budget-1 plies, marking each in tried, and
// returns the node of the first whose strategy fits and true; false when
// none does.
func (x *extractor) tableMove(ch *engine.Children, budget int, tried []bool) (pnode, bool, error) {
	for _, i := range x.candidates(ch, budget-1) {
		if tried[i] {
			continue
		}
		tried[i] = true
		id, err := x.build(ch.List[i].Pos, budget-1)
		if errors.Is(err, errNoStrategy) {
			continue
		}
		if err != nil {
			return pnode{}, false, err
		}
		return x.link(ch.List[i].Move, []int32{id}), true, nil
	}
	return pnode{}, false, nil
}

// candidates returns the children the table proves lost for their mover
// within budget plies, shortest strategy first.
func (x *extractor) candidates(ch *engine.Children, budget int) []int {
	var order []int
	var dist []uint16
	for i := 0; i < ch.N; i++ {
		d, ok := x.fact(&ch.List[i].Pos)
		if !ok || int(d) > budget {
			continue
		}
		j := len(order)
		order, dist = append(order, i), append(dist, d)
		for ; j > 0 && dist[j-1] > d; j-- {
			order[j], dist[j] = order[j-1], dist[j-1]
		}
		order[j], dist[j] = i, d
	}
	return order
}

// loserNode includes every move of the loser, each within one ply less.
func (x *extractor) loserNode(ch *engine.Children, budget int) (pnode, error) {
	ids := make([]int32, ch.N)
	for i := 0; i < ch.N; i++ {
		id, err := x.build(ch.List[i].Pos, budget-1)
		if err != nil {
			return pnode{}, err
		}
		ids[i] = id
	}
	return x.link(engine.NoMove, ids), nil
}

// link appends the children ids and returns the node.
func (x *extractor) link(m engine.Move, ids []int32) pnode {
	pr := x.proof
	n := pnode{first: int32(len(pr.kids)), n: uint8(len(ids)), move: m}
	for _, id := range ids {
		pr.kids = append(pr.kids, id)
		n.dist = max(n.dist, satDist(pr.nodes[id].dist))
	}
	return n
}

// PV returns the line where the winner follows the proof and the loser
// always picks the longest defence.
func (p *Proof) PV() []engine.Move {
	var pv []engine.Move
	var ch engine.Children
	pos := p.Root
	id := int32(0)
	for {
		n := p.nodes[id]
		if n.n == 0 {
			return pv
		}
		if n.move != engine.NoMove {
			pv = append(pv, n.move)
			id = p.kids[n.first]
		} else {
			p.Rules.Generate(&pos, &ch)
			best := 0
			for i := 1; i < int(n.n); i++ {
				if p.nodes[p.kids[n.first+int32(i)]].dist > p.nodes[p.kids[n.first+int32(best)]].dist {
					best = i
				}
			}
			pv = append(pv, ch.List[best].Move)
			id = p.kids[n.first+int32(best)]
		}
		next, err := p.Rules.Play(&pos, pv[len(pv)-1])
		if err != nil {
			return pv
		}
		pos = next
	}
}

// LostProofError is the error of an extraction that found a position of
// the proof no longer in the table and could not prove it again within
// its budget: a table too small for the proof (the field "hash", the
// table's size, is the remedy).
type LostProofError struct {
	Position string // the position's BFEN
	Err      error  // why it could not be proved again
}

// Error names the table's size in the library's words.
func (e *LostProofError) Error() string { return e.Text(nil) }

// Text names the table's size as n names the field "hash".
func (e *LostProofError) Text(n field.Namer) string {
	return fmt.Sprintf("position %s: the table lost too much of the proof (%v); solve again with a larger %s", e.Position, e.Err, field.Name(n, "hash"))
}

// Unwrap returns why the position could not be proved again.
func (e *LostProofError) Unwrap() error { return e.Err }
