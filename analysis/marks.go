package analysis

import "fmt"

// A move's cost is the drop of the mover's win chance, from the engine's
// best move before it to the position after it. The web page receives
// these thresholds from the server (GET /api/options) and marks moves the
// same way.
const (
	BlunderDrop = 0.20 // a blunder ("??"): the mover's win chance drops by 20 points or more
	MistakeDrop = 0.10 // a mistake ("?"): by 10 points or more
)

// Mark returns "??" for a blunder, "?" for a mistake, "" otherwise, from
// the mover's win chance before the move (with the best move) and after
// it.
func Mark(before, after float64) string {
	const eps = 1e-9 // 0.5 - 0.4 is a drop of 0.1
	switch drop := before - after; {
	case drop >= BlunderDrop-eps:
		return "??"
	case drop >= MistakeDrop-eps:
		return "?"
	}
	return ""
}

// WinPercent writes a win chance as a whole percentage: "63%".
func WinPercent(p float64) string {
	return fmt.Sprintf("%.0f%%", 100*p)
}
