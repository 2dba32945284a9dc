package engine

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

// DivideEntry is one root move of a perft divide and its count.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns the perft count below each legal move of p, in legal
// order. The sum of the counts is Perft(p, depth).
func (r *Rules) Divide(p *Position, depth int) []DivideEntry {
	var ch Children
	r.Generate(p, &ch)
	out := make([]DivideEntry, ch.N)
	for i := 0; i < ch.N; i++ {
		out[i] = DivideEntry{Move: ch.List[i].Move, Nodes: r.Perft(&ch.List[i].Pos, depth-1)}
	}
	return out
}
