package engine

import (
	"strconv"
	"strings"
)

// rowHoles lists the holes of the four BFEN rows, top to bottom, each left
// to right as South sees the board (protocol.md 3).
var rowHoles = func() (rows [4][8]Pit) {
	for i := 0; i < 8; i++ {
		rows[0][i] = MakePit(North, 8+i)  // b8..b1
		rows[1][i] = MakePit(North, 7-i)  // a8..a1
		rows[2][i] = MakePit(South, i)    // A1..A8
		rows[3][i] = MakePit(South, 15-i) // B1..B8
	}
	return rows
}()

var rowNames = [4]string{"North back row (b8..b1)", "North front row (a8..a1)", "South front row (A1..A8)", "South back row (B1..B8)"}

// rowLetters are the four rows' letters, the rows' places in an InputError.
var rowLetters = [4]string{"b", "a", "A", "B"}

// String returns the position's BFEN (protocol.md 3), all fields included.
func (p *Position) String() string {
	var b strings.Builder
	b.Grow(96)
	for r, row := range rowHoles {
		if r > 0 {
			b.WriteByte('/')
		}
		for i, h := range row {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(int(p.Pits[h])))
		}
	}
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(int(p.Store[South])))
	b.WriteByte(',')
	b.WriteString(strconv.Itoa(int(p.Store[North])))
	b.WriteByte(' ')
	b.WriteString(p.Side.String())
	b.WriteByte(' ')
	switch p.Flags & flagOwnBoth {
	case flagOwnBoth:
		b.WriteString("SN")
	case flagOwnSouth:
		b.WriteString("S")
	case flagOwnNorth:
		b.WriteString("N")
	default:
		b.WriteString("-")
	}
	b.WriteByte(' ')
	b.WriteString(p.Blocked.String())
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(int(p.Ply)))
	return b.String()
}

// ParsePosition reads a BFEN (protocol.md 3) for variant v. Each error
// names the field at fault and the reason. Whitespace between fields may be
// any run of spaces or tabs.
func ParsePosition(s string, v Variant) (Position, error) {
	var p Position
	f := strings.Fields(s)
	if len(f) < 5 || len(f) > 6 {
		return p, Refuse("bfen.fields", []string{"n", strconv.Itoa(len(f))}, "bfen: %d fields, want 5 or 6: rows hands side houses takasia [ply]", len(f))
	}
	rows := strings.Split(f[0], "/")
	if len(rows) != 4 {
		return p, Refuse("bfen.rowCount", []string{"n", strconv.Itoa(len(rows))}, "bfen rows: %d rows, want 4 separated by '/'", len(rows))
	}
	board := 0
	for r, row := range rows {
		counts := strings.Split(row, ",")
		if len(counts) != 8 {
			return p, Place(Refuse("bfen.holeCount", []string{"n", strconv.Itoa(len(counts))}, "%d counts, want 8 separated by ','", len(counts)),
				"bfen.row."+rowLetters[r], nil, "bfen rows: %s", rowNames[r])
		}
		for i, c := range counts {
			n, err := parseCount(c, 64)
			if err != nil {
				return p, Place(err, "bfen.hole", []string{"hole", rowHoles[r][i].String()}, "bfen rows: %s, hole %v", rowNames[r], rowHoles[r][i])
			}
			p.Pits[rowHoles[r][i]] = uint8(n)
			board += n
		}
	}
	hands := strings.Split(f[1], ",")
	if len(hands) != 2 {
		return p, Refuse("bfen.hands", []string{"text", f[1]}, "bfen hands: %q: want two counts South,North", f[1])
	}
	for s, h := range hands {
		n, err := parseCount(h, MaxHand)
		if err != nil {
			return p, Place(err, "bfen.hand", []string{"side", Side(s).String()}, "bfen hands: %s", Side(s).Name())
		}
		p.Store[s] = uint8(n)
	}
	if board+int(p.Store[0])+int(p.Store[1]) != TotalSeeds {
		hand := int(p.Store[0]) + int(p.Store[1])
		return p, Refuse("bfen.seedTotal", []string{"board", strconv.Itoa(board), "hand", strconv.Itoa(hand), "total", strconv.Itoa(board + hand), "want", strconv.Itoa(TotalSeeds)},
			"bfen: %d seeds on the board and %d in hand make %d, want %d", board, hand, board+hand, TotalSeeds)
	}
	if v == Kujifunza && (p.Store[0] != 0 || p.Store[1] != 0) {
		return p, Refuse("bfen.kujifunzaHands", []string{"text", f[1]}, "bfen hands: %q: Bao la Kujifunza has no seeds in hand", f[1])
	}
	switch f[2] {
	case "S":
		p.Side = South
	case "N":
		p.Side = North
	default:
		return p, Refuse("bfen.side", []string{"text", f[2]}, "bfen side: %q: want S or N", f[2])
	}
	switch f[3] {
	case "SN":
		p.Flags = flagOwnBoth
	case "S":
		p.Flags = flagOwnSouth
	case "N":
		p.Flags = flagOwnNorth
	case "-":
	default:
		return p, Refuse("bfen.houses", []string{"text", f[3]}, "bfen houses: %q: want SN, S, N or -", f[3])
	}
	if v == Kujifunza && p.Flags != 0 {
		return p, Refuse("bfen.kujifunzaHouses", []string{"text", f[3]}, "bfen houses: %q: Bao la Kujifunza has no nyumba, want -", f[3])
	}
	for s := South; s <= North; s++ {
		if p.Owns(s) && p.Pits[MakePit(s, nyumbaLocal)] == 0 {
			return p, Refuse("bfen.emptyNyumba", []string{"text", f[3], "side", s.String()}, "bfen houses: %q: %s owns its nyumba but it is empty", f[3], s.Name())
		}
	}
	p.Blocked = NoPit
	if f[4] != "-" {
		h, err := ParsePit(f[4])
		if err != nil {
			return p, Place(err, "bfen.takasia", nil, "bfen takasia")
		}
		if !h.Front() {
			return p, Refuse("bfen.takasiaFront", []string{"text", f[4]}, "bfen takasia: %q: the takasia hole must be a front-row hole", f[4])
		}
		p.Blocked = h
	}
	if len(f) == 6 {
		n, err := parseCount(f[5], 65535)
		if err != nil {
			return p, Place(err, "bfen.ply", nil, "bfen ply")
		}
		p.Ply = uint16(n)
	}
	p.Key = p.ComputeKey()
	return p, nil
}

// parseCount reads a decimal count 0..max without sign or leading zeros.
func parseCount(s string, max int) (int, error) {
	if s == "" {
		return 0, Refuse("count.empty", nil, "empty count")
	}
	if len(s) > 1 && s[0] == '0' {
		return 0, Refuse("count.leadingZero", []string{"text", s}, "%q: leading zero", s)
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, Refuse("count.notNumber", []string{"text", s}, "%q: not a count", s)
		}
	}
	if len(s) > 6 {
		return 0, Refuse("count.tooBig", []string{"text", s, "max", strconv.Itoa(max)}, "%q: more than %d", s, max)
	}
	n, _ := strconv.Atoi(s)
	if n > max {
		return 0, Refuse("count.tooBig", []string{"text", s, "max", strconv.Itoa(max)}, "%q: more than %d", s, max)
	}
	return n, nil
}
