package engine

import (
	"fmt"
	"strings"
)

// Game is a game under fixed rules: its start position, the moves played
// and the positions they led to. It is the one place that turns a game
// into what the searcher needs for repetition (History: the keys of the
// positions before the current one), and it takes moves back (Undo).
// The zero value is not usable; make one with NewGame.
type Game struct {
	rules     Rules
	positions []Position // positions[i] is before moves[i]; the last is the current one
	moves     []Move
}

// NewGame returns a game of rules r from start with no move played.
func NewGame(r *Rules, start Position) *Game {
	return &Game{rules: *r, positions: []Position{start}}
}

// Reset makes g a new game of rules r from start with no move played,
// as NewGame does, but keeps g's storage: a game played after Reset
// allocates nothing until it grows longer than the longest before.
func (g *Game) Reset(r *Rules, start Position) {
	g.rules = *r
	g.positions = append(g.positions[:0], start)
	g.moves = g.moves[:0]
}

// Rules returns the rules of the game.
func (g *Game) Rules() *Rules { return &g.rules }

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.positions[0] }

// Current returns the position after the last move. It points into the
// game and stays valid until the next Play or Undo.
func (g *Game) Current() *Position { return &g.positions[len(g.positions)-1] }

// Moves returns the moves played, in order. The slice is the game's own:
// read it, do not change it.
func (g *Game) Moves() []Move { return g.moves }

// Positions returns the positions of the game, the start first and the
// current one last: Positions()[i] is the position before Moves()[i].
// The slice is the game's own: read it, do not change it.
func (g *Game) Positions() []Position { return g.positions }

// Play plays m, which must be legal in the current position.
func (g *Game) Play(m Move) error {
	q, err := g.rules.Play(g.Current(), m)
	if err != nil {
		return err
	}
	g.positions = append(g.positions, q)
	g.moves = append(g.moves, m)
	return nil
}

// PlayToken parses a move token in the current position and plays it.
func (g *Game) PlayToken(tok string) (Move, error) {
	m, err := g.rules.ParseMove(g.Current(), tok)
	if err != nil {
		return m, err
	}
	return m, g.Play(m)
}

// Undo takes back the last move and reports whether there was one.
func (g *Game) Undo() bool {
	if len(g.moves) == 0 {
		return false
	}
	g.moves = g.moves[:len(g.moves)-1]
	g.positions = g.positions[:len(g.positions)-1]
	return true
}

// LastMoveBy returns the index in Moves of the last move side played,
// or -1 when side has played none: undoing down to that many moves
// takes back side's last move and every move after it.
func (g *Game) LastMoveBy(side Side) int {
	for i := len(g.moves) - 1; i >= 0; i-- {
		if g.positions[i].Side == side {
			return i
		}
	}
	return -1
}

// History returns the keys of the positions before the current one, the
// start first: the history a search of the current position needs to
// see repetitions. The slice is new.
func (g *Game) History() []uint64 {
	return HistoryKeys(g.positions[:len(g.positions)-1])
}

// AppendHistory appends History's keys to keys and returns the result:
// History without a new slice when keys has room, for callers that
// search every position of many games.
func (g *Game) AppendHistory(keys []uint64) []uint64 {
	return appendKeys(keys, g.positions[:len(g.positions)-1])
}

// HistoryKeys returns the keys of positions, in order, in a new slice:
// for the positions before a searched one, its repetition history.
func HistoryKeys(positions []Position) []uint64 {
	return appendKeys(make([]uint64, 0, len(positions)), positions)
}

// appendKeys appends the keys of positions to keys, in order.
func appendKeys(keys []uint64, positions []Position) []uint64 {
	for i := range positions {
		keys = append(keys, positions[i].Key)
	}
	return keys
}

// MoveTokens splits a list of moves into move tokens, skipping move
// numbers ("1.", "12...") as a game record writes them, so that a
// record's moves can be pasted; every other word is kept, so that a bad
// token is still reported by the rules.
func MoveTokens(moves string) []string {
	var tokens []string
	for _, f := range strings.Fields(moves) {
		if digits := strings.TrimRight(f, "."); digits != f && digits != "" && strings.Trim(digits, "0123456789") == "" {
			continue
		}
		tokens = append(tokens, f)
	}
	return tokens
}

// StartGame is the game the command line describes: the variant's start
// position, or the BFEN when bfen is not empty, after the move tokens. Its
// errors name the part at fault: "fen: ..." or "moves: move N: ...".
func StartGame(r *Rules, bfen string, moves []string) (*Game, error) {
	start := StartPosition(r.Variant)
	if bfen != "" {
		p, err := ParsePosition(bfen, r.Variant)
		if err != nil {
			return nil, fmt.Errorf("fen: %w", err)
		}
		start = p
	}
	g := NewGame(r, start)
	for i, tok := range moves {
		if _, err := g.PlayToken(tok); err != nil {
			return nil, fmt.Errorf("moves: move %d: %w", i+1, err)
		}
	}
	return g, nil
}
