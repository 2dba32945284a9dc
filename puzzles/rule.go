package puzzles

import "fmt"

// The selection rule of a puzzle's position (doc.go, "A puzzle"): one
// winning move among at least MinLegal. A position where several moves
// win asks nothing precise; one with fewer moves is guessed.
const (
	// MinLegal is the fewest legal moves a puzzle has.
	MinLegal = 4
	// MinPlies is the shortest line: the winning move does not end the
	// game at once.
	MinPlies = 3
)

// Selected reports why a position with wins winning moves among legal
// legal moves is no puzzle, or nil when it is one.
func Selected(wins, legal int) error {
	switch {
	case wins != 1:
		return fmt.Errorf("%d winning moves: a puzzle has exactly one", wins)
	case legal < MinLegal:
		return fmt.Errorf("%d legal moves: a puzzle has at least %d", legal, MinLegal)
	}
	return nil
}
