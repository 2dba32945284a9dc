package analysis

import (
	"encoding/json"
	"fmt"
	"io"
	"math"

	"github.com/baoengine/bao/engine"
)

// Output is where and how an analysis writes what it finds.
type Output struct {
	W     io.Writer // the analysis: human lines, or one JSON object per line
	Notes io.Writer // notes and warnings, beside the analysis
	JSON  bool      // JSON objects instead of human lines
	// FewerLines, if not nil, is called before a search of a position
	// with fewer legal moves than the lines asked for (Position's
	// multipv): asked lines, legal moves.
	FewerLines func(asked, legal int)
}

// writeJSON writes v as one line of JSON.
func writeJSON(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode json: %w", err)
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

// roundWin rounds a win chance to three decimals for JSON.
func roundWin(p float64) float64 { return math.Round(p*1000) / 1000 }

// moveTexts returns the tokens of moves (never nil, so JSON shows []).
func moveTexts(moves []engine.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}
