package engine

import "strings"

// Move is one whole Bao turn, written as one canonical token (rules.md
// 5.3): the hole, the letter L or R, and the safari mark "+".
//
//	bits 0-4  the hole (Pit 0..31): the hole that takes the hand seed in a
//	          namua move, the hole sown from in an mtaji move
//	bit  5    the letter: 0 = L, 1 = R. For sowing from a hole it is the
//	          hand direction along the hole's row from the mover's seat
//	          (front row R = clockwise, back row L = clockwise); for a namua
//	          capture it names the kichwa where the captured seeds enter
//	bit  6    safari: continue from the functional nyumba when the choice
//	          arises (only ever set when it does)
//	bit  7    always 1, so that the zero value is NoMove
//
// Every legal turn has exactly one encoding, so moves compare with ==.
type Move uint8

// NoMove is the zero Move: no move (written "0000" on the wire).
const NoMove Move = 0

const (
	moveHole   = 0x1F
	moveRight  = 1 << 5
	moveSafari = 1 << 6
	moveValid  = 1 << 7
)

// MaxMoves bounds the legal moves of any position: 16 holes x 2
// directions, each with a safari twin when mtajiNyumbaStops lets a capture
// stop in the nyumba in the mtaji stage (namua needs at most 24: 12
// capture tokens and their twins).
const MaxMoves = 64

// NewMove builds a move from its parts.
func NewMove(hole Pit, right, safari bool) Move {
	m := moveValid | Move(hole&moveHole)
	if right {
		m |= moveRight
	}
	if safari {
		m |= moveSafari
	}
	return m
}

// Hole returns the hole the move names.
func (m Move) Hole() Pit { return Pit(m & moveHole) }

// Right reports whether the token's letter is R.
func (m Move) Right() bool { return m&moveRight != 0 }

// Safari reports whether the move continues from the nyumba ("+").
func (m Move) Safari() bool { return m&moveSafari != 0 }

// clockwise reports whether sowing from the move's hole with its letter
// runs clockwise (front row R, back row L).
func (m Move) clockwise() bool { return m.Right() == m.Hole().Front() }

// String returns the canonical token, e.g. "A6L", "a5R", "A1L+", or "0000"
// for NoMove.
func (m Move) String() string {
	if m == NoMove {
		return "0000"
	}
	var b [4]byte
	h := m.Hole().String()
	b[0], b[1] = h[0], h[1]
	b[2] = 'L'
	if m.Right() {
		b[2] = 'R'
	}
	if m.Safari() {
		b[3] = '+'
		return string(b[:4])
	}
	return string(b[:3])
}

// annotations are the marks a token may carry that do not change the move.
const annotations = "*#!?"

// ParseMove reads a move token without a position: a hole (A1..B8,
// a1..b8), a direction letter (L, R, l, r, < or >) and an optional "+";
// trailing annotations *, **, #, ! and ? are ignored. It does not check
// legality; see Rules.ParseMove for that.
func ParseMove(s string) (Move, error) {
	m, bare, err := parseMoveToken(s)
	if err == nil && bare {
		return NoMove, moveRefusal("move.directionMissing", s, nil, "direction missing: want L or R after the hole")
	}
	return m, err
}

// parseMoveToken parses a token; bare reports a token with no letter (the
// hole alone), which only a position can complete.
func parseMoveToken(s string) (m Move, bare bool, err error) {
	t := strings.TrimRight(strings.TrimSpace(s), annotations)
	if t == "" {
		return NoMove, false, moveRefusal("move.empty", s, nil, "empty token")
	}
	if len(t) < 2 {
		return NoMove, false, moveRefusal("move.tooShort", s, nil, "too short: want a hole and L or R, e.g. A6L")
	}
	h, err := ParsePit(t[:2])
	if err != nil {
		return NoMove, false, Place(err, "move", []string{"move", s}, "move %q", s)
	}
	rest := t[2:]
	safari := strings.HasSuffix(rest, "+")
	rest = strings.TrimSuffix(rest, "+")
	if rest == "" {
		return NewMove(h, false, safari), true, nil
	}
	var right bool
	switch rest {
	case "L", "l", "<":
	case "R", "r", ">":
		right = true
	default:
		return NoMove, false, moveRefusal("move.direction", s, []string{"text", rest}, "direction %q: want L, R, < or >", rest)
	}
	return NewMove(h, right, safari), false, nil
}
