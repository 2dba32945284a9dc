package puzzles

import "github.com/baoengine/bao/engine"

// The board's symmetries (doc.go, "Duplicates").
//
// The colour swap (engine.Position.Flip) gives every hole to the same hole
// of the other player, swaps the hands, the ownership and the side to
// move: the same game seen from the other seat. A move keeps its letter,
// since L and R are read from the mover's seat (rules.md 5.1).
//
// The left-right mirror turns each row round: A1..A8 become A8..A1, B1..B8
// become B8..B1, the same for North. It keeps the facing of the front holes
// (A k faces a 9-k, so A 9-k faces a k), the kichwas, the kimbis and the
// central holes, and reverses every direction, so a move keeps its hole's
// mirror image and changes its letter: L and R name a direction of sowing
// or, for a namua capture from a central hole, the left or right kichwa,
// and both turn round with the board (rules.md 1.6, 2.4, 5.1). The kichwa
// rule itself is symmetric (the left kichwa or kimbi sends the captured
// seeds in clockwise from A1, the right ones anticlockwise from A8), and so
// are the lone-kichwa rule, takasia and the never-ending moves. Only the
// nyumba breaks it: A5 and a5 are the fifth holes from their owner's left,
// so the mirror would move an owned nyumba to A4; an unowned nyumba is an
// ordinary hole in every rule (rules.md 2.6, 2.8, 3.2). So a position is
// mirrored only when neither player owns his nyumba; TestMirrorSymmetry
// checks on self-play positions that the legal moves and the children of
// such a position are the mirror images of the mirrored position's.

// mirrorLocal maps a local hole index (0..7 the front row A1..A8, 8..15
// the back row B8..B1) to its mirror image.
func mirrorLocal(l int) int {
	if l < 8 {
		return 7 - l
	}
	return 23 - l
}

// mirrorPit is the mirror image of a hole (NoPit stays NoPit).
func mirrorPit(p engine.Pit) engine.Pit {
	if p >= engine.NoPit {
		return p
	}
	return engine.MakePit(p.Side(), mirrorLocal(p.Local()))
}

// mirrorable reports whether p may be mirrored: neither nyumba owned.
func mirrorable(p *engine.Position) bool {
	return !p.Owns(engine.South) && !p.Owns(engine.North)
}

// mirror returns the left-right mirror image of p (only meaningful when
// mirrorable).
func mirror(p *engine.Position) engine.Position {
	q := *p
	for i := range p.Pits {
		q.Pits[mirrorPit(engine.Pit(i))] = p.Pits[i]
	}
	q.Blocked = mirrorPit(p.Blocked)
	q.Key = q.ComputeKey()
	return q
}

// mirrorMove is the mirror image of a move: the mirrored hole, the other
// letter.
func mirrorMove(m engine.Move) engine.Move {
	return engine.NewMove(mirrorPit(m.Hole()), !m.Right(), m.Safari())
}

// flipMove is a move seen from the other seat: the same hole of the other
// player, the same letter.
func flipMove(m engine.Move) engine.Move {
	return engine.NewMove(m.Hole()^16, m.Right(), m.Safari())
}

// symmetry names one of the board's symmetries: a set of the bits
// colourSwap and mirrorLR.
type symmetry uint8

// The symmetries a duplicate is found under.
const (
	same       symmetry = 0 // the position itself
	colourSwap symmetry = 1 // South and North swapped
	mirrorLR   symmetry = 2 // left and right swapped (no nyumba owned)
)

var symmetryNames = [...]string{"the same position", "the colours swapped", "mirrored left to right", "mirrored with the colours swapped"}

// String says the symmetry in words.
func (s symmetry) String() string { return symmetryNames[s&3] }

// image returns p under symmetry s.
func image(p *engine.Position, s symmetry) engine.Position {
	q := *p
	if s&mirrorLR != 0 {
		q = mirror(&q)
	}
	if s&colourSwap != 0 {
		q = q.Flip()
	}
	return q
}

// canonical returns the smallest key among the images of p under the
// symmetries that apply to it (the colour swap always, the mirror when no
// nyumba is owned), and the symmetry that gives it. The key leaves out
// the ply and the variant: one board is one puzzle, whatever the move
// number or the rules it was met under.
func canonical(p *engine.Position) (uint64, symmetry) {
	best, how := p.Key, same
	n := symmetry(2)
	if mirrorable(p) {
		n = 4
	}
	for s := symmetry(1); s < n; s++ {
		q := image(p, s)
		if q.Key < best {
			best, how = q.Key, s
		}
	}
	return best, how
}
