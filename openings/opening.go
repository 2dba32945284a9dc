package openings

import (
	"fmt"

	"github.com/baoengine/bao/engine"
)

// Opening is where a game pair starts: a start position (the variant's
// start or a BFEN) and book moves played from it. Games record the book
// moves, so every record replays from Start.
type Opening struct {
	Start engine.Position
	Moves []engine.Move
	Label string // where it came from: "builtin 7", "book.txt:12"
}

// Position returns the position after the book moves.
func (o *Opening) Position(r *engine.Rules) (engine.Position, error) {
	p := o.Start
	for i, m := range o.Moves {
		q, err := r.Play(&p, m)
		if err != nil {
			return p, fmt.Errorf("opening %s: ply %d: %w", o.Label, i+1, err)
		}
		p = q
	}
	return p, nil
}
