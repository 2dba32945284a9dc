package engine

import (
	"strings"
	"testing"
)

// seedRows turns the rule book's "b8..b1 | a8..a1 | A1..A8 | B1..B8"
// notation into BFEN rows.
func seedRows(s string) string {
	parts := strings.Split(s, "|")
	rows := make([]string, len(parts))
	for i, p := range parts {
		rows[i] = strings.Join(strings.Fields(p), ",")
	}
	return strings.Join(rows, "/")
}

// mustPos parses a rule-book position: board, then "hands side houses takasia".
func mustPos(t testing.TB, v Variant, board, rest string) Position {
	t.Helper()
	p, err := ParsePosition(seedRows(board)+" "+rest, v)
	if err != nil {
		t.Fatalf("position %q %q: %v", board, rest, err)
	}
	return p
}

// legalText lists the legal moves of p as one string.
func legalText(r *Rules, p *Position) string {
	var ch Children
	r.Generate(p, &ch)
	return movesText(&ch)
}

// play plays a token and fails the test if it is not legal.
func play(t testing.TB, r *Rules, p Position, tok string) Position {
	t.Helper()
	m, err := r.ParseMove(&p, tok)
	if err != nil {
		t.Fatalf("%s: %v", tok, err)
	}
	q, err := r.Play(&p, m)
	if err != nil {
		t.Fatalf("%s: %v", tok, err)
	}
	if err := q.Verify(); err != nil {
		t.Fatalf("after %s: %v", tok, err)
	}
	return q
}

// rows returns the BFEN rows field of p in rule-book notation.
func bookRows(p *Position) string {
	f := strings.Fields(p.String())[0]
	rows := strings.Split(f, "/")
	for i, r := range rows {
		rows[i] = strings.ReplaceAll(r, ",", " ")
	}
	return strings.Join(rows, " | ")
}

// holeOrder lists the local indices in the legal order of protocol.md 7,
// A1..A8 then B1..B8: the order the generators produce with bit scans.
var holeOrder = [16]uint8{0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8}
