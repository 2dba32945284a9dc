package engine

// Side is a player: South (moves first) or North.
type Side uint8

// The two players.
const (
	South Side = 0
	North Side = 1
)

// Other returns the opponent of s.
func (s Side) Other() Side { return s ^ 1 }

// String returns "S" or "N", the BFEN letters.
func (s Side) String() string {
	if s == South {
		return "S"
	}
	return "N"
}

// Pit is a global hole index: side<<4 | local index (see the package
// documentation). NoPit marks "no hole".
type Pit uint8

// NoPit is the value of an absent hole (no takasia, for example).
const NoPit Pit = 32

// Local hole indices on a side's circuit.
const (
	leftKichwa  = 0
	rightKichwa = 7
	nyumbaLocal = 4
	ringSize    = 16
	ringMask    = 15
	frontMask   = 0x00FF // bits of the front row in a 16-bit side mask
)

// MakePit returns the global index of local hole l (0..15) of side s.
func MakePit(s Side, l int) Pit { return Pit(int(s)<<4 | l&ringMask) }

// Side returns the owner of the hole.
func (p Pit) Side() Side { return Side(p >> 4 & 1) }

// Local returns the hole's index on its owner's circuit, 0..15.
func (p Pit) Local() int { return int(p & ringMask) }

// Front reports whether the hole is in its owner's front row.
func (p Pit) Front() bool { return p&8 == 0 }

// Facing returns the opponent's front hole facing front hole p.
func (p Pit) Facing() Pit { return MakePit(p.Side().Other(), 7-p.Local()) }

// Number returns the hole's number 1..8 as its owner counts from his left
// (A1..A8 front, B1..B8 back).
func (p Pit) Number() int {
	l := p.Local()
	if l < 8 {
		return l + 1
	}
	return 16 - l
}

// String returns the hole's name: A1..A8, B1..B8 for South and a1..a8,
// b1..b8 for North.
func (p Pit) String() string {
	if p >= NoPit {
		return "-"
	}
	row := byte('A')
	if !p.Front() {
		row = 'B'
	}
	if p.Side() == North {
		row += 'a' - 'A'
	}
	return string([]byte{row, byte('0' + p.Number())})
}

// ParsePit reads a hole name such as "A5" or "b3".
func ParsePit(s string) (Pit, error) {
	if len(s) != 2 || s[1] < '1' || s[1] > '8' {
		return NoPit, Refuse("hole.name", []string{"text", s}, "hole %q: want a row letter A, B, a or b and a number 1-8", s)
	}
	k := int(s[1] - '0')
	var side Side
	var front bool
	switch s[0] {
	case 'A':
		side, front = South, true
	case 'B':
		side, front = South, false
	case 'a':
		side, front = North, true
	case 'b':
		side, front = North, false
	default:
		return NoPit, Refuse("hole.row", []string{"text", s}, "hole %q: row letter must be A, B, a or b", s)
	}
	if front {
		return MakePit(side, k-1), nil
	}
	return MakePit(side, 16-k), nil
}
