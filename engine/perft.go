package engine

import "context"

// Perft counts the whole turns (leaf nodes) of the game tree of p to the
// given depth: every legal token is one node, so a safari decision counts
// as its own move, and a finished game has no children.
//
// Every move of the tree is sown in full, the last ply's too (a Bao move
// is only known to be legal once sown), but the last ply's children are
// only counted (CountLegal) and the inner plies' children get no Zobrist
// key, which counting does not need.
func (r *Rules) Perft(p *Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	// One frame of children per ply, allocated once: a Children value is
	// a few kilobytes, and zeroing one at every node would cost more than
	// the sowing.
	stack := make([]Children, depth)
	return r.perft(p, depth, stack)
}

func (r *Rules) perft(p *Position, depth int, stack []Children) uint64 {
	ch := &stack[0]
	if depth == 1 {
		return uint64(r.CountLegal(p, ch))
	}
	r.generate(p, ch, genNoKey)
	var n uint64
	for i := 0; i < ch.N; i++ {
		n += r.perft(&ch.List[i].Pos, depth-1, stack[1:])
	}
	return n
}

// PerftContext is Perft that ends early once ctx is done, with ctx's
// error and a count that means nothing. It looks at ctx as DivideContext
// does, so it counts at Perft's speed.
func (r *Rules) PerftContext(ctx context.Context, p *Position, depth int) (uint64, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return r.perftContext(ctx, p, depth, make([]Children, max(depth, 0)))
}

// DivideEntry is one root move of a perft divide and its count.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns the perft count below each legal move of p, in legal
// order. The sum of the counts is Perft(p, depth).
func (r *Rules) Divide(p *Position, depth int) []DivideEntry {
	out, _ := r.DivideContext(context.Background(), p, depth)
	return out
}

// DivideContext is Divide that ends early once ctx is done: it returns
// the entries of the root moves counted in full and ctx's error. It looks
// at ctx before each root move and at the nodes with at least
// perftCheckDepth plies left, never in the plies below them, so the
// count runs at Perft's speed and stops within one subtree of
// perftCheckDepth-1 plies.
func (r *Rules) DivideContext(ctx context.Context, p *Position, depth int) ([]DivideEntry, error) {
	var ch Children
	r.Generate(p, &ch)
	out := make([]DivideEntry, 0, ch.N)
	stack := make([]Children, max(depth-1, 0))
	for i := 0; i < ch.N; i++ {
		if err := ctx.Err(); err != nil {
			return out, err
		}
		n, err := r.perftContext(ctx, &ch.List[i].Pos, depth-1, stack)
		if err != nil {
			return out, err
		}
		out = append(out, DivideEntry{Move: ch.List[i].Move, Nodes: n})
	}
	return out, nil
}

// perftCheckDepth is the least depth left at which DivideContext looks at
// its context. Such nodes are few (each one is over thousands of leaves in
// mtaji), so the look costs nothing measurable.
const perftCheckDepth = 5

// perftContext is perft that looks at ctx at the nodes with at least
// perftCheckDepth plies left.
func (r *Rules) perftContext(ctx context.Context, p *Position, depth int, stack []Children) (uint64, error) {
	if depth <= 0 {
		return 1, nil
	}
	if depth < perftCheckDepth {
		return r.perft(p, depth, stack), nil
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	ch := &stack[0]
	r.generate(p, ch, genNoKey)
	var n uint64
	for i := 0; i < ch.N; i++ {
		c, err := r.perftContext(ctx, &ch.List[i].Pos, depth-1, stack[1:])
		if err != nil {
			return 0, err
		}
		n += c
	}
	return n, nil
}
