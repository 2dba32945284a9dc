package puzzles

import "fmt"

// The selection rule: a position is a puzzle only when the winning moves
// are few among the legal ones. A position where most moves win asks
// nothing; one with two or three legal moves is guessed.
const (
	// MinLegal is the fewest legal moves a puzzle has.
	MinLegal = 4
	// MaxWinShareNum / MaxWinShareDen is the largest share of the legal
	// moves that may win: a third (one winning move among 4 or 5, at
	// most two among 6 to 8, three among 9 to 11, ...).
	MaxWinShareNum, MaxWinShareDen = 1, 3
)

// MaxWins returns the most winning moves a puzzle with legal legal moves
// may have.
func MaxWins(legal int) int { return legal * MaxWinShareNum / MaxWinShareDen }

// Selected reports why a position with wins winning moves among legal
// legal moves is no puzzle, or nil when it is one.
func Selected(wins, legal int) error {
	switch {
	case wins < 1:
		return fmt.Errorf("no winning move: a puzzle has at least one")
	case legal < MinLegal:
		return fmt.Errorf("%d legal moves: a puzzle has at least %d", legal, MinLegal)
	case wins > MaxWins(legal):
		return fmt.Errorf("%d of %d moves win: a puzzle lets at most %d/%d of its moves win (%d)", wins, legal, MaxWinShareNum, MaxWinShareDen, MaxWins(legal))
	}
	return nil
}
