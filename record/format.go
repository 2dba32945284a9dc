package record

import (
	"bufio"
	"io"
	"strings"
)

// Format is the format of a file of games.
type Format int

// The formats of a file of games.
const (
	FormatPGN  Format = iota // the PGN-like text of protocol.md 10
	FormatJSON               // JSON Lines: one object per game per line
)

// String names the format: "pgn" or "json".
func (f Format) String() string {
	if f == FormatJSON {
		return "json"
	}
	return "pgn"
}

// GameReader reads games one by one: Reader for the text format,
// JSONReader for JSON Lines.
type GameReader interface {
	// Next returns the next game, io.EOF at the end, or an *Error after
	// which the next call goes on with the following game.
	Next() (*Game, error)
	// GameLine returns the line the last game returned or failed began on.
	GameLine() int
}

// sniffBytes is how much of a file NewAnyReader looks at.
const sniffBytes = 4096

// NewAnyReader returns a reader of the games in r, in the format it finds
// there: JSON Lines when the first character that is not white space (or a
// byte-order mark) is "{" followed by a quote, as an object with keys
// starts, and the text format otherwise (whose "{" would open a comment).
func NewAnyReader(r io.Reader) (GameReader, Format) {
	br := bufio.NewReaderSize(r, sniffBytes)
	head, _ := br.Peek(sniffBytes) // a short file gives what it has
	s := strings.TrimLeft(strings.TrimPrefix(string(head), "\uFEFF"), " \t\r\n")
	if strings.HasPrefix(s, "{") && strings.HasPrefix(strings.TrimLeft(s[1:], " \t\r\n"), "\"") {
		return NewJSONReader(br), FormatJSON
	}
	return NewReader(br), FormatPGN
}
